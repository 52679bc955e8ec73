import { ACCOUNT_TYPES, type AccountTypeInfo } from '@cailiao/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { walletKeys } from '../lib/query-keys';

/** GET /api/withdraw/account-types: what each account type asks for. */
export function getAccountTypes(): Promise<AccountTypeInfo[]> {
  return http.get<AccountTypeInfo[]>('/api/withdraw/account-types', { silent: true });
}

export const accountTypesQuery = queryOptions({
  queryKey: walletKeys.accountTypes,
  queryFn: getAccountTypes,
  staleTime: 3_600_000,
});

/** The server's list; the shared one (contracts) until it arrives or if it cannot be loaded. */
export function useAccountTypes(): readonly AccountTypeInfo[] {
  const { data } = useQuery(accountTypesQuery);
  return data && data.length > 0 ? data : ACCOUNT_TYPES;
}
