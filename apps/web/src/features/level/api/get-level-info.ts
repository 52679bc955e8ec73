import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { selectIsLoggedIn, useAuthStore } from '../../auth/store/auth-store';

/** SPEC.md §3 level info; the full shape arrives with the VIP issue. */
export interface LevelInfo {
  currentLevel: number | { level: number; name?: string };
  nextLevel?: number | { level: number; name?: string } | null;
  progress?: number;
  [key: string]: unknown;
}

export const levelInfoKey = ['level', 'info'] as const;

/**
 * GET /api/level/info: loaded at session start, quietly — it does not exist yet (404 → null).
 * SPEC.md §8's 获取等级信息失败 belongs with the VIP work: shown now, it would follow every login.
 */
export async function getLevelInfo(): Promise<LevelInfo | null> {
  try {
    return await http.get<LevelInfo>('/api/level/info', { silent: true });
  } catch {
    return null;
  }
}

export const levelInfoQuery = queryOptions({
  queryKey: levelInfoKey,
  queryFn: getLevelInfo,
  staleTime: 60_000,
});

export function useLevelInfo() {
  const loggedIn = useAuthStore(selectIsLoggedIn);
  return useQuery({ ...levelInfoQuery, enabled: loggedIn });
}
