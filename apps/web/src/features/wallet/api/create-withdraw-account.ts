import type { WithdrawAccount, WithdrawAccountBody } from '@cailiao/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { walletKeys } from '../lib/query-keys';

/** POST /api/withdraw/accounts. The first account becomes the default. */
export function createWithdrawAccount(body: WithdrawAccountBody): Promise<WithdrawAccount> {
  return http.post<WithdrawAccount>('/api/withdraw/accounts', body);
}

export function useCreateWithdrawAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWithdrawAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.withdrawAccounts }),
  });
}
