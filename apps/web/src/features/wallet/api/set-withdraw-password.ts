import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { walletKeys } from '../lib/query-keys';

/** POST /api/withdraw/password/set { password, confirmPassword } — six digits, set once. */
export function setWithdrawPassword(body: { password: string; confirmPassword: string }): Promise<null> {
  return http.post<null>('/api/withdraw/password/set', body);
}

export function useSetWithdrawPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setWithdrawPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.withdrawPassword }),
  });
}
