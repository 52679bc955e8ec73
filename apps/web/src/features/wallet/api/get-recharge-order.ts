import type { RechargeOrder } from '@cailiao/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { walletKeys } from '../lib/query-keys';

/** GET /api/recharge/orders/{id} (the player's own order only). */
export function getRechargeOrder(id: number): Promise<RechargeOrder> {
  return http.get<RechargeOrder>(`/api/recharge/orders/${id}`, { silent: true });
}

export const rechargeOrderQuery = (id: number) =>
  queryOptions({ queryKey: walletKeys.rechargeOrder(id), queryFn: () => getRechargeOrder(id), staleTime: 0 });

export function useRechargeOrder(id: number) {
  return useQuery({ ...rechargeOrderQuery(id), enabled: id > 0 });
}
