/** Every route of SPEC.md §2 with its Chinese title. The page components are bound in app/. */
export const TAB_ROUTES = ['/', '/pages/game/game', '/pages/chat/chat', '/pages/my/my'] as const;
export type TabRoute = (typeof TAB_ROUTES)[number];

export const ROUTE_TITLES = {
  '/': '首页',
  '/pages/game/game': '游戏大厅',
  '/pages/chat/chat': '在线聊天',
  '/pages/my/my': '我的',
  '/pages/active/active': '最新活动',
  '/pages/vip/vip': 'VIP等级',
  '/pages/bet-record/bet-record': '投注记录',
  '/pages/bet-detail/bet-detail': '投注详情',
  '/pages/chase-record/chase-record': '追号记录',
  '/pages/chase-detail/chase-detail': '追号详情',
  '/pages/activity-detail/activity-detail': '活动详情',
  '/pages/promotion-detail/promotion-detail': '推广详情',
  '/pages/checkin-detail/checkin-detail': '签到',
  '/pages/vip-promotion-detail/vip-promotion-detail': 'VIP晋级',
  '/pages/daily-bonus/daily-bonus': '每日加奖',
  '/pages/activity-universal/activity-universal': '活动',
  '/pages/k3/k3': '快三',
  '/pages/ssc/ssc': '时时彩',
  '/pages/pk10/pk10': 'PK10',
  '/pages/lhc/lhc': '六合彩',
  '/pages/xy28/xy28': '幸运28',
  '/pages/login/login': '登录',
  '/pages/register/register': '注册',
  '/pages/legal/legal': '用户协议与隐私政策',
  '/pages/recent/recent': '开奖结果',
  '/pages/trend/trend': '走势图',
  '/pages/trend/ssc-trend': '时时彩走势',
  '/pages/trend/pk10-trend': 'PK10走势',
  '/pages/trend/lhc-trend': '六合彩走势',
  '/pages/instruction/instruction': '玩法说明',
  '/pages/recommend/recommend': '推荐好友',
  '/pages/reward-detail/reward-detail': '奖励明细',
  '/pages/friend-list/friend-list': '好友列表',
  '/pages/friend-bet-detail/friend-bet-detail': '好友投注详情',
  '/pages/transaction-record/transaction-record': '账户明细',
  '/pages/messages/messages': '消息中心',
  '/pages/message-detail/message-detail': '消息详情',
  '/pages/recharge/recharge': '充值',
  '/pages/recharge-record/recharge-record': '充值记录',
  '/pages/recharge-detail/recharge-detail': '充值详情',
  '/pages/withdraw/withdraw': '提现',
  '/pages/withdraw-record/withdraw-record': '提现记录',
  '/pages/withdraw-account/withdraw-account': '提现账户',
  '/pages/settings/settings': '设置',
  '/pages/about/about': '关于我们',
  '/pages/service/service': '在线客服',
  '/pages/chat/chat-detail': '聊天',
  '/pages/chat/profile-edit': '编辑资料',
  '/pages/chat/group-create': '创建群聊',
  '/pages/chat/group-search': '查找群聊',
  '/pages/chat/group-manage': '群管理',
} as const satisfies Record<string, string>;

export type RoutePath = keyof typeof ROUTE_TITLES;

export const ROUTE_PATHS = Object.keys(ROUTE_TITLES) as RoutePath[];

export const LOGIN_ROUTE = '/pages/login/login' satisfies RoutePath;
export const REGISTER_ROUTE = '/pages/register/register' satisfies RoutePath;
export const MY_ROUTE = '/pages/my/my' satisfies RoutePath;

/** The path part of a URL such as `/pages/bet-detail/bet-detail?id=3`, without a trailing slash. */
export function pathOf(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

export function isKnownRoute(url: string): boolean {
  return Object.hasOwn(ROUTE_TITLES, pathOf(url));
}

export function isTabRoute(url: string): boolean {
  return (TAB_ROUTES as readonly string[]).includes(pathOf(url));
}

export function titleOf(url: string): string | undefined {
  const path = pathOf(url);
  return Object.hasOwn(ROUTE_TITLES, path) ? ROUTE_TITLES[path as RoutePath] : undefined;
}
