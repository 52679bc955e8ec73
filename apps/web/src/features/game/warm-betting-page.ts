import type { GameFamily } from '@cailiao/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { currentIssueQuery } from './api/get-current-issue';
import { gameListQuery, pickGame } from './api/get-game-list';
import { playTypesQuery } from './api/get-play-types';

/**
 * A betting page's first answers, asked for while the page's code downloads. On a first visit the
 * 六合彩 page fetched 60 files of code before its first request, and its largest paint (the issue
 * number) waited for both. These are the queries the page reads, so it finds them in the cache
 * (`ref`: the page's `gameId` or `code`, as BettingPage picks its game).
 */
export async function warmBettingPage(
  queryClient: QueryClient,
  family: GameFamily,
  ref: string | null,
): Promise<void> {
  const list = await queryClient.ensureQueryData(gameListQuery);
  const game = pickGame(list.list, family, ref);
  if (!game) return;
  await Promise.all([
    queryClient.prefetchQuery(currentIssueQuery(game.id)),
    queryClient.prefetchQuery(playTypesQuery(game.id)),
  ]);
}
