import type { WithdrawAccount } from '@cailiao/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { walletKeys } from '../lib/query-keys';

/** POST /api/withdraw/accounts/{id}/set-default: the account preselected on the withdraw page. */
export function setDefaultAccount(id: number): Promise<WithdrawAccount> {
  return http.post<WithdrawAccount>(`/api/withdraw/accounts/${id}/set-default`);
}

export function useSetDefaultAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.withdrawAccounts }),
  });
}
