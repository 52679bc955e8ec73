import { type BetRecord, type BetStatus, nextPage, PAGE_SIZE, type Page } from '@cailiao/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
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

/** The bet list: a filter change is a new key, so it reloads from page 1 (SPEC.md §4). */
export function useBetPages(status: BetStatus | undefined) {
  const loggedIn = useAuthStore(selectIsLoggedIn);
  return useInfiniteQuery({
    queryKey: ['bets', 'list', status ?? 'all'],
    queryFn: ({ pageParam }) => getBets(status ? { status } : {}, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPage(last.pagination),
    enabled: loggedIn,
    staleTime: 0,
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
