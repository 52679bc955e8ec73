import type { SystemConfig } from '@cailiao/contracts';
import { DEFAULT_SYSTEM_CONFIG, EMBEDDED_CONFIG_ID } from '@cailiao/contracts/plain';
import { LIMITS } from '@cailiao/domain';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { getCacheEntry, isFresh, removeCache, setCache } from '../../../lib/storage';

export const SYSTEM_CONFIG_CACHE_KEY = 'system-config';
export const SYSTEM_CONFIG_PATH = '/api/system/config';

export interface LoadConfigDeps {
  fetchConfig?: () => Promise<Partial<SystemConfig>>;
  now?: number;
}

/**
 * The config the server put into index.html, as current as the page: taken once (the element goes)
 * into the 5-minute cache, so the first render has the banners and notices and no request goes out
 * for them. A page without it (the dev server, an older server) fetches the config as before.
 */
export function adoptEmbeddedConfig(now = Date.now()): void {
  const element = typeof document === 'undefined' ? null : document.getElementById(EMBEDDED_CONFIG_ID);
  if (!element) return;
  element.remove();
  try {
    const embedded = JSON.parse(element.textContent ?? '') as Partial<SystemConfig> | null;
    if (embedded && typeof embedded === 'object') {
      setCache(SYSTEM_CONFIG_CACHE_KEY, { ...DEFAULT_SYSTEM_CONFIG, ...embedded }, LIMITS.configCacheMs, now);
    }
  } catch {
    // unreadable: fetched as if it were not there
  }
}

const fetchFromServer = () => http.get<Partial<SystemConfig>>(SYSTEM_CONFIG_PATH, { silent: true });

/**
 * SPEC.md §4: the cached copy while younger than 5 minutes; else the server; on failure the cache
 * even if stale; with no cache the built-in defaults (registration enabled, maintenance off).
 */
export async function getSystemConfig(deps: LoadConfigDeps = {}): Promise<SystemConfig> {
  const now = deps.now ?? Date.now();
  adoptEmbeddedConfig(now);
  const cached = getCacheEntry<SystemConfig>(SYSTEM_CONFIG_CACHE_KEY);
  if (cached && isFresh(cached, now, LIMITS.configCacheMs)) return cached.data;
  try {
    const fetched = await (deps.fetchConfig ?? fetchFromServer)();
    const config: SystemConfig = { ...DEFAULT_SYSTEM_CONFIG, ...fetched };
    setCache(SYSTEM_CONFIG_CACHE_KEY, config, LIMITS.configCacheMs, now);
    return config;
  } catch {
    console.warn('[config] 获取配置失败，使用', cached ? '缓存配置' : '默认配置');
    return cached ? cached.data : DEFAULT_SYSTEM_CONFIG;
  }
}

export const systemConfigQuery = queryOptions({
  queryKey: ['system', 'config'],
  queryFn: () => getSystemConfig(),
  staleTime: LIMITS.configCacheMs,
  placeholderData: () => {
    adoptEmbeddedConfig();
    return getCacheEntry<SystemConfig>(SYSTEM_CONFIG_CACHE_KEY)?.data ?? DEFAULT_SYSTEM_CONFIG;
  },
});

/** The system config; never undefined (cached copy or defaults until the server answers). */
export function useSystemConfig(): SystemConfig {
  const { data } = useQuery(systemConfigQuery);
  return data ?? DEFAULT_SYSTEM_CONFIG;
}

/** Pull-to-refresh: asks the server again, past the 5-minute cache. */
export async function refreshSystemConfig(queryClient: QueryClient): Promise<void> {
  removeCache(SYSTEM_CONFIG_CACHE_KEY);
  await queryClient.refetchQueries({ queryKey: systemConfigQuery.queryKey });
}
