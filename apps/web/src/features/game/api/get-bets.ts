import { type BetRecord, type BetStatus, PAGE_SIZE, type Page } from '@cailiao/contracts';
import { useQuery } from '@tanstack/react-query';
import { usePagedQuery } from '../../../hooks/use-paged-query';
import { http } from '../../../lib/http';
import { selectIsLoggedIn, useAuthStore } from '../../auth/store/auth-store';

export interface BetsFilter {
  status?: BetStatus;
  gameId?: number;
}

/** GET /api/bets?status&gameId&page&limit → a page of the player's bets, newest first. */
export function getBets(
  filter: BetsFilter,
  page = 1,
  limit: number = PAGE_SIZE.bets,
): Promise<Page<BetRecord>> {
  return http.get<Page<BetRecord>>('/api/bets', { params: { ...filter, page, limit }, silent: true });
}

/**
 * The bet list, 20 a page (SPEC.md §4): a filter change is a new key, so it loads from page 1; a
 * fresh load (pull-to-refresh) starts over at page 1 too.
 */
export function useBetPages(status: BetStatus | undefined) {
  const loggedIn = useAuthStore(selectIsLoggedIn);
  return usePagedQuery(['bets', 'list', status ?? 'all'], (page) => getBets(status ? { status } : {}, page), {
    enabled: loggedIn,
  });
}

/**
 * The player's latest bets on one game (the betting page's 我的注单). Polled every second while a
 * pending bet belongs to an issue other than the one taking bets, i.e. while its draw is due.
 */
export function useGameBets(gameId: number | undefined, currentIssueNo: string | undefined) {
  const loggedIn = useAuthStore(selectIsLoggedIn);
  return useQuery({
    queryKey: ['bets', 'game', gameId ?? 0],
    queryFn: () => getBets({ gameId }, 1, 10),
    enabled: loggedIn && gameId !== undefined,
    staleTime: 0,
    refetchInterval: (query) => {
      const list = query.state.data?.list ?? [];
      const due = list.some((b) => b.status === 'pending' && b.issueNo !== currentIssueNo);
      return due ? 1_000 : false;
    },
  });
}
