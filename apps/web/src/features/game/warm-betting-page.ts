import type { GameFamily } from '@cailiao/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { currentIssueQuery } from './api/get-current-issue';
import { gameListQuery, gameRefOf, pickGame } from './api/get-game-list';
import { playTypesQuery } from './api/get-play-types';

/**
 * A betting page's first answers, asked for while the page's code downloads. On a first visit the
 * 六合彩 page fetched 60 files of code before its first request, and its largest paint (the issue
 * number) waited for both. These are the queries the page reads, so it finds them in the cache;
 * `params` is the page's query, from which it picks its game as BettingPage does.
 */
export async function warmBettingPage(
  queryClient: QueryClient,
  family: GameFamily,
  params: URLSearchParams,
): Promise<void> {
  const list = await queryClient.ensureQueryData(gameListQuery);
  const game = pickGame(list.list, family, gameRefOf(params));
  if (!game) return;
  await Promise.all([
    queryClient.prefetchQuery(currentIssueQuery(game.id)),
    queryClient.prefetchQuery(playTypesQuery(game.id)),
  ]);
}
