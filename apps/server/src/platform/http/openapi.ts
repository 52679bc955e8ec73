import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * Every tag an operation may carry, with what it groups. A route names its tag and a one-line
 * `summary`; its operationId, description and security are derived below, so the document stays
 * complete for client generators (`npm run lint:openapi` and openapi.test.ts check it).
 */
export const API_TAGS = [
  {
    name: 'auth',
    description: '注册、登录、退出、图形验证码与短信验证码 (registration, sessions, captcha, SMS)',
  },
  { name: 'user', description: '个人资料、昵称、头像与登录密码 (profile)' },
  { name: 'system', description: '站点配置、版本、客服入口、意见反馈与前端错误上报 (site settings)' },
  { name: 'game', description: '游戏列表、详情、玩法与赔率 (games, play types, odds)' },
  { name: 'draw', description: '期号、开奖结果、历史与可验证公平 (issues, results, provably fair draws)' },
  { name: 'trend', description: '走势、遗漏、路珠与长龙统计 (trends and statistics)' },
  { name: 'bet', description: '投注、注单、撤单与投注统计 (bets)' },
  { name: 'chase', description: '追号：按计划连续投注多期、中奖后停止与撤销 (chase betting)' },
  { name: 'wallet', description: '余额与资金流水 (balance, ledger)' },
  { name: 'recharge', description: '充值通道与充值订单 (deposits)' },
  { name: 'withdraw', description: '提现订单、收款账户与资金密码 (withdrawals)' },
  {
    name: 'admin',
    description: '运营后台：充值与提现审核、通道、提现设置、审计日志与账本核对（需运营权限）',
  },
  { name: 'friends', description: '用户搜索、好友申请、好友、分组与黑名单 (friends)' },
  { name: 'groups', description: '群组、成员、邀请、转让与群内彩票设置 (groups)' },
  { name: 'chat', description: '消息、会话与聊天资源 (messages, conversations)' },
  { name: 'presence', description: '在线状态与心跳 (presence)' },
  { name: 'upload', description: '头像、聊天图片、语音与文件的上传和下载 (uploads)' },
  { name: 'health', description: '负载均衡用的存活与就绪探针，无需登录 (liveness, readiness)' },
  { name: 'red-envelopes', description: '红包：发、抢、详情与领取记录 (red envelopes)' },
  { name: 'level', description: 'VIP等级、进度与等级奖励 (VIP levels)' },
  { name: 'activity', description: '活动、报名、每日签到与每日加奖 (activities, sign-in, daily bonus)' },
  { name: 'messages', description: '站内消息与公告 (player messages, notices)' },
  { name: 'referral', description: '邀请码、推广好友、三级关系与佣金 (referral)' },
  { name: 'protection', description: '健康游戏：限额、冷静期、自我排除与现实检查 (player protection)' },
] as const;

export type ApiTag = (typeof API_TAGS)[number]['name'];

const capital = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

/**
 * A stable operationId from method and path: `GET /api/game/:id/odds` → `getGameByIdOdds`.
 * It changes only when the route does, so generated clients keep their method names.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '/')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) =>
      segment.startsWith(':') ? ['by', ...segment.slice(1).split(/[-_.]/)] : segment.split(/[-_.]/),
    );
  return method.toLowerCase() + words.filter(Boolean).map(capital).join('');
}

type Access = 'public' | 'optional' | 'user' | 'admin';

// The guards of auth-guard.ts, recognised by name among a route's preHandlers.
function accessOf(route: RouteOptions): Access {
  const names = [route.preHandler].flat().map((h) => (typeof h === 'function' ? h.name : ''));
  if (names.includes('requireAdmin')) return 'admin';
  if (names.includes('requireAuth')) return 'user';
  if (names.includes('optionalAuth')) return 'optional';
  return 'public';
}

const ACCESS_NOTE: Record<Access, string> = {
  public: '无需登录。',
  optional: '登录可选：带令牌时按当前用户处理。',
  user: '需要登录（Bearer 令牌）。',
  admin: '需要运营权限（Bearer 令牌，operator 角色）。',
};
const SECURITY: Record<Access, Record<string, string[]>[]> = {
  public: [],
  optional: [{}, { bearer: [] }],
  user: [{ bearer: [] }],
  admin: [{ bearer: [] }],
};

/** @fastify/swagger's transform: Zod to JSON Schema, then the derived operationId, description and security. */
export const openapiTransform: typeof jsonSchemaTransform = (input) => {
  const out = jsonSchemaTransform(input);
  const schema = out.schema as typeof out.schema & {
    hide?: boolean;
    summary?: string;
    operationId?: string;
    security?: unknown;
  };
  if (schema.hide) return out;
  const method = [input.route.method].flat()[0] ?? 'get';
  const access = accessOf(input.route);
  const lead = schema.summary ? `${schema.summary}。` : '';
  return {
    ...out,
    schema: {
      ...schema,
      operationId: schema.operationId ?? operationIdOf(method, input.url),
      description: schema.description ?? `${lead}${ACCESS_NOTE[access]}`,
      security: schema.security ?? SECURITY[access],
    },
  };
};
