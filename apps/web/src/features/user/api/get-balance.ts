import type { BalanceDetail } from '@cailiao/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { selectIsLoggedIn, useAuthStore } from '../../auth/store/auth-store';

export const balanceKey = ['user', 'balance'] as const;

/** GET /api/user/balance → amounts in yuan. */
export function getBalance(): Promise<BalanceDetail> {
  return http.get<BalanceDetail>('/api/user/balance');
}

// Money must be current whenever the page shows it: refetch on every mount.
export const balanceQuery = queryOptions({ queryKey: balanceKey, queryFn: getBalance, staleTime: 0 });

export function useBalance() {
  const loggedIn = useAuthStore(selectIsLoggedIn);
  return useQuery({ ...balanceQuery, enabled: loggedIn });
}
