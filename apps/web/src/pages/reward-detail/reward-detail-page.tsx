import { Tabs } from 'antd-mobile';
import { useState } from 'react';
import { Page } from '../../components/page';
import { useReferralClaims } from '../../features/referral/api/get-referral-claims';
import { type RewardFilter, useReferralRewards } from '../../features/referral/api/get-referral-rewards';
import { useReferralStats } from '../../features/referral/api/get-referral-stats';
import { CommissionCard } from '../../features/referral/components/commission-card';
import { ClaimItem, RewardItem } from '../../features/referral/components/referral-items';
import { PagedList } from '../../features/wallet/components/paged-list';
import { RequireLogin } from '../../features/wallet/components/require-login';
import { StatusTabs } from '../../features/wallet/components/status-tabs';
import '../../features/referral/components/referral.css';
import '../../features/wallet/components/wallet.css';

const STATUS_TABS = [
  { key: 'all', title: '全部' },
  { key: 'unclaimed', title: '待领取' },
  { key: 'claimed', title: '已领取' },
];

function Rewards({ status }: { status: RewardFilter }) {
  const paged = useReferralRewards(status);
  return (
    <PagedList
      paged={paged}
      testId="referral-rewards"
      itemKey={(r) => r.id}
      renderItem={(r) => <RewardItem reward={r} />}
      emptyText="暂无佣金记录"
    />
  );
}

function Claims() {
  const paged = useReferralClaims();
  return (
    <PagedList
      paged={paged}
      testId="referral-claims"
      itemKey={(c) => c.id}
      renderItem={(c) => <ClaimItem claim={c} />}
      emptyText="暂无领取记录"
    />
  );
}

function Summary() {
  const stats = useReferralStats();
  return stats.data ? <CommissionCard stats={stats.data} /> : null;
}

/** 奖励明细: the commission of each friend's bet (claimed or not) and every claim. */
export function RewardDetailPage() {
  const [tab, setTab] = useState('rewards');
  const [status, setStatus] = useState<RewardFilter>('all');
  return (
    <Page title="奖励明细">
      <RequireLogin>
        <Summary />
        <Tabs activeKey={tab} onChange={setTab}>
          <Tabs.Tab key="rewards" title="佣金明细" />
          <Tabs.Tab key="claims" title="领取记录" />
        </Tabs>
        {tab === 'rewards' ? (
          <>
            <StatusTabs
              tabs={STATUS_TABS}
              active={status}
              onChange={(k) => setStatus(k as RewardFilter)}
              prefix="referral-reward"
            />
            <Rewards key={status} status={status} />
          </>
        ) : (
          <Claims />
        )}
      </RequireLogin>
    </Page>
  );
}
