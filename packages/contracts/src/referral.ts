import { z } from 'zod';
import { Nickname, Password, Username } from './auth.ts';
import { BetStatus } from './bet.ts';
import { pageQuery } from './pagination.ts';

/** Referral (SPEC.md §7 "Activities and referral"). Amounts in yuan; levels 1–3 down the invite chain. */
export const ReferralLevel = z.coerce
  .number({ error: '层级无效' })
  .int('层级无效')
  .min(1, '层级为1-3')
  .max(3, '层级为1-3');

/** GET /api/referral/code: the invite code and the registration link it opens. */
export const ReferralCode = z.object({ code: z.string(), link: z.string() });
export type ReferralCode = z.infer<typeof ReferralCode>;

export const ReferralRate = z.object({ level: z.number().int(), ratePercent: z.number() });

/** GET /api/referral/stats */
export const ReferralStats = z.object({
  code: z.string(),
  /** Friends per level, level 1 first (always 3 entries). */
  levelCounts: z.array(z.number().int()),
  teamCount: z.number().int(),
  todayNew: z.number().int(),
  /** Commission rates in force, percent of the stake per level. */
  rates: z.array(ReferralRate),
  /** Friends' settled turnover that earned commission, yuan. */
  teamTurnover: z.number(),
  /** Commission earned so far, whole fen (yuan, rounded down). */
  totalCommission: z.number(),
  /** What `POST /api/referral/settle` would pay now. */
  claimable: z.number(),
  claimed: z.number(),
});
export type ReferralStats = z.infer<typeof ReferralStats>;

/** A friend in my team as I may see them: never their balance or chats. */
export const ReferralFriend = z.object({
  userId: z.number().int(),
  nickname: z.string(),
  /** Masked (`ab***9`). */
  username: z.string(),
  avatar: z.string().nullable(),
  level: z.number().int(),
  /** The friend who invited them (for levels 2 and 3), else null. */
  invitedBy: z.number().int().nullable(),
  registeredAt: z.string(),
  /** Their settled stakes that earned me commission, yuan. */
  turnover: z.number(),
  /** My commission from their bets, yuan (rounded down to the fen). */
  commission: z.number(),
});
export type ReferralFriend = z.infer<typeof ReferralFriend>;

export const ReferralListQuery = pageQuery(20, { level: ReferralLevel.optional() });
export type ReferralListQuery = z.infer<typeof ReferralListQuery>;

/** GET /api/referral/tree: my team three levels deep (capped; `truncated` when more exist). */
export interface ReferralTreeNode {
  userId: number;
  nickname: string;
  level: number;
  registeredAt: string;
  childCount: number;
  children: ReferralTreeNode[];
}
const treeNodeFields = {
  userId: z.number().int(),
  nickname: z.string(),
  level: z.number().int(),
  registeredAt: z.string(),
  childCount: z.number().int(),
};
// Three levels, spelled out rather than recursive: the tree never goes deeper, and the OpenAPI
// document (and clients generated from it) get plain schemas instead of a self-reference.
const ThirdLevelNode = z.object({ ...treeNodeFields, children: z.array(z.never()).max(0) });
const SecondLevelNode = z.object({ ...treeNodeFields, children: z.array(ThirdLevelNode) });
export const ReferralTreeNode: z.ZodType<ReferralTreeNode> = z.object({
  ...treeNodeFields,
  children: z.array(SecondLevelNode),
});
export const ReferralTree = z.object({
  levelCounts: z.array(z.number().int()),
  nodes: z.array(ReferralTreeNode),
  truncated: z.boolean(),
});
export type ReferralTree = z.infer<typeof ReferralTree>;

/** One commission accrued on one friend's settled bet. */
export const ReferralReward = z.object({
  id: z.number().int(),
  friend: z.object({ userId: z.number().int(), nickname: z.string() }),
  level: z.number().int(),
  gameId: z.number().int(),
  gameName: z.string(),
  issueNo: z.string(),
  stake: z.number(),
  ratePercent: z.number(),
  /** Exact commission in yuan as a decimal string (it may hold fractions of a fen). */
  commission: z.string(),
  status: z.enum(['unclaimed', 'claimed']),
  claimId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type ReferralReward = z.infer<typeof ReferralReward>;
export const ReferralRewardsQuery = pageQuery(20, {
  status: z.enum(['unclaimed', 'claimed'], { error: '状态无效' }).optional(),
});

/** One claim (`POST /api/referral/settle`) paid into the wallet. */
export const ReferralClaim = z.object({
  id: z.number().int(),
  amount: z.number(),
  rewardCount: z.number().int(),
  createdAt: z.string(),
});
export type ReferralClaim = z.infer<typeof ReferralClaim>;
export const ReferralClaimsQuery = pageQuery(20, {});

/** POST /api/referral/settle → what was paid and the new balance. Nothing to claim: 409. */
export const ReferralSettleResult = z.object({
  claimId: z.number().int(),
  amount: z.number(),
  rewardCount: z.number().int(),
  balance: z.number(),
});
export type ReferralSettleResult = z.infer<typeof ReferralSettleResult>;

/** A friend's bet as their inviter may see it: the game and the amounts, nothing else. */
export const ReferralFriendBet = z.object({
  betId: z.number().int(),
  friend: z.object({ userId: z.number().int(), nickname: z.string(), level: z.number().int() }),
  gameId: z.number().int(),
  gameName: z.string(),
  issueNo: z.string(),
  amount: z.number(),
  status: BetStatus,
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type ReferralFriendBet = z.infer<typeof ReferralFriendBet>;
export const ReferralBetDetailsQuery = pageQuery(20, {
  userId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

/** POST /api/referral/register-friend: an account for a friend, bound to me (registration's checks). */
export const RegisterFriendBody = z
  .object({
    username: Username,
    password: Password,
    confirmPassword: z.string().max(64).optional(),
    nickname: Nickname.optional(),
    captchaId: z.string().max(64).optional(),
    captchaCode: z.string().max(16).optional(),
  })
  .refine((b) => b.confirmPassword === undefined || b.confirmPassword === b.password, {
    message: '两次输入的密码不一致',
    path: ['confirmPassword'],
  });
export type RegisterFriendBody = z.infer<typeof RegisterFriendBody>;
export const RegisteredFriend = z.object({
  userId: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  inviteCode: z.string(),
});
export type RegisteredFriend = z.infer<typeof RegisteredFriend>;

/** GET and PUT /api/admin/referral/config: commission rates per level (percent of the stake, ≤ 10 %). */
export const ReferralConfig = z.object({
  ratesPercent: z
    .array(
      z
        .number({ error: '请输入返佣比例' })
        .min(0, '返佣比例不能为负')
        .max(10, '单级返佣比例最高10%')
        .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, '返佣比例最多两位小数'),
      { error: '请输入返佣比例' },
    )
    .max(3, '最多三级返佣'),
});
export type ReferralConfig = z.infer<typeof ReferralConfig>;
