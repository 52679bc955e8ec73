import type { Page, WithdrawOrder, WithdrawStatus } from '@cailiao/contracts';
import { http } from '../../../lib/http';
import { PAGE_LIMIT, usePagedQuery } from '../lib/paged';
import { walletKeys } from '../lib/query-keys';

export interface WithdrawOrdersFilter {
  status?: WithdrawStatus;
}

/** GET /api/withdraw/orders?page&limit&status, newest first. */
export function getWithdrawOrders(filter: WithdrawOrdersFilter, page: number): Promise<Page<WithdrawOrder>> {
  return http.get<Page<WithdrawOrder>>('/api/withdraw/orders', {
    params: { page, limit: PAGE_LIMIT, status: filter.status },
    silent: true,
  });
}

export function useWithdrawOrders(filter: WithdrawOrdersFilter) {
  return usePagedQuery(walletKeys.withdrawOrders(filter), (page) => getWithdrawOrders(filter, page));
}
