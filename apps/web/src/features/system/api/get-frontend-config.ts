import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { getCache, setCache } from '../../../lib/storage';

export const FRONTEND_CONFIG_CACHE_KEY = 'frontend-config';

export type FrontendConfig = Record<string, unknown>;

/** GET /api/config/frontend: cached (default expiry), silent on error — answers null then. */
export async function getFrontendConfig(
  fetchConfig: () => Promise<FrontendConfig> = () =>
    http.get<FrontendConfig>('/api/config/frontend', { silent: true, ignoreUnauthorized: true }),
): Promise<FrontendConfig | null> {
  const cached = getCache<FrontendConfig>(FRONTEND_CONFIG_CACHE_KEY);
  if (cached) return cached;
  try {
    const config = await fetchConfig();
    setCache(FRONTEND_CONFIG_CACHE_KEY, config);
    return config;
  } catch {
    return null;
  }
}

export const frontendConfigQuery = queryOptions({
  queryKey: ['system', 'frontend-config'],
  queryFn: () => getFrontendConfig(),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useFrontendConfig() {
  return useQuery(frontendConfigQuery).data ?? null;
}
