/**
 * Thin, exception-safe wrapper over localStorage. Every key the app writes carries the `cailiao:`
 * prefix so that "clear cache" and usage checks never touch other apps on the same origin.
 */
export const STORAGE_PREFIX = 'cailiao:';

export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  quickBetAmounts: 'quick-bet-amounts',
  appSettings: 'app-settings',
  gameHistoryPrefix: 'history:',
  recentPages: 'recent-pages',
  cachePrefix: 'cache:',
} as const;

function backend(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Safari private mode and sandboxed iframes throw on access.
    return null;
  }
}

export function readRaw(key: string): string | null {
  try {
    return backend()?.getItem(STORAGE_PREFIX + key) ?? null;
  } catch {
    return null;
  }
}

/** Writes a raw string; false when storage is unavailable or full. */
export function writeRaw(key: string, value: string): boolean {
  const store = backend();
  if (!store) return false;
  try {
    store.setItem(STORAGE_PREFIX + key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeItem(key: string): void {
  try {
    backend()?.removeItem(STORAGE_PREFIX + key);
  } catch {
    // nothing to do: storage unavailable
  }
}

export function readJson<T>(key: string): T | null {
  const raw = readRaw(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): boolean {
  return writeRaw(key, JSON.stringify(value));
}

/** Keys (without the app prefix) that start with `prefix`. */
export function keysWithPrefix(prefix: string): string[] {
  const store = backend();
  if (!store) return [];
  const keys: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key?.startsWith(STORAGE_PREFIX + prefix)) keys.push(key.slice(STORAGE_PREFIX.length));
  }
  return keys;
}

/** Every entry of localStorage (all apps on the origin), for the usage estimate. */
export function allEntries(): Array<[string, string]> {
  const store = backend();
  if (!store) return [];
  const entries: Array<[string, string]> = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key !== null) entries.push([key, store.getItem(key) ?? '']);
  }
  return entries;
}
