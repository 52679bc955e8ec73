import type { CheckinHistory, SignInResult } from '@cailiao/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { selectIsLoggedIn, useAuthStore } from '../../auth/store/auth-store';
import { activityKeys } from './keys';

/** GET /api/activity/checkin-history: a month (default: this one) of sign-ins and the reward table. */
export function getCheckinHistory(month?: string): Promise<CheckinHistory> {
  return http.get<CheckinHistory>('/api/activity/checkin-history', {
    params: month ? { month } : {},
    silent: true,
  });
}

export function useCheckinHistory(month?: string) {
  const loggedIn = useAuthStore(selectIsLoggedIn);
  return useQuery({
    queryKey: activityKeys.checkin(month),
    queryFn: () => getCheckinHistory(month),
    enabled: loggedIn,
    staleTime: 0,
  });
}

/** POST /api/activity/sign-in: once per Asia/Shanghai day (409 the second time). */
export function signIn(): Promise<SignInResult> {
  return http.post<SignInResult>('/api/activity/sign-in');
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSettled: () =>
      Promise.all(
        [activityKeys.all, ['user'], ['wallet'], ['messages']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
