import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useAuthStore } from '../../auth/store/auth-store';
import { userInfoKey } from './get-user-info';

/** PUT /api/user/nickname { nickname }. */
export function updateNickname(nickname: string) {
  return http.put<unknown>('/api/user/nickname', { nickname });
}

export function useUpdateNickname() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNickname,
    onSuccess: (_, nickname) => {
      useAuthStore.getState().updateUser({ nickname });
      void queryClient.invalidateQueries({ queryKey: userInfoKey });
    },
  });
}
