import { WITHDRAW_STATUS_NAMES, WITHDRAW_STATUSES, type WithdrawStatus } from '@cailiao/contracts';
import { useState } from 'react';
import { Page } from '../../components/page';
import { useWithdrawOrders } from '../../features/wallet/api/get-withdraw-orders';
import { PagedList } from '../../features/wallet/components/paged-list';
import { RequireLogin } from '../../features/wallet/components/require-login';
import { StatusTabs } from '../../features/wallet/components/status-tabs';
import '../../features/wallet/components/wallet.css';
import { WithdrawOrderItem } from '../../features/wallet/components/withdraw-order-item';
import { navigateTo } from '../../lib/navigation';

const TABS = [
  { key: 'all', title: '全部' },
  ...WITHDRAW_STATUSES.map((s) => ({ key: s, title: WITHDRAW_STATUS_NAMES[s] })),
];

function Orders({ status }: { status: string }) {
  const paged = useWithdrawOrders(status === 'all' ? {} : { status: status as WithdrawStatus });
  return (
    <PagedList
      paged={paged}
      testId="withdraw-orders"
      itemKey={(o) => o.id}
      renderItem={(o) => <WithdrawOrderItem order={o} />}
      emptyText="暂无提现记录"
      emptyAction={{ text: '去提现', onClick: () => navigateTo('/pages/withdraw/withdraw') }}
    />
  );
}

/** 提现记录: status filter, pull to refresh, load more, cancel while pending. */
export function WithdrawRecordPage() {
  const [status, setStatus] = useState('all');
  return (
    <Page title="提现记录">
      <RequireLogin>
        <StatusTabs tabs={TABS} active={status} onChange={setStatus} prefix="withdraw" />
        <Orders key={status} status={status} />
      </RequireLogin>
    </Page>
  );
}
