import { PAGE_SIZE, type Page, type WithdrawOrder, type WithdrawStatus } from '@cailiao/contracts';
import { usePagedQuery } from '../../../hooks/use-paged-query';
import { http } from '../../../lib/http';
import { walletKeys } from '../lib/query-keys';

export interface WithdrawOrdersFilter {
  status?: WithdrawStatus;
}

/** GET /api/withdraw/orders?page&limit&status, newest first. */
export function getWithdrawOrders(filter: WithdrawOrdersFilter, page: number): Promise<Page<WithdrawOrder>> {
  return http.get<Page<WithdrawOrder>>('/api/withdraw/orders', {
    params: { page, limit: PAGE_SIZE.default, status: filter.status },
    silent: true,
  });
}

export function useWithdrawOrders(filter: WithdrawOrdersFilter) {
  return usePagedQuery(walletKeys.withdrawOrders(filter), (page) => getWithdrawOrders(filter, page));
}
