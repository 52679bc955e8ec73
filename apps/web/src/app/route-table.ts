import type { GameFamily } from '@cailiao/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { RoutePath } from '../lib/navigation';
import { withToastDefaults } from './toast-ready';

type PageModule = Record<string, ComponentType>;

const RELOAD_FLAG = 'cailiao:chunk-reload';

function flag(action: 'get' | 'set' | 'clear'): boolean {
  try {
    if (action === 'set') sessionStorage.setItem(RELOAD_FLAG, '1');
    if (action === 'clear') sessionStorage.removeItem(RELOAD_FLAG);
    return sessionStorage.getItem(RELOAD_FLAG) !== null;
  } catch {
    // storage unavailable: never reload in a loop
    return true;
  }
}

/**
 * A page chunk that fails to load is usually stale after a deploy (its hashed name is gone), and
 * browsers remember a failed module import: reload the app once, then let the error boundary speak.
 */
async function loadChunk(load: () => Promise<PageModule>): Promise<PageModule> {
  try {
    const module = await load();
    flag('clear');
    return module;
  } catch (error) {
    if (!flag('get')) {
      flag('set');
      window.location.reload();
      return new Promise<PageModule>(() => undefined);
    }
    throw error;
  }
}

/** Work a page's first visit starts while its chunk downloads: its first answers, into the cache. */
type Warmup = (queryClient: QueryClient) => Promise<void>;

let warmupClient: QueryClient | null = null;

/** The query client the pages' warm-ups fill (main.tsx); without one, a page loads as it did. */
export function enablePageWarmups(queryClient: QueryClient): void {
  warmupClient = queryClient;
}

/** A betting page's issue and plays (warm-betting-page.ts), for the game its route asks for. */
const warmBetting =
  (family: GameFamily): Warmup =>
  (queryClient) => {
    // The router is hash based: the page's query is after the hash's `?`.
    const params = new URLSearchParams(window.location.hash.split('?')[1] ?? '');
    return import('../features/game/warm-betting-page').then((m) =>
      m.warmBettingPage(queryClient, family, params),
    );
  };

/** React.lazy for a named export: each page is its own chunk. */
function page(
  load: () => Promise<PageModule>,
  name: string,
  { toasts = true, warmup }: { toasts?: boolean; warmup?: Warmup } = {},
): LazyExoticComponent<ComponentType> {
  return lazy(async () => {
    // A warm-up that fails changes nothing: the page asks again and shows its own error.
    if (warmup && warmupClient) void warmup(warmupClient).catch(() => undefined);
    const module = await (toasts ? withToastDefaults(() => loadChunk(load)) : loadChunk(load));
    const component = module[name];
    if (!component) throw new Error(`页面组件缺失: ${name}`);
    return { default: component };
  });
}

/** Every route of SPEC.md §2 bound to its page; the type makes a missing route a compile error. */
export const PAGES: Record<RoutePath, LazyExoticComponent<ComponentType>> = {
  '/': page(() => import('../pages/home/home-page'), 'HomePage', { toasts: false }),
  '/pages/game/game': page(() => import('../pages/game/game-page'), 'GamePage'),
  '/pages/chat/chat': page(() => import('../pages/chat/chat-page'), 'ChatPage'),
  '/pages/my/my': page(() => import('../pages/my/my-page'), 'MyPage'),
  '/pages/active/active': page(() => import('../pages/active/active-page'), 'ActivePage'),
  '/pages/vip/vip': page(() => import('../pages/vip/vip-page'), 'VipPage'),
  '/pages/bet-record/bet-record': page(() => import('../pages/bet-record/bet-record-page'), 'BetRecordPage'),
  '/pages/bet-detail/bet-detail': page(() => import('../pages/bet-detail/bet-detail-page'), 'BetDetailPage'),
  '/pages/chase-record/chase-record': page(
    () => import('../pages/chase-record/chase-record-page'),
    'ChaseRecordPage',
  ),
  '/pages/chase-detail/chase-detail': page(
    () => import('../pages/chase-detail/chase-detail-page'),
    'ChaseDetailPage',
  ),
  '/pages/activity-detail/activity-detail': page(
    () => import('../pages/activity-detail/activity-detail-page'),
    'ActivityDetailPage',
  ),
  '/pages/promotion-detail/promotion-detail': page(
    () => import('../pages/promotion-detail/promotion-detail-page'),
    'PromotionDetailPage',
  ),
  '/pages/checkin-detail/checkin-detail': page(
    () => import('../pages/checkin-detail/checkin-detail-page'),
    'CheckinDetailPage',
  ),
  '/pages/vip-promotion-detail/vip-promotion-detail': page(
    () => import('../pages/vip-promotion-detail/vip-promotion-detail-page'),
    'VipPromotionDetailPage',
  ),
  '/pages/daily-bonus/daily-bonus': page(
    () => import('../pages/daily-bonus/daily-bonus-page'),
    'DailyBonusPage',
  ),
  '/pages/activity-universal/activity-universal': page(
    () => import('../pages/activity-universal/activity-universal-page'),
    'ActivityUniversalPage',
  ),
  '/pages/k3/k3': page(() => import('../pages/k3/k3-page'), 'K3Page', { warmup: warmBetting('k3') }),
  '/pages/ssc/ssc': page(() => import('../pages/ssc/ssc-page'), 'SscPage', { warmup: warmBetting('ssc') }),
  '/pages/pk10/pk10': page(() => import('../pages/pk10/pk10-page'), 'Pk10Page', {
    warmup: warmBetting('pk10'),
  }),
  '/pages/lhc/lhc': page(() => import('../pages/lhc/lhc-page'), 'LhcPage', { warmup: warmBetting('lhc') }),
  '/pages/xy28/xy28': page(() => import('../pages/xy28/xy28-page'), 'Xy28Page', {
    warmup: warmBetting('xy28'),
  }),
  '/pages/login/login': page(() => import('../pages/login/login-page'), 'LoginPage'),
  '/pages/register/register': page(() => import('../pages/register/register-page'), 'RegisterPage'),
  '/pages/legal/legal': page(() => import('../pages/legal/legal-page'), 'LegalPage'),
  '/pages/recent/recent': page(() => import('../pages/recent/recent-page'), 'RecentPage'),
  '/pages/trend/trend': page(() => import('../pages/trend/trend-page'), 'TrendPage'),
  '/pages/trend/ssc-trend': page(() => import('../pages/trend/ssc-trend-page'), 'SscTrendPage'),
  '/pages/trend/pk10-trend': page(() => import('../pages/trend/pk10-trend-page'), 'Pk10TrendPage'),
  '/pages/trend/lhc-trend': page(() => import('../pages/trend/lhc-trend-page'), 'LhcTrendPage'),
  '/pages/instruction/instruction': page(
    () => import('../pages/instruction/instruction-page'),
    'InstructionPage',
  ),
  '/pages/recommend/recommend': page(() => import('../pages/recommend/recommend-page'), 'RecommendPage'),
  '/pages/reward-detail/reward-detail': page(
    () => import('../pages/reward-detail/reward-detail-page'),
    'RewardDetailPage',
  ),
  '/pages/friend-list/friend-list': page(
    () => import('../pages/friend-list/friend-list-page'),
    'FriendListPage',
  ),
  '/pages/friend-bet-detail/friend-bet-detail': page(
    () => import('../pages/friend-bet-detail/friend-bet-detail-page'),
    'FriendBetDetailPage',
  ),
  '/pages/transaction-record/transaction-record': page(
    () => import('../pages/transaction-record/transaction-record-page'),
    'TransactionRecordPage',
  ),
  '/pages/messages/messages': page(() => import('../pages/messages/messages-page'), 'MessagesPage'),
  '/pages/message-detail/message-detail': page(
    () => import('../pages/message-detail/message-detail-page'),
    'MessageDetailPage',
  ),
  '/pages/recharge/recharge': page(() => import('../pages/recharge/recharge-page'), 'RechargePage'),
  '/pages/recharge-record/recharge-record': page(
    () => import('../pages/recharge-record/recharge-record-page'),
    'RechargeRecordPage',
  ),
  '/pages/recharge-detail/recharge-detail': page(
    () => import('../pages/recharge-detail/recharge-detail-page'),
    'RechargeDetailPage',
  ),
  '/pages/withdraw/withdraw': page(() => import('../pages/withdraw/withdraw-page'), 'WithdrawPage'),
  '/pages/withdraw-record/withdraw-record': page(
    () => import('../pages/withdraw-record/withdraw-record-page'),
    'WithdrawRecordPage',
  ),
  '/pages/withdraw-account/withdraw-account': page(
    () => import('../pages/withdraw-account/withdraw-account-page'),
    'WithdrawAccountPage',
  ),
  '/pages/settings/settings': page(() => import('../pages/settings/settings-page'), 'SettingsPage'),
  '/pages/about/about': page(() => import('../pages/about/about-page'), 'AboutPage'),
  '/pages/service/service': page(() => import('../pages/service/service-page'), 'ServicePage'),
  '/pages/chat/chat-detail': page(() => import('../pages/chat/chat-detail-page'), 'ChatDetailPage'),
  '/pages/chat/profile-edit': page(() => import('../pages/chat/profile-edit-page'), 'ProfileEditPage'),
  '/pages/chat/group-create': page(() => import('../pages/chat/group-create-page'), 'GroupCreatePage'),
  '/pages/chat/group-search': page(() => import('../pages/chat/group-search-page'), 'GroupSearchPage'),
  '/pages/chat/group-manage': page(() => import('../pages/chat/group-manage-page'), 'GroupManagePage'),
};

export const NotFoundPage = page(() => import('../pages/not-found/not-found-page'), 'NotFoundPage');
