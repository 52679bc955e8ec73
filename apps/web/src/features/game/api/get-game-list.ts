import type { Game, GameFamily, GameList } from '@cailiao/contracts';
import { LIMITS } from '@cailiao/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { freshCacheEntry, loadAndCache } from '../../../lib/storage';
import { serverNow } from '../server-clock';

export const gameListKey = ['game', 'list'] as const;
/** Local storage key of the lottery data (SPEC.md §3). */
export const LOTTERY_DATA_CACHE_KEY = 'lottery-data';

/**
 * GET /api/game/list → games (with their current issue), categories and hot games; kept in local
 * storage, and the stored copy answers when the server cannot.
 */
export function getGameList(): Promise<GameList> {
  return loadAndCache(LOTTERY_DATA_CACHE_KEY, LIMITS.lotteryDataFreshMs, () =>
    http.get<GameList>('/api/game/list', { silent: true }),
  );
}

const storedLotteryData = () => freshCacheEntry<GameList>(LOTTERY_DATA_CACHE_KEY, LIMITS.lotteryDataFreshMs);

/** Refetches just after the earliest running issue draws, so the lobby moves to the next issues. */
function untilNextDraw(list: GameList | undefined): number | false {
  if (!list) return false;
  const draws = list.list.map((g) => (g.currentIssue ? Date.parse(g.currentIssue.drawAt) : Number.NaN));
  const next = Math.min(...draws.filter(Number.isFinite));
  if (!Number.isFinite(next)) return 60_000;
  return Math.max(500, Math.min(next - serverNow() + 400, 60_000));
}

/**
 * Lottery data stays fresh for 5 minutes (SPEC.md §9): a cold start paints from the stored copy
 * while it is that young. The lobby's countdowns do not wait for it: the live lobby asks again just
 * after the earliest draw, so a stored copy whose issues have drawn is replaced at once.
 */
export const gameListQuery = queryOptions({
  queryKey: gameListKey,
  queryFn: getGameList,
  staleTime: LIMITS.lotteryDataFreshMs,
  initialData: () => storedLotteryData()?.data,
  initialDataUpdatedAt: () => storedLotteryData()?.timestamp,
});

export function useGameList(options: { live?: boolean } = {}) {
  return useQuery({
    ...gameListQuery,
    refetchInterval: options.live ? (query) => untilNextDraw(query.state.data) : false,
  });
}

/** The game a page's query names: `gameId` (id or code), else `code`; null when it names none. */
export const gameRefOf = (params: URLSearchParams): string | null =>
  params.get('gameId') ?? params.get('code');

/** The game a page asks for: `gameId` (id or code) or `code`, else the family's first game. */
export function pickGame(
  games: readonly Game[] | undefined,
  family: GameFamily | undefined,
  ref: string | null | undefined,
): Game | undefined {
  if (!games) return undefined;
  if (ref) {
    const found = games.find((g) => String(g.id) === ref || g.code === ref);
    if (found && (!family || found.type === family)) return found;
    return undefined;
  }
  return family ? games.find((g) => g.type === family) : games[0];
}
