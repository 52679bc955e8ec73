import type { WithdrawConfig } from '@cailiao/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { walletKeys } from '../lib/query-keys';

/** GET /api/withdraw/config: limits, fee rule and today's count for this player. */
export function getWithdrawConfig(): Promise<WithdrawConfig> {
  return http.get<WithdrawConfig>('/api/withdraw/config', { silent: true });
}

export const withdrawConfigQuery = queryOptions({
  queryKey: walletKeys.withdrawConfig,
  queryFn: getWithdrawConfig,
  staleTime: 0,
});

export function useWithdrawConfig() {
  return useQuery(withdrawConfigQuery);
}
