import type { ActivityApplication } from '@cailiao/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { activityKeys } from './keys';

/** POST /api/activity/join: one application per activity, pending the operator (409 twice). */
export function joinActivity(body: { activityId: number; message?: string }): Promise<ActivityApplication> {
  return http.post<ActivityApplication>('/api/activity/join', body);
}

export function useJoinActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinActivity,
    onSettled: () => queryClient.invalidateQueries({ queryKey: activityKeys.all }),
  });
}
