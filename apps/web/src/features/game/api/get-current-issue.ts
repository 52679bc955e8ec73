import type { CurrentIssue } from '@cailiao/contracts';
import { LIMITS } from '@cailiao/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { nextIssuePollMs } from '../issue-phase';
import { serverNow, useServerClock } from '../server-clock';

export const currentIssueKey = (game: string | number) => ['game', 'current-issue', String(game)] as const;

/** GET /api/issue/{game}/current; also sets the server clock offset from its serverTime. */
export async function getCurrentIssue(game: string | number): Promise<CurrentIssue> {
  const sentAt = Date.now();
  const issue = await http.get<CurrentIssue>(`/api/issue/${encodeURIComponent(String(game))}/current`, {
    silent: true,
  });
  useServerClock.getState().sync(issue.serverTime, sentAt, Date.now());
  return issue;
}

/**
 * Answers younger than this are not asked again when a page mounts: the answer a betting page's
 * warm-up fetched while the page's code loaded (warm-betting-page.ts) is the page's first.
 */
const FRESH_ON_MOUNT_MS = 2_000;

/** The current issue of `game`, as the betting page reads it (and its warm-up fetches it). */
export const currentIssueQuery = (game: string | number) =>
  queryOptions({
    queryKey: currentIssueKey(game),
    queryFn: () => getCurrentIssue(game),
    staleTime: 0,
  });

/**
 * The issue taking bets now: the next issue replaces it just after drawAt; the previous result
 * comes as an issue_drawn frame (lottery-frames.ts), or is polled until drawn when the socket is down.
 */
export function useCurrentIssue(
  game: string | number | undefined,
  refreshMs: number = LIMITS.gameRefreshMs,
  /** The socket is authenticated: issue_drawn brings the result, polling is the fallback. */
  live = false,
) {
  return useQuery({
    ...currentIssueQuery(game ?? ''),
    enabled: game !== undefined,
    refetchOnMount: (query) => Date.now() - query.state.dataUpdatedAt >= FRESH_ON_MOUNT_MS,
    refetchInterval: (query) => nextIssuePollMs(query.state.data, serverNow(), refreshMs, live),
    refetchIntervalInBackground: false,
  });
}

/** Syncs the server clock once (the lobby's countdowns need the offset, the game list has no time). */
export function useServerClockSync(game: string | number | undefined) {
  return useQuery({
    queryKey: [...currentIssueKey(game ?? ''), 'clock'],
    queryFn: () => getCurrentIssue(game!),
    enabled: game !== undefined,
    staleTime: 5 * 60_000,
  });
}
