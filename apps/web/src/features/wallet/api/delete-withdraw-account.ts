import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { walletKeys } from '../lib/query-keys';

/** DELETE /api/withdraw/accounts/{id}. */
export function deleteWithdrawAccount(id: number): Promise<null> {
  return http.del<null>(`/api/withdraw/accounts/${id}`);
}

export function useDeleteWithdrawAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWithdrawAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.withdrawAccounts }),
  });
}
