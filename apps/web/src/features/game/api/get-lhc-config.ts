import type { LhcConfigData } from '@cailiao/contracts';
import { LIMITS } from '@cailiao/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { freshCacheEntry, loadAndCache } from '../../../lib/storage';

/** Local storage key of the six-mark config (SPEC.md §3). */
export const LHC_CONFIG_CACHE_KEY = 'lhc-config';
export const lhcConfigKey = ['game', 'lhc-config'] as const;

const stored = () => freshCacheEntry<LhcConfigData>(LHC_CONFIG_CACHE_KEY, LIMITS.lhcConfigFreshMs);

/**
 * GET /api/game/lhc/config: the server's six-mark table of the current lunar year (zodiac, colour,
 * wuxing and basic groups, each a name → numbers map). It changes with the lunar year, so the
 * server's table is the one truth; the stored copy serves for 30 minutes (SPEC.md §9), and an older
 * one only when the server cannot answer.
 */
export async function getLhcConfig(): Promise<LhcConfigData> {
  const fresh = stored();
  if (fresh) return fresh.data;
  return loadAndCache(LHC_CONFIG_CACHE_KEY, LIMITS.lhcConfigFreshMs, () =>
    http.get<LhcConfigData>('/api/game/lhc/config', { silent: true }),
  );
}

export const lhcConfigQuery = queryOptions({
  queryKey: lhcConfigKey,
  queryFn: getLhcConfig,
  staleTime: LIMITS.lhcConfigFreshMs,
  initialData: () => stored()?.data,
  initialDataUpdatedAt: () => stored()?.timestamp,
});

export function useLhcConfig(enabled = true) {
  return useQuery({ ...lhcConfigQuery, enabled });
}
