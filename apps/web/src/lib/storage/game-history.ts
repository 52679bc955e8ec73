import { LIMITS } from '@cailiao/domain';
import { keysWithPrefix, readJson, removeItem, STORAGE_KEYS, writeJson } from './local-store';

/** One remembered bet selection or result of a game; the shape is the game page's business. */
export interface GameHistoryEntry<T = unknown> {
  timestamp: number;
  data: T;
}

const keyOf = (game: string) => `${STORAGE_KEYS.gameHistoryPrefix}${game}`;

/** Entries of one game, newest first. */
export function getGameHistory<T = unknown>(game: string): GameHistoryEntry<T>[] {
  const list = readJson<GameHistoryEntry<T>[]>(keyOf(game));
  return Array.isArray(list) ? list : [];
}

/** Prepends an entry, keeping at most 100 per game (SPEC.md §9). */
export function addGameHistory<T>(game: string, data: T, now = Date.now()): GameHistoryEntry<T>[] {
  const next = [{ timestamp: now, data }, ...getGameHistory<T>(game)].slice(0, LIMITS.historyPerGame);
  writeJson(keyOf(game), next);
  return next;
}

export function clearGameHistory(game?: string): void {
  if (game !== undefined) {
    removeItem(keyOf(game));
    return;
  }
  for (const key of keysWithPrefix(STORAGE_KEYS.gameHistoryPrefix)) removeItem(key);
}
