import { LIMITS } from '@cailiao/domain';
import { readJson, STORAGE_KEYS, writeJson } from './local-store';

export interface RecentPage {
  path: string;
  title: string;
  timestamp: number;
}

export function getRecentPages(): RecentPage[] {
  const list = readJson<RecentPage[]>(STORAGE_KEYS.recentPages);
  return Array.isArray(list) ? list : [];
}

/** Moves (or adds) the page to the front; one entry per path, at most 20 (SPEC.md §9). */
export function addRecentPage(path: string, title: string, now = Date.now()): RecentPage[] {
  const next = [{ path, title, timestamp: now }, ...getRecentPages().filter((p) => p.path !== path)].slice(
    0,
    LIMITS.recentPages,
  );
  writeJson(STORAGE_KEYS.recentPages, next);
  return next;
}

export function clearRecentPages(): void {
  writeJson(STORAGE_KEYS.recentPages, []);
}
