import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { walletKeys } from '../lib/query-keys';

/** The answer of GET /api/withdraw/password/status (contracts: WithdrawPasswordStatus). */
export interface PasswordStatus {
  isSet: boolean;
  locked: boolean;
  lockedUntil: string | null;
  remainingAttempts: number;
}

/** GET /api/withdraw/password/status: set or not, locked after 5 wrong tries. */
export function getWithdrawPasswordStatus(): Promise<PasswordStatus> {
  return http.get<PasswordStatus>('/api/withdraw/password/status', { silent: true });
}

export const withdrawPasswordStatusQuery = queryOptions({
  queryKey: walletKeys.withdrawPassword,
  queryFn: getWithdrawPasswordStatus,
  staleTime: 0,
});

export function useWithdrawPasswordStatus() {
  return useQuery(withdrawPasswordStatusQuery);
}
