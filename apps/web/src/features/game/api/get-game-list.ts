import type { Game, GameFamily, GameList } from '@cailiao/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { serverNow } from '../server-clock';

export const gameListKey = ['game', 'list'] as const;

/** GET /api/game/list → games (with their current issue), categories and hot games. */
export function getGameList(): Promise<GameList> {
  return http.get<GameList>('/api/game/list', { silent: true });
}

/** Refetches just after the earliest running issue draws, so the lobby moves to the next issues. */
function untilNextDraw(list: GameList | undefined): number | false {
  if (!list) return false;
  const draws = list.list.map((g) => (g.currentIssue ? Date.parse(g.currentIssue.drawAt) : Number.NaN));
  const next = Math.min(...draws.filter(Number.isFinite));
  if (!Number.isFinite(next)) return 60_000;
  return Math.max(500, Math.min(next - serverNow() + 400, 60_000));
}

export const gameListQuery = queryOptions({ queryKey: gameListKey, queryFn: getGameList, staleTime: 10_000 });

export function useGameList(options: { live?: boolean } = {}) {
  return useQuery({
    ...gameListQuery,
    refetchInterval: options.live ? (query) => untilNextDraw(query.state.data) : false,
  });
}

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
