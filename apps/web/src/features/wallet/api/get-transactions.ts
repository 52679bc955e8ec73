import { PAGE_SIZE, type Page, type WalletTransaction } from '@cailiao/contracts';
import { usePagedQuery } from '../../../hooks/use-paged-query';
import { http } from '../../../lib/http';
import { walletKeys } from '../lib/query-keys';

export interface TransactionsFilter {
  /** One ledger kind or several joined by commas. */
  kind?: string;
  /** Beijing days, inclusive, "YYYY-MM-DD". */
  startDate?: string;
  endDate?: string;
}

/** GET /api/wallet/transactions: the ledger, newest first. */
export function getTransactions(filter: TransactionsFilter, page: number): Promise<Page<WalletTransaction>> {
  return http.get<Page<WalletTransaction>>('/api/wallet/transactions', {
    params: { page, limit: PAGE_SIZE.default, ...filter },
    silent: true,
  });
}

export function useTransactions(filter: TransactionsFilter) {
  return usePagedQuery(walletKeys.transactions(filter), (page) => getTransactions(filter, page));
}
