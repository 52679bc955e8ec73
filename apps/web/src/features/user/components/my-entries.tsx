import { Badge, Grid } from 'antd-mobile';
import {
  BankcardOutline,
  BillOutline,
  CalendarOutline,
  ClockCircleOutline,
  CollectMoneyOutline,
  CouponOutline,
  FileOutline,
  GiftOutline,
  HistogramOutline,
  InformationCircleOutline,
  MailOutline,
  ReceiptOutline,
  SetOutline,
  StarOutline,
  TeamOutline,
  UnorderedListOutline,
  UserAddOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { navigateTo, type RoutePath } from '../../../lib/navigation';
import './user.css';

interface Entry {
  route: RoutePath;
  label: string;
  icon: ReactNode;
}

const GROUPS: Array<{ title: string; entries: Entry[] }> = [
  {
    title: '资金管理',
    entries: [
      { route: '/pages/bet-record/bet-record', label: '投注记录', icon: <BillOutline /> },
      { route: '/pages/chase-record/chase-record', label: '追号记录', icon: <ClockCircleOutline /> },
      {
        route: '/pages/transaction-record/transaction-record',
        label: '账户明细',
        icon: <UnorderedListOutline />,
      },
      { route: '/pages/recharge-record/recharge-record', label: '充值记录', icon: <ReceiptOutline /> },
      { route: '/pages/withdraw-record/withdraw-record', label: '提现记录', icon: <FileOutline /> },
      { route: '/pages/withdraw-account/withdraw-account', label: '提现账户', icon: <BankcardOutline /> },
      { route: '/pages/recent/recent', label: '开奖结果', icon: <HistogramOutline /> },
    ],
  },
  {
    title: '福利中心',
    entries: [
      { route: '/pages/vip/vip', label: 'VIP等级', icon: <StarOutline /> },
      { route: '/pages/active/active', label: '最新活动', icon: <GiftOutline /> },
      { route: '/pages/checkin-detail/checkin-detail', label: '每日签到', icon: <CalendarOutline /> },
      { route: '/pages/daily-bonus/daily-bonus', label: '每日加奖', icon: <CouponOutline /> },
      { route: '/pages/recommend/recommend', label: '推荐好友', icon: <UserAddOutline /> },
      { route: '/pages/friend-list/friend-list', label: '好友列表', icon: <TeamOutline /> },
      { route: '/pages/reward-detail/reward-detail', label: '奖励明细', icon: <CollectMoneyOutline /> },
      { route: '/pages/messages/messages', label: '消息中心', icon: <MailOutline /> },
    ],
  },
  {
    title: '更多服务',
    entries: [
      { route: '/pages/settings/settings', label: '设置', icon: <SetOutline /> },
      { route: '/pages/about/about', label: '关于我们', icon: <InformationCircleOutline /> },
      { route: '/pages/legal/legal', label: '用户协议', icon: <FileOutline /> },
    ],
  },
];

/** Shortcuts from 我的 to every account sub-page; `badges` puts a count on an entry (unread messages). */
export function MyEntries({ badges = {} }: { badges?: Partial<Record<RoutePath, string | null>> }) {
  return (
    <>
      {GROUPS.map((group) => (
        <section key={group.title} className="cl-section cl-entries">
          <h3 className="cl-section__title">{group.title}</h3>
          <Grid columns={4} gap={12}>
            {group.entries.map((entry) => (
              <Grid.Item key={entry.route} onClick={() => navigateTo(entry.route)}>
                <button
                  type="button"
                  className="cl-entry"
                  data-testid={`my-entry-${entry.route.split('/')[2]}`}
                >
                  <span className="cl-entry__icon">
                    <Badge content={badges[entry.route] || null}>{entry.icon}</Badge>
                  </span>
                  <span className="cl-entry__label">{entry.label}</span>
                </button>
              </Grid.Item>
            ))}
          </Grid>
        </section>
      ))}
    </>
  );
}
