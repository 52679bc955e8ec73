import type { LevelInfo } from '@cailiao/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http, isApiError, showToast } from '../../../lib/http';
import { selectIsLoggedIn, useAuthStore } from '../../auth/store/auth-store';

export type { LevelInfo };

/** SPEC.md §8: what a player reads when level info cannot be loaded. */
export const LEVEL_INFO_FAILED = '获取等级信息失败';

export const levelInfoKey = ['level', 'info'] as const;

/**
 * GET /api/level/info, loaded after login and restore (SPEC.md §4). A failure says so
 * (获取等级信息失败) and rejects; a 401 is left to the session rules. The profile's VIP badge
 * follows the level the server reports.
 */
export async function getLevelInfo(): Promise<LevelInfo> {
  try {
    const info = await http.get<LevelInfo>('/api/level/info', { silent: true });
    const { user, updateUser } = useAuthStore.getState();
    if (user && user.vipLevel !== info.currentLevel) updateUser({ vipLevel: info.currentLevel });
    return info;
  } catch (error) {
    if (!isApiError(error) || error.status !== 401) showToast(LEVEL_INFO_FAILED);
    throw error;
  }
}

export const levelInfoQuery = queryOptions({
  queryKey: levelInfoKey,
  queryFn: getLevelInfo,
  staleTime: 60_000,
  retry: false,
});

export function useLevelInfo() {
  const loggedIn = useAuthStore(selectIsLoggedIn);
  return useQuery({ ...levelInfoQuery, enabled: loggedIn });
}
