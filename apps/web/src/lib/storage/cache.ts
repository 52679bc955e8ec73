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
