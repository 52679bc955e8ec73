import type { RegisteredFriend, RegisterFriendBody } from '@cailiao/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { invalidateReferral } from '../lib/query-keys';

/** POST /api/referral/register-friend: an account for a friend, bound to me. */
export function registerFriend(body: RegisterFriendBody): Promise<RegisteredFriend> {
  return http.post<RegisteredFriend>('/api/referral/register-friend', body);
}

export function useRegisterFriend() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: registerFriend, onSuccess: () => invalidateReferral(queryClient) });
}
