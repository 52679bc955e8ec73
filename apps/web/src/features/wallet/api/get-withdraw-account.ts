import type { WithdrawAccount } from '@cailiao/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { walletKeys } from '../lib/query-keys';

/** GET /api/withdraw/accounts/{id}?edit=1: the owner's edit form is the one answer with the full number. */
export function getWithdrawAccountForEdit(id: number): Promise<WithdrawAccount> {
  return http.get<WithdrawAccount>(`/api/withdraw/accounts/${id}`, { params: { edit: 1 }, silent: true });
}

export const withdrawAccountQuery = (id: number) =>
  queryOptions({
    queryKey: walletKeys.withdrawAccount(id),
    queryFn: () => getWithdrawAccountForEdit(id),
    // The unmasked number is not kept around once the form closes.
    staleTime: 0,
    gcTime: 0,
  });

export function useWithdrawAccountForEdit(id: number | null) {
  return useQuery({ ...withdrawAccountQuery(id ?? 0), enabled: id !== null && id > 0 });
}
