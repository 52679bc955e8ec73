import type { ActivityDetail } from '@cailiao/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useAuthStore } from '../../auth/store/auth-store';
import { activityKeys } from './keys';

/** GET /api/activity/detail: content, rules, window and (signed in) the player's application. */
export function getActivity(activityId: number): Promise<ActivityDetail> {
  return http.get<ActivityDetail>('/api/activity/detail', { params: { activityId }, silent: true });
}

export function useActivity(activityId: number) {
  // A guest and a player see different applications: the session is part of the key.
  const userId = useAuthStore((s) => s.user?.id ?? 0);
  return useQuery({
    queryKey: [...activityKeys.detail(activityId), userId],
    queryFn: () => getActivity(activityId),
    enabled: activityId > 0,
  });
}
