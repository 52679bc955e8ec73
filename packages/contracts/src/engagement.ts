import { z } from 'zod';
import { pageQuery } from './pagination.ts';
import { MAX_YUAN } from './wallet.ts';

// Wire shapes of VIP levels, activities, sign-in and the daily bonus (API.md "Shapes for groups,
// envelopes, sharing and engagement"). Amounts in yuan; the server keeps fen.

const atMostTwoDecimals = (n: number) => Math.abs(Math.round(n * 100) / 100 - n) < 1e-9;
/** A configured amount in yuan: 0 allowed (no reward), two decimals at most. */
export const YuanOrZero = z
  .number({ error: '请输入有效的金额' })
  .min(0, '金额不能为负')
  .max(MAX_YUAN, '金额超出允许范围')
  .refine(atMostTwoDecimals, '金额最多保留两位小数');

const Level = z.number().int().min(0).max(1000);

// ---------------------------------------------------------------- VIP levels

/** GET /api/level/info: where the player stands (turnover = stakes of settled, non-void bets). */
export const LevelInfo = z.object({
  currentLevel: Level,
  currentLevelName: z.string(),
  nextLevel: Level.nullable(),
  nextLevelName: z.string().nullable(),
  /** 0–1 from the current level's threshold to the next one's (1 at the top). */
  progress: z.number().min(0).max(1),
  turnover: z.number(),
  turnoverToNext: z.number(),
  nextThreshold: z.number().nullable(),
  /** Level rewards reached and not claimed yet. */
  claimableCount: z.number().int(),
});
export type LevelInfo = z.infer<typeof LevelInfo>;

export const LevelRewardItem = z.object({
  /** The level the reward belongs to (SPEC.md §3 "Level reward: rewardId"). */
  rewardId: Level,
  level: Level,
  name: z.string(),
  threshold: z.number(),
  reward: z.number(),
  privileges: z.array(z.string()),
  reached: z.boolean(),
  claimed: z.boolean(),
  claimable: z.boolean(),
  claimedAt: z.string().nullable(),
});
export type LevelRewardItem = z.infer<typeof LevelRewardItem>;

/** GET /api/level/rewards-info: the whole table with the player's state on each level. */
export const LevelRewardsInfo = z.object({
  currentLevel: Level,
  turnover: z.number(),
  levels: z.array(LevelRewardItem),
});
export type LevelRewardsInfo = z.infer<typeof LevelRewardsInfo>;

export const ClaimLevelRewardBody = z.object({
  rewardId: z.number({ error: '请选择要领取的奖励' }).pipe(Level),
});
export type ClaimLevelRewardBody = z.infer<typeof ClaimLevelRewardBody>;

export const ClaimResult = z.object({
  amount: z.number(),
  /** The balance after the credit, in yuan. */
  balance: z.number(),
});
export const ClaimLevelRewardResult = ClaimResult.extend({ rewardId: Level, level: Level });
export type ClaimLevelRewardResult = z.infer<typeof ClaimLevelRewardResult>;

// ---------------------------------------------------------------- activities

export const ACTIVITY_KINDS = ['general', 'sign_in', 'daily_bonus', 'vip'] as const;
export const ActivityKind = z.enum(ACTIVITY_KINDS);
export type ActivityKind = z.infer<typeof ActivityKind>;

export const ACTIVITY_STATUSES = ['upcoming', 'ongoing', 'ended'] as const;
export const ActivityStatus = z.enum(ACTIVITY_STATUSES);
export type ActivityStatus = z.infer<typeof ActivityStatus>;
export const ACTIVITY_STATUS_NAMES: Record<ActivityStatus, string> = {
  upcoming: '未开始',
  ongoing: '进行中',
  ended: '已结束',
};

export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const ApplicationStatus = z.enum(APPLICATION_STATUSES);
export type ApplicationStatus = z.infer<typeof ApplicationStatus>;
export const APPLICATION_STATUS_NAMES: Record<ApplicationStatus, string> = {
  pending: '审核中',
  approved: '已通过',
  rejected: '未通过',
};

/** Rich content of an activity as blocks (no HTML crosses the wire: nothing to sanitise). */
export const ActivityBlock = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), text: z.string().max(200) }),
  z.object({ type: z.literal('text'), text: z.string().max(4000) }),
  z.object({ type: z.literal('image'), url: z.string().max(500), alt: z.string().max(200).optional() }),
]);
export type ActivityBlock = z.infer<typeof ActivityBlock>;

export const ActivityApplication = z.object({
  id: z.number().int(),
  activityId: z.number().int(),
  status: ApplicationStatus,
  message: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type ActivityApplication = z.infer<typeof ActivityApplication>;

export const Activity = z.object({
  activityId: z.number().int(),
  title: z.string(),
  summary: z.string(),
  coverImage: z.string().nullable(),
  kind: ActivityKind,
  /** The app route that runs it (sign-in, daily bonus, VIP), null for a general activity. */
  link: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  status: ActivityStatus,
  requiresApplication: z.boolean(),
  /** Paid when an application is approved, in yuan (0: none). */
  reward: z.number(),
  /** The player's application, null when none or not signed in. */
  application: ActivityApplication.nullable(),
});
export type Activity = z.infer<typeof Activity>;

export const ActivityDetail = Activity.extend({
  content: z.array(ActivityBlock),
  rules: z.array(z.string()),
});
export type ActivityDetail = z.infer<typeof ActivityDetail>;

/** `current`: upcoming and ongoing; `ended`; `all`. */
export const ActivityListQuery = pageQuery(20, {
  status: z.enum(['current', 'ended', 'all']).default('current'),
});
export type ActivityListQuery = z.infer<typeof ActivityListQuery>;

const activityId = (n: z.ZodNumber) =>
  n.int('活动不存在').positive('活动不存在').max(2_147_483_647, '活动不存在');
export const ActivityDetailQuery = z.object({
  activityId: activityId(z.coerce.number({ error: '活动不存在' })),
});

export const JoinActivityBody = z.object({
  activityId: activityId(z.number({ error: '活动不存在' })),
  message: z.string().trim().max(200, '留言最多200个字符').optional(),
});
export type JoinActivityBody = z.infer<typeof JoinActivityBody>;

// ---------------------------------------------------------------- sign-in

export const SignInResult = ClaimResult.extend({ date: z.string(), streak: z.number().int() });
export type SignInResult = z.infer<typeof SignInResult>;

export const CheckinHistoryQuery = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, '月份格式应为YYYY-MM')
    .optional(),
});

export const CheckinDay = z.object({ date: z.string(), streak: z.number().int(), reward: z.number() });
export type CheckinDay = z.infer<typeof CheckinDay>;

/** GET /api/activity/checkin-history: one month of sign-ins and the streak rewards. */
export const CheckinHistory = z.object({
  month: z.string(),
  /** Today in Asia/Shanghai. */
  today: z.string(),
  signedToday: z.boolean(),
  /** The streak held today (0 when broken). */
  streak: z.number().int(),
  /** The reward the next sign-in pays, in yuan. */
  nextReward: z.number(),
  /** Rewards by streak day (day 1 first; the last repeats), in yuan. */
  rewards: z.array(z.number()),
  days: z.array(CheckinDay),
  monthTotalReward: z.number(),
});
export type CheckinHistory = z.infer<typeof CheckinHistory>;

// ---------------------------------------------------------------- daily bonus

/** A tier: `rate` percent of yesterday's turnover once it reaches `minTurnover` yuan. */
export const DailyBonusTier = z.object({
  minTurnover: YuanOrZero,
  rate: z.number().min(0).max(100).refine(atMostTwoDecimals, '比例最多保留两位小数'),
});
export type DailyBonusTier = z.infer<typeof DailyBonusTier>;
export const DailyBonusRates = z.object({ tiers: z.array(DailyBonusTier) });
export type DailyBonusRates = z.infer<typeof DailyBonusRates>;

export const DailyBonusInfo = z.object({
  /** The Asia/Shanghai day whose turnover pays (yesterday). */
  date: z.string(),
  today: z.string(),
  turnover: z.number(),
  /** Percent of the tier reached, 0 when none. */
  rate: z.number(),
  amount: z.number(),
  claimed: z.boolean(),
  claimedAt: z.string().nullable(),
  canClaim: z.boolean(),
});
export type DailyBonusInfo = z.infer<typeof DailyBonusInfo>;

export const DailyBonusClaimResult = ClaimResult.extend({ date: z.string() });
export type DailyBonusClaimResult = z.infer<typeof DailyBonusClaimResult>;

// ---------------------------------------------------------------- operator

export const VipLevelInput = z.object({
  level: Level,
  name: z.string().trim().min(1).max(20),
  threshold: YuanOrZero,
  reward: YuanOrZero,
  privileges: z.array(z.string().trim().min(1).max(50)).max(10).default([]),
});
export type VipLevelInput = z.infer<typeof VipLevelInput>;

/** Every rule of engagement, configured by the operator (GET/PUT /api/admin/engagement/settings). */
export const EngagementSettingsInput = z.object({
  vipLevels: z.array(VipLevelInput).min(1).max(50),
  signInRewards: z.array(YuanOrZero).min(1).max(31),
  dailyBonusTiers: z.array(DailyBonusTier).max(20),
});
export type EngagementSettingsInput = z.infer<typeof EngagementSettingsInput>;

export const AdminActivityApplication = ActivityApplication.extend({
  userId: z.number().int(),
  username: z.string().nullable(),
  activityTitle: z.string(),
});
export type AdminActivityApplication = z.infer<typeof AdminActivityApplication>;

export const AdminApplicationsQuery = pageQuery(20, {
  status: ApplicationStatus.optional(),
  activityId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
