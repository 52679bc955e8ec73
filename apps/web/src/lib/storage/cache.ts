import { LIMITS } from '@cailiao/domain';
import { keysWithPrefix, readJson, removeItem, STORAGE_KEYS, writeJson } from './local-store';

/** A cached value with the time it was written and how long it stays fresh (ms). */
export interface CacheEntry<T> {
  data: T;
  timestamp: number;
  expiry: number;
}

const keyOf = (key: string) => `${STORAGE_KEYS.cachePrefix}${key}`;

export function setCache<T>(
  key: string,
  data: T,
  expiry: number = LIMITS.cacheExpiryMs,
  now = Date.now(),
): void {
  writeJson(keyOf(key), { data, timestamp: now, expiry } satisfies CacheEntry<T>);
}

/** The entry whether fresh or stale (stale copies serve as a fallback when the network fails). */
export function getCacheEntry<T>(key: string): CacheEntry<T> | null {
  const entry = readJson<CacheEntry<T>>(keyOf(key));
  if (!entry || typeof entry !== 'object' || typeof entry.timestamp !== 'number' || !('data' in entry)) {
    return null;
  }
  return entry;
}

export function isFresh(entry: CacheEntry<unknown>, now = Date.now(), maxAge = entry.expiry): boolean {
  return now - entry.timestamp < maxAge;
}

/** The data while fresh; an expired entry is removed and answers null. */
export function getCache<T>(key: string, now = Date.now()): T | null {
  const entry = getCacheEntry<T>(key);
  if (!entry) return null;
  if (!isFresh(entry, now)) {
    removeItem(keyOf(key));
    return null;
  }
  return entry.data;
}

export function removeCache(key: string): void {
  removeItem(keyOf(key));
}

/** Removes every cache entry (not the session, settings or histories). Answers how many went. */
export function clearCache(): number {
  const keys = keysWithPrefix(STORAGE_KEYS.cachePrefix);
  for (const key of keys) removeItem(key);
  return keys.length;
}

/** The stored copy while younger than `maxAge` ms, else null (the stale copy stays as a fallback). */
export function freshCacheEntry<T>(key: string, maxAge: number, now = Date.now()): CacheEntry<T> | null {
  const entry = getCacheEntry<T>(key);
  return entry && isFresh(entry, now, maxAge) ? entry : null;
}

/**
 * Loads a value and keeps it in local storage for `maxAge` ms; when loading fails, answers the
 * stored copy however old it is, and fails only with no copy at all.
 */
export async function loadAndCache<T>(
  key: string,
  maxAge: number,
  load: () => Promise<T>,
  now: () => number = Date.now,
): Promise<T> {
  try {
    const data = await load();
    setCache(key, data, maxAge, now());
    return data;
  } catch (error) {
    const stale = getCacheEntry<T>(key);
    if (stale) return stale.data;
    throw error;
  }
}
