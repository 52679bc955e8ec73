import type { WithdrawAccount } from '@cailiao/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { walletKeys } from '../lib/query-keys';

/** GET /api/withdraw/accounts: the player's payout accounts, numbers masked. */
export function getWithdrawAccounts(): Promise<WithdrawAccount[]> {
  return http.get<WithdrawAccount[]>('/api/withdraw/accounts', { silent: true });
}

export const withdrawAccountsQuery = queryOptions({
  queryKey: walletKeys.withdrawAccounts,
  queryFn: getWithdrawAccounts,
  staleTime: 0,
});

export function useWithdrawAccounts() {
  return useQuery(withdrawAccountsQuery);
}
