import type { RechargeChannel } from '@cailiao/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { walletKeys } from '../lib/query-keys';

/** GET /api/recharge/channels: the enabled ways to pay in, in display order. */
export function getRechargeChannels(): Promise<RechargeChannel[]> {
  return http.get<RechargeChannel[]>('/api/recharge/channels', { silent: true });
}

export const rechargeChannelsQuery = queryOptions({
  queryKey: walletKeys.rechargeChannels,
  queryFn: getRechargeChannels,
  staleTime: 60_000,
});

export function useRechargeChannels() {
  return useQuery(rechargeChannelsQuery);
}
