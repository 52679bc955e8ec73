import { PAGE_SIZE, type Page, type RechargeOrder, type RechargeStatus } from '@cailiao/contracts';
import { usePagedQuery } from '../../../hooks/use-paged-query';
import { http } from '../../../lib/http';
import { walletKeys } from '../lib/query-keys';

export interface RechargeOrdersFilter {
  status?: RechargeStatus;
}

/** GET /api/recharge/orders?page&limit&status, newest first. */
export function getRechargeOrders(filter: RechargeOrdersFilter, page: number): Promise<Page<RechargeOrder>> {
  return http.get<Page<RechargeOrder>>('/api/recharge/orders', {
    params: { page, limit: PAGE_SIZE.default, status: filter.status },
    silent: true,
  });
}

export function useRechargeOrders(filter: RechargeOrdersFilter) {
  return usePagedQuery(walletKeys.rechargeOrders(filter), (page) => getRechargeOrders(filter, page));
}
