import { type BetRecord, type BetStatus, PAGE_SIZE, type Page } from '@cailiao/contracts';
import { useQuery } from '@tanstack/react-query';
import { usePagedQuery } from '../../../hooks/use-paged-query';
import { http } from '../../../lib/http';
import { selectIsLoggedIn, useAuthStore } from '../../auth/store/auth-store';
import { LIVE_FALLBACK_POLL_MS } from '../issue-phase';

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

/** One game's bets from the server, 20 a page (the betting page's 投注历史). */
export function useGameBetPages(gameId: number, enabled = true) {
  const loggedIn = useAuthStore(selectIsLoggedIn);
  return usePagedQuery(['bets', 'list', 'game', gameId], (page) => getBets({ gameId }, page), {
    enabled: loggedIn && enabled,
  });
}

/**
 * The player's latest bets on one game (the betting page's 我的注单). A bet_settled frame patches it
 * (lottery-frames.ts); while a pending bet's draw is due it is also polled, every second without a
 * live socket, every 5 s as a fallback with one.
 */
export function useGameBets(gameId: number | undefined, currentIssueNo: string | undefined, live = false) {
  const loggedIn = useAuthStore(selectIsLoggedIn);
  return useQuery({
    queryKey: ['bets', 'game', gameId ?? 0],
    queryFn: () => getBets({ gameId }, 1, 10),
    enabled: loggedIn && gameId !== undefined,
    staleTime: 0,
    refetchInterval: (query) => {
      const list = query.state.data?.list ?? [];
      const due = list.some((b) => b.status === 'pending' && b.issueNo !== currentIssueNo);
      return due ? (live ? LIVE_FALLBACK_POLL_MS : 1_000) : false;
    },
  });
}
