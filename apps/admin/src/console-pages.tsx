import type { OperatorPermission } from '@cailiao/contracts';
import { type ComponentType, lazy } from 'react';

/**
 * Every page of the console, once: the menu shows a role the pages its permission allows, the
 * router loads each page's code only when it is opened (the first screen stays small).
 * A new page is one entry here.
 */
/** The menu's groups, in the order they are shown. */
export const CONSOLE_SECTIONS = ['概览', '财务', '玩家与聊天', '游戏', '内容运营', '系统'] as const;
export type ConsoleSection = (typeof CONSOLE_SECTIONS)[number];

export interface ConsolePage {
  /** The hash route, also the menu key. */
  path: string;
  /** The menu label. */
  label: string;
  /** The menu group it is listed under. */
  section: ConsoleSection;
  permission: OperatorPermission;
  component: ComponentType;
  /** `false`: reached by links only (a detail page), not listed in the menu. */
  menu?: false;
}

const page = <M,>(load: () => Promise<M>, pick: (m: M) => ComponentType) =>
  lazy(async () => ({ default: pick(await load()) }));

export const CONSOLE_PAGES: readonly ConsolePage[] = [
  {
    path: '/',
    section: '概览',
    label: '运营看板',
    permission: 'dashboard.read',
    component: page(
      () => import('./pages/dashboard-page'),
      (m) => m.DashboardPage,
    ),
  },
  {
    path: '/recharge',
    section: '财务',
    label: '充值审核',
    permission: 'recharge.read',
    component: page(
      () => import('./pages/recharge-queue-page'),
      (m) => m.RechargeQueuePage,
    ),
  },
  {
    path: '/withdraw',
    section: '财务',
    label: '提现审核',
    permission: 'withdraw.read',
    component: page(
      () => import('./pages/withdraw-queue-page'),
      (m) => m.WithdrawQueuePage,
    ),
  },
  {
    path: '/channels',
    section: '财务',
    label: '充值渠道',
    permission: 'recharge.read',
    component: page(
      () => import('./pages/channels-page'),
      (m) => m.ChannelsPage,
    ),
  },
  {
    path: '/adjustments',
    section: '财务',
    label: '余额调整',
    permission: 'balance.adjust',
    component: page(
      () => import('./pages/adjustments-page'),
      (m) => m.AdjustmentsPage,
    ),
  },
  {
    path: '/reports',
    section: '财务',
    label: '对账报表',
    permission: 'finance.report',
    component: page(
      () => import('./pages/reports-page'),
      (m) => m.ReportsPage,
    ),
  },
  {
    path: '/players',
    section: '玩家与聊天',
    label: '玩家管理',
    permission: 'players.read',
    component: page(
      () => import('./pages/players-page'),
      (m) => m.PlayersPage,
    ),
  },
  {
    path: '/groups',
    section: '玩家与聊天',
    label: '群组管理',
    permission: 'chat.moderate',
    component: page(
      () => import('./pages/groups/groups-page'),
      (m) => m.GroupsPage,
    ),
  },
  {
    path: '/feedback',
    section: '玩家与聊天',
    label: '用户反馈',
    permission: 'feedback.handle',
    component: page(
      () => import('./pages/feedback-page'),
      (m) => m.FeedbackPage,
    ),
  },
  {
    path: '/players/:id',
    section: '玩家与聊天',
    label: '玩家详情',
    permission: 'players.read',
    menu: false,
    component: page(
      () => import('./pages/player-detail-page'),
      (m) => m.PlayerDetailPage,
    ),
  },
  {
    path: '/games',
    section: '游戏',
    label: '游戏管理',
    permission: 'games.read',
    component: page(
      () => import('./pages/games/games-page'),
      (m) => m.GamesPage,
    ),
  },
  {
    path: '/draws',
    section: '游戏',
    label: '开奖记录',
    permission: 'games.read',
    component: page(
      () => import('./pages/games/draws-page'),
      (m) => m.DrawsPage,
    ),
  },
  {
    path: '/audit',
    section: '系统',
    label: '审计日志',
    permission: 'audit.read',
    component: page(
      () => import('./pages/audit-log-page'),
      (m) => m.AuditLogPage,
    ),
  },
  {
    path: '/notices',
    section: '内容运营',
    label: '公告管理',
    permission: 'content.manage',
    component: page(
      () => import('./pages/content/notices-page'),
      (m) => m.NoticesPage,
    ),
  },
  {
    path: '/banners',
    section: '内容运营',
    label: '轮播图',
    permission: 'content.manage',
    component: page(
      () => import('./pages/content/banners-page'),
      (m) => m.BannersPage,
    ),
  },
  {
    path: '/system-config',
    section: '系统',
    label: '系统配置',
    permission: 'content.manage',
    component: page(
      () => import('./pages/content/system-config-page'),
      (m) => m.SystemConfigPage,
    ),
  },
  {
    path: '/activities',
    section: '内容运营',
    label: '活动管理',
    permission: 'content.manage',
    component: page(
      () => import('./pages/content/activities-page'),
      (m) => m.ActivitiesPage,
    ),
  },
  {
    path: '/activity-applications',
    section: '内容运营',
    label: '活动报名审核',
    permission: 'content.manage',
    component: page(
      () => import('./pages/content/activity-applications-page'),
      (m) => m.ActivityApplicationsPage,
    ),
  },
  {
    path: '/engagement-settings',
    section: '内容运营',
    label: 'VIP与签到加奖',
    permission: 'content.manage',
    component: page(
      () => import('./pages/content/engagement-settings-page'),
      (m) => m.EngagementSettingsPage,
    ),
  },
  {
    path: '/referral-config',
    section: '内容运营',
    label: '推广返佣',
    permission: 'content.manage',
    component: page(
      () => import('./pages/content/referral-config-page'),
      (m) => m.ReferralConfigPage,
    ),
  },
  {
    path: '/player-messages',
    section: '内容运营',
    label: '站内信',
    permission: 'content.manage',
    component: page(
      () => import('./pages/content/player-messages-page'),
      (m) => m.PlayerMessagesPage,
    ),
  },
];
