import type { WithdrawAccount, WithdrawAccountBody } from '@cailiao/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { walletKeys } from '../lib/query-keys';

/** PUT /api/withdraw/accounts/{id} with the whole account. */
export function updateWithdrawAccount({ id, body }: { id: number; body: WithdrawAccountBody }) {
  return http.put<WithdrawAccount>(`/api/withdraw/accounts/${id}`, body);
}

export function useUpdateWithdrawAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWithdrawAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.withdrawAccounts }),
  });
}
