import type { OperatorPermission } from '@cailiao/contracts';
import { type ComponentType, lazy } from 'react';

/**
 * Every page of the console, once: the menu shows a role the pages its permission allows, the
 * router loads each page's code only when it is opened (the first screen stays small).
 * A new page is one entry here.
 */
export interface ConsolePage {
  /** The hash route, also the menu key. */
  path: string;
  /** The menu label. */
  label: string;
  permission: OperatorPermission;
  component: ComponentType;
}

const page = <M,>(load: () => Promise<M>, pick: (m: M) => ComponentType) =>
  lazy(async () => ({ default: pick(await load()) }));

export const CONSOLE_PAGES: readonly ConsolePage[] = [
  {
    path: '/',
    label: '运营看板',
    permission: 'dashboard.read',
    component: page(
      () => import('./pages/dashboard-page'),
      (m) => m.DashboardPage,
    ),
  },
  {
    path: '/recharge',
    label: '充值审核',
    permission: 'recharge.read',
    component: page(
      () => import('./pages/recharge-queue-page'),
      (m) => m.RechargeQueuePage,
    ),
  },
  {
    path: '/withdraw',
    label: '提现审核',
    permission: 'withdraw.read',
    component: page(
      () => import('./pages/withdraw-queue-page'),
      (m) => m.WithdrawQueuePage,
    ),
  },
  {
    path: '/channels',
    label: '充值渠道',
    permission: 'recharge.read',
    component: page(
      () => import('./pages/channels-page'),
      (m) => m.ChannelsPage,
    ),
  },
  {
    path: '/adjustments',
    label: '余额调整',
    permission: 'balance.adjust',
    component: page(
      () => import('./pages/adjustments-page'),
      (m) => m.AdjustmentsPage,
    ),
  },
  {
    path: '/reports',
    label: '对账报表',
    permission: 'finance.report',
    component: page(
      () => import('./pages/reports-page'),
      (m) => m.ReportsPage,
    ),
  },
  {
    path: '/players',
    label: '玩家管理',
    permission: 'players.read',
    component: page(
      () => import('./pages/players-page'),
      (m) => m.PlayersPage,
    ),
  },
  {
    path: '/audit',
    label: '审计日志',
    permission: 'audit.read',
    component: page(
      () => import('./pages/audit-log-page'),
      (m) => m.AuditLogPage,
    ),
  },
];
