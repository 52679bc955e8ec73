import { useState } from 'react';
import { Page } from '../../components/page';
import { useTransactions } from '../../features/wallet/api/get-transactions';
import { PagedList } from '../../features/wallet/components/paged-list';
import { RequireLogin } from '../../features/wallet/components/require-login';
import {
  type LedgerFilterState,
  TransactionFilters,
  toQuery,
} from '../../features/wallet/components/transaction-filters';
import { TransactionItem } from '../../features/wallet/components/transaction-item';
import '../../features/wallet/components/wallet.css';

function Ledger({ filter }: { filter: LedgerFilterState }) {
  const paged = useTransactions(toQuery(filter));
  return (
    <PagedList
      paged={paged}
      testId="tx-list"
      itemKey={(t) => t.id}
      renderItem={(t) => <TransactionItem tx={t} />}
      emptyText="暂无账户明细"
    />
  );
}

/** 账户明细: every ledger row (kind and date filters), pull to refresh, load more. */
export function TransactionRecordPage() {
  const [filter, setFilter] = useState<LedgerFilterState>({ kind: 'all', date: 'all' });
  return (
    <Page title="账户明细">
      <RequireLogin>
        <TransactionFilters value={filter} onChange={setFilter} />
        <Ledger key={JSON.stringify(filter)} filter={filter} />
      </RequireLogin>
    </Page>
  );
}
