import { RECHARGE_STATUS_NAMES, RECHARGE_STATUSES, type RechargeStatus } from '@cailiao/contracts';
import { useState } from 'react';
import { Page } from '../../components/page';
import { useRechargeOrders } from '../../features/wallet/api/get-recharge-orders';
import { PagedList } from '../../features/wallet/components/paged-list';
import { RechargeOrderItem } from '../../features/wallet/components/recharge-order-item';
import { RequireLogin } from '../../features/wallet/components/require-login';
import { StatusTabs } from '../../features/wallet/components/status-tabs';
import '../../features/wallet/components/wallet.css';
import { navigateTo } from '../../lib/navigation';

const TABS = [
  { key: 'all', title: '全部' },
  ...RECHARGE_STATUSES.map((s) => ({ key: s, title: RECHARGE_STATUS_NAMES[s] })),
];

function Orders({ status }: { status: string }) {
  const paged = useRechargeOrders(status === 'all' ? {} : { status: status as RechargeStatus });
  return (
    <PagedList
      paged={paged}
      testId="recharge-orders"
      itemKey={(o) => o.id}
      renderItem={(o) => <RechargeOrderItem order={o} />}
      emptyText="暂无充值记录"
      emptyAction={{ text: '去充值', onClick: () => navigateTo('/pages/recharge/recharge') }}
    />
  );
}

/** 充值记录: status filter, pull to refresh, load more. */
export function RechargeRecordPage() {
  const [status, setStatus] = useState('all');
  return (
    <Page title="充值记录">
      <RequireLogin>
        <StatusTabs tabs={TABS} active={status} onChange={setStatus} prefix="recharge" />
        <Orders key={status} status={status} />
      </RequireLogin>
    </Page>
  );
}
