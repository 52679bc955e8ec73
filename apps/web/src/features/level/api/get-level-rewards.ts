import type { LevelRewardsInfo } from '@cailiao/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { selectIsLoggedIn, useAuthStore } from '../../auth/store/auth-store';

export const levelRewardsKey = ['level', 'rewards'] as const;

/** GET /api/level/rewards-info: every level with its threshold, reward, privileges and state. */
export function getLevelRewards(): Promise<LevelRewardsInfo> {
  return http.get<LevelRewardsInfo>('/api/level/rewards-info', { silent: true });
}

export const levelRewardsQuery = queryOptions({ queryKey: levelRewardsKey, queryFn: getLevelRewards });

export function useLevelRewards() {
  const loggedIn = useAuthStore(selectIsLoggedIn);
  return useQuery({ ...levelRewardsQuery, enabled: loggedIn });
}
