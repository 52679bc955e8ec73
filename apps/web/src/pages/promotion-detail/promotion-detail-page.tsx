import { Tabs } from 'antd-mobile';
import { useState } from 'react';
import { Page } from '../../components/page';
import { useFriendBets } from '../../features/referral/api/get-friend-bets';
import { useReferralFriends } from '../../features/referral/api/get-referral-friends';
import { FriendBetItem, FriendItem } from '../../features/referral/components/referral-items';
import { TeamTree } from '../../features/referral/components/team-tree';
import { PagedList } from '../../features/wallet/components/paged-list';
import { RequireLogin } from '../../features/wallet/components/require-login';
import { StatusTabs } from '../../features/wallet/components/status-tabs';
import '../../features/referral/components/referral.css';
import '../../features/wallet/components/wallet.css';

const LEVEL_TABS = [
  { key: 'all', title: '全部' },
  { key: '1', title: '一级' },
  { key: '2', title: '二级' },
  { key: '3', title: '三级' },
];

function Members({ level }: { level: number | 'all' }) {
  const paged = useReferralFriends(level);
  return (
    <PagedList
      paged={paged}
      testId="referral-friends"
      itemKey={(f) => f.userId}
      renderItem={(f) => <FriendItem friend={f} />}
      emptyText="还没有推广好友，快去邀请吧"
    />
  );
}

function TeamBets() {
  const paged = useFriendBets('all');
  return (
    <PagedList
      paged={paged}
      testId="referral-team-bets"
      itemKey={(b) => b.betId}
      renderItem={(b) => <FriendBetItem bet={b} />}
      emptyText="好友暂无投注"
    />
  );
}

/** 推广详情: my team by level, as a tree, and my team's bets (game and amount only). */
export function PromotionDetailPage() {
  const [tab, setTab] = useState('members');
  const [level, setLevel] = useState('all');
  return (
    <Page title="推广详情">
      <RequireLogin>
        <Tabs activeKey={tab} onChange={setTab}>
          <Tabs.Tab key="members" title="团队成员" />
          <Tabs.Tab key="tree" title="团队结构" />
          <Tabs.Tab key="bets" title="好友投注" />
        </Tabs>
        {tab === 'members' ? (
          <>
            <StatusTabs tabs={LEVEL_TABS} active={level} onChange={setLevel} prefix="referral-level" />
            <Members key={level} level={level === 'all' ? 'all' : Number(level)} />
          </>
        ) : null}
        {tab === 'tree' ? <TeamTree /> : null}
        {tab === 'bets' ? <TeamBets /> : null}
      </RequireLogin>
    </Page>
  );
}
