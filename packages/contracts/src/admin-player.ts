import { z } from 'zod';
import { PAGE_SIZE, pageOf, pageQuery } from './pagination.ts';
import { ProtectionStatus } from './protection.ts';
import { FEEDBACK_TYPES } from './system.ts';

/**
 * The console's player detail (issue 14 §3): the header card and its paged tabs (ledger, bets,
 * orders, referral tree, login history), and the account actions reset password and revoke sessions.
 * Amounts in yuan, times ISO 8601 UTC.
 */
const PlayerRef = z.object({ id: z.number().int(), username: z.string(), nickname: z.string() });

/** GET /api/admin/players/{id}. */
export const AdminPlayerDetail = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  phone: z.string().nullable(),
  status: z.enum(['active', 'disabled']),
  statusName: z.string(),
  vipLevel: z.number().int(),
  inviteCode: z.string(),
  invitedBy: PlayerRef.nullable(),
  createdAt: z.string(),
  /** The last successful login (null: never logged in since login history began). */
  lastLoginAt: z.string().nullable(),
  lastLoginIp: z.string().nullable(),
  /** Live (unrevoked, unexpired) sessions. */
  activeSessions: z.number().int(),
  balance: z.number(),
  frozenAmount: z.number(),
  availableBalance: z.number(),
  /** The player's own protection limits and block (money's protection feature). */
  protection: ProtectionStatus,
});
export type AdminPlayerDetail = z.infer<typeof AdminPlayerDetail>;

export const ADMIN_PLAYER_ORDER_TYPES = ['recharge', 'withdraw'] as const;
export const AdminPlayerOrderType = z.enum(ADMIN_PLAYER_ORDER_TYPES, { error: '订单类型无效' });
export const AdminPlayerOrdersQuery = pageQuery(PAGE_SIZE.default, {
  type: AdminPlayerOrderType.default('recharge'),
});
/** One recharge or withdraw order of the player, in one shape for the console's table. */
export const AdminPlayerOrder = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  type: AdminPlayerOrderType,
  amount: z.number(),
  fee: z.number(),
  status: z.string(),
  statusName: z.string(),
  /** The recharge channel, or the withdraw account (bank or wallet). */
  method: z.string(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type AdminPlayerOrder = z.infer<typeof AdminPlayerOrder>;

/** GET /api/admin/players/{id}/referrals: who invited them (nearest first), and their team. */
export const AdminReferralQuery = pageQuery(PAGE_SIZE.default, {
  level: z.coerce.number().int().min(1).max(3).optional(),
});
export const AdminReferralMember = PlayerRef.extend({
  /** Steps down the chain from the player (1: invited by them). */
  level: z.number().int(),
  /** How many players this member invited directly. */
  invitees: z.number().int(),
  status: z.enum(['active', 'disabled']),
  createdAt: z.string(),
});
export type AdminReferralMember = z.infer<typeof AdminReferralMember>;
export const AdminReferralTree = z.object({
  /** Inviters above the player, nearest first, with their level (1: the direct inviter). */
  inviters: z.array(PlayerRef.extend({ level: z.number().int() })),
  /** Team members per level (index 0: level 1). */
  levelCounts: z.array(z.number().int()),
  invitees: pageOf(AdminReferralMember),
});
export type AdminReferralTree = z.infer<typeof AdminReferralTree>;

export const LOGIN_OUTCOMES = ['success', 'bad_password', 'disabled'] as const;
export const LoginOutcome = z.enum(LOGIN_OUTCOMES);
export type LoginOutcome = z.infer<typeof LoginOutcome>;
export const LOGIN_OUTCOME_NAMES: Record<LoginOutcome, string> = {
  success: '登录成功',
  bad_password: '密码错误',
  disabled: '账号已冻结',
};
/** GET /api/admin/players/{id}/logins: one login attempt. */
export const AdminLoginEvent = z.object({
  id: z.number().int(),
  at: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  success: z.boolean(),
  outcome: LoginOutcome,
  outcomeName: z.string(),
});
export type AdminLoginEvent = z.infer<typeof AdminLoginEvent>;
export const AdminLoginsQuery = pageQuery(PAGE_SIZE.default);

/** Reset password and revoke sessions need a reason (it goes to the audit log). */
export const PlayerActionBody = z.object({
  reason: z.string().trim().min(1, '请填写原因').max(200, '原因最多200个字符'),
});
/** POST /api/admin/players/{id}/reset-password: the temporary password, shown once, stored nowhere. */
export const ResetPasswordResult = z.object({
  temporaryPassword: z.string(),
  revokedSessions: z.number().int(),
});
export type ResetPasswordResult = z.infer<typeof ResetPasswordResult>;
export const RevokeSessionsResult = z.object({ revokedSessions: z.number().int() });
export type RevokeSessionsResult = z.infer<typeof RevokeSessionsResult>;

/**
 * Players' feedback (意见反馈, issue 12) as the console's 用户反馈 page reads and handles it:
 * newest first, `status` open (not yet handled) or handled. Times ISO 8601 UTC.
 */
export const FEEDBACK_STATUSES = ['open', 'handled'] as const;
export const FeedbackStatus = z.enum(FEEDBACK_STATUSES, { error: '状态无效' });
export type FeedbackStatus = z.infer<typeof FeedbackStatus>;
export const FEEDBACK_STATUS_NAMES: Record<FeedbackStatus, string> = { open: '待处理', handled: '已处理' };
export const FEEDBACK_TYPE_NAMES: Record<(typeof FEEDBACK_TYPES)[number], string> = {
  bug: '问题反馈',
  suggestion: '功能建议',
  complaint: '投诉',
  other: '其他',
};
export const AdminFeedbackQuery = pageQuery(PAGE_SIZE.default, { status: FeedbackStatus.optional() });

/** GET /api/admin/feedback: one player's feedback, with its author (null once the account is gone). */
export const AdminFeedback = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  username: z.string().nullable(),
  type: z.enum(FEEDBACK_TYPES),
  content: z.string(),
  contact: z.string().nullable(),
  createdAt: z.string(),
  status: FeedbackStatus,
  handledAt: z.string().nullable(),
  handledBy: z.number().int().nullable(),
  /** The operator's reply, sent to the player's inbox; null when handled without one. */
  reply: z.string().nullable(),
});
export type AdminFeedback = z.infer<typeof AdminFeedback>;

/** POST /api/admin/feedback/{id}/handle: marks it handled; a reply also goes to the player's inbox. */
export const HandleFeedbackBody = z.object({
  reply: z.string().trim().max(500, '回复最多500个字').optional(),
});
export type HandleFeedbackBody = z.infer<typeof HandleFeedbackBody>;
