import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { walletKeys } from '../lib/query-keys';

export interface ChangeWithdrawPasswordInput {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** POST /api/withdraw/password/change { oldPassword, newPassword, confirmPassword } — six digits each. */
export function changeWithdrawPassword(body: ChangeWithdrawPasswordInput): Promise<null> {
  return http.post<null>('/api/withdraw/password/change', body);
}

export function useChangeWithdrawPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeWithdrawPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.withdrawPassword }),
  });
}
