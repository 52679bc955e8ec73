import { z } from 'zod';
import { PAGE_SIZE, pageQuery } from './pagination.ts';

/**
 * Operator roles and what each may do (issue 14). Every /api/admin endpoint names one permission in
 * ADMIN_ENDPOINT_PERMISSIONS; an endpoint missing from the table is open to the super admin only.
 * The console reads the same table to show each role only the pages it can use.
 */
export const OPERATOR_ROLES = ['super_admin', 'finance', 'support', 'content'] as const;
export const OperatorRole = z.enum(OPERATOR_ROLES);
export type OperatorRole = z.infer<typeof OperatorRole>;
export const OPERATOR_ROLE_NAMES: Record<OperatorRole, string> = {
  super_admin: '超级管理员',
  finance: '财务',
  support: '客服',
  content: '内容运营',
};

export const OPERATOR_PERMISSIONS = [
  'dashboard.read',
  'audit.read',
  'recharge.read',
  'recharge.review',
  'withdraw.read',
  'withdraw.review',
  'finance.config',
  'ledger.audit',
  'content.manage',
  'players.read',
  'players.manage',
  /** Reset a player's password, end their sessions (support's account recovery). */
  'players.security',
  'chat.moderate',
  /** Read players' feedback and mark it handled with a reply to their inbox (issue 12). */
  'feedback.handle',
  'games.read',
  'games.manage',
  'balance.adjust',
  'finance.report',
] as const;
export type OperatorPermission = (typeof OPERATOR_PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Record<OperatorRole, readonly OperatorPermission[]> = {
  super_admin: OPERATOR_PERMISSIONS,
  finance: [
    'dashboard.read',
    'audit.read',
    'recharge.read',
    'recharge.review',
    'withdraw.read',
    'withdraw.review',
    'finance.config',
    'ledger.audit',
    'players.read',
    'games.read',
    'balance.adjust',
    'finance.report',
  ],
  support: [
    'dashboard.read',
    'audit.read',
    'recharge.read',
    'withdraw.read',
    'players.read',
    'players.manage',
    'players.security',
    'chat.moderate',
    'feedback.handle',
    'games.read',
  ],
  content: ['dashboard.read', 'audit.read', 'content.manage'],
};

/** `METHOD /api/admin/...` (the route pattern) → the permission it needs. */
export const ADMIN_ENDPOINT_PERMISSIONS: Record<string, OperatorPermission> = {
  'GET /api/admin/dashboard': 'dashboard.read',
  'GET /api/admin/audit-logs': 'audit.read',
  'GET /api/admin/recharge/orders': 'recharge.read',
  'POST /api/admin/recharge/orders/:id/approve': 'recharge.review',
  'POST /api/admin/recharge/orders/:id/reject': 'recharge.review',
  'GET /api/admin/recharge/channels': 'recharge.read',
  'PUT /api/admin/recharge/channels': 'finance.config',
  'GET /api/admin/withdraw/orders': 'withdraw.read',
  'POST /api/admin/withdraw/orders/:id/approve': 'withdraw.review',
  'POST /api/admin/withdraw/orders/:id/reject': 'withdraw.review',
  'GET /api/admin/withdraw/config': 'withdraw.read',
  'PUT /api/admin/withdraw/config': 'finance.config',
  'GET /api/admin/ledger/audit': 'ledger.audit',
  'GET /api/admin/adjustments': 'balance.adjust',
  'POST /api/admin/adjustments': 'balance.adjust',
  'GET /api/admin/reports/daily': 'finance.report',
  'GET /api/admin/reports/daily.csv': 'finance.report',
  'GET /api/admin/activity/applications': 'content.manage',
  'POST /api/admin/activity/applications/:id/approve': 'content.manage',
  'POST /api/admin/activity/applications/:id/reject': 'content.manage',
  'GET /api/admin/engagement/settings': 'content.manage',
  'PUT /api/admin/engagement/settings': 'content.manage',
  'POST /api/admin/notices': 'content.manage',
  'GET /api/admin/notices': 'content.manage',
  'PUT /api/admin/notices/:id': 'content.manage',
  'DELETE /api/admin/notices/:id': 'content.manage',
  'GET /api/admin/banners': 'content.manage',
  'PUT /api/admin/banners': 'content.manage',
  'POST /api/admin/banners/image': 'content.manage',
  'GET /api/admin/system/config': 'content.manage',
  'PUT /api/admin/system/config': 'content.manage',
  'POST /api/admin/messages': 'content.manage',
  'GET /api/admin/activities': 'content.manage',
  'POST /api/admin/activities': 'content.manage',
  'PUT /api/admin/activities/:id': 'content.manage',
  'GET /api/admin/referral/config': 'content.manage',
  'PUT /api/admin/referral/config': 'content.manage',
  'GET /api/admin/players': 'players.read',
  'POST /api/admin/players/:id/freeze': 'players.manage',
  'POST /api/admin/players/:id/unfreeze': 'players.manage',
  'GET /api/admin/players/:id': 'players.read',
  'GET /api/admin/players/:id/ledger': 'players.read',
  'GET /api/admin/players/:id/bets': 'players.read',
  'GET /api/admin/players/:id/orders': 'players.read',
  'GET /api/admin/players/:id/referrals': 'players.read',
  'GET /api/admin/players/:id/logins': 'players.read',
  'POST /api/admin/players/:id/reset-password': 'players.security',
  'POST /api/admin/players/:id/revoke-sessions': 'players.security',
  'GET /api/admin/groups': 'chat.moderate',
  'GET /api/admin/groups/:id': 'chat.moderate',
  'POST /api/admin/groups/:id/dissolve': 'chat.moderate',
  'POST /api/admin/groups/:id/mute': 'chat.moderate',
  'POST /api/admin/groups/:id/unmute': 'chat.moderate',
  'POST /api/admin/groups/:id/messages/:messageId/recall': 'chat.moderate',
  'GET /api/admin/chat/sensitive-words': 'chat.moderate',
  'PUT /api/admin/chat/sensitive-words': 'chat.moderate',
  'GET /api/admin/feedback': 'feedback.handle',
  'POST /api/admin/feedback/:id/handle': 'feedback.handle',
  // Games (issue 14 §4): finance and support read games, odds and draws; only the super admin
  // changes them. No endpoint sets or previews a result (no-result-route.test.ts).
  'GET /api/admin/games': 'games.read',
  'PUT /api/admin/games/:id/status': 'games.manage',
  'GET /api/admin/games/:id/odds': 'games.read',
  'PUT /api/admin/games/:id/odds': 'games.manage',
  'GET /api/admin/games/:id/draws': 'games.read',
  'PUT /api/admin/games/:id/schedule': 'games.manage',
  'PUT /api/admin/games/:id/limits': 'games.manage',
};

/** The console's sign-in: the only endpoints under /api/admin open without a session. */
export const OPERATOR_PUBLIC_ENDPOINTS: readonly string[] = [
  'POST /api/admin/session',
  'POST /api/admin/session/enrol',
];

/** Every operator may read and end their own session. */
export const OPERATOR_SELF_ENDPOINTS: readonly string[] = [
  'GET /api/admin/session',
  'DELETE /api/admin/session',
];

/** Whether a role may call an endpoint (`METHOD /api/admin/...` route pattern); unknown: super admin only. */
export function roleMayCall(role: OperatorRole, endpoint: string): boolean {
  if (OPERATOR_SELF_ENDPOINTS.includes(endpoint)) return OPERATOR_ROLES.includes(role);
  const permission = ADMIN_ENDPOINT_PERMISSIONS[endpoint];
  if (!permission) return role === 'super_admin';
  return ROLE_PERMISSIONS[role].includes(permission);
}

const code = z
  .string()
  .trim()
  .regex(/^\d{6}$/, '请输入6位动态验证码');

/** POST /api/admin/session: password, then the authenticator's code once enrolled. */
export const OperatorLoginBody = z.object({
  username: z.string().trim().min(1, '请输入账号').max(32),
  password: z.string().min(1, '请输入密码').max(128),
  code: code.optional(),
});
export type OperatorLoginBody = z.infer<typeof OperatorLoginBody>;
/** POST /api/admin/session/enrol: the password again and the first code from the new secret. */
export const OperatorEnrolBody = OperatorLoginBody.extend({ code });

export const Operator = z.object({
  id: z.number().int(),
  username: z.string(),
  role: OperatorRole,
  roleName: z.string(),
  permissions: z.array(z.string()),
});
export type Operator = z.infer<typeof Operator>;

/** What a login answers: a session, or (not enrolled yet) the secret to scan. */
export const OperatorLoginResult = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('ok'),
    token: z.string(),
    operator: Operator,
    idleMinutes: z.number().int(),
  }),
  z.object({
    status: z.literal('enrol'),
    secret: z.string(),
    otpauthUrl: z.string(),
    qrDataUrl: z.string(),
  }),
]);
export type OperatorLoginResult = z.infer<typeof OperatorLoginResult>;

/** GET /api/admin/dashboard: today (Asia/Shanghai) and the last 30 days, amounts in yuan. */
export const DashboardDay = z.object({
  date: z.string(),
  registrations: z.number().int(),
  /** Players who signed in, bet or were connected that day. */
  activePlayers: z.number().int(),
  deposits: z.number(),
  withdrawals: z.number(),
  turnover: z.number(),
  payouts: z.number(),
  ggr: z.number(),
});
export type DashboardDay = z.infer<typeof DashboardDay>;
export const Dashboard = z.object({
  today: DashboardDay,
  days: z.array(DashboardDay),
  /** Now, over every server process (the live presence rows each process keeps for its sockets). */
  online: z.object({ sockets: z.number().int(), players: z.number().int() }),
});
export type Dashboard = z.infer<typeof Dashboard>;

/** GET /api/admin/players: search by username, nickname, phone or id. */
export const AdminPlayersQuery = pageQuery(PAGE_SIZE.default, {
  q: z.string().trim().max(32).optional(),
});
export const AdminPlayer = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  phone: z.string().nullable(),
  status: z.enum(['active', 'disabled']),
  statusName: z.string(),
  vipLevel: z.number().int(),
  createdAt: z.string(),
});
export type AdminPlayer = z.infer<typeof AdminPlayer>;
/** Freezing needs a reason (it goes to the audit log with the call). */
export const FreezeBody = z.object({
  reason: z.string().trim().min(1, '请填写原因').max(200, '原因最多200个字符'),
});
