import { z } from 'zod';
import { DateString, YuanAmount } from './wallet.ts';

/** Player protection (设置 → 健康游戏). Amounts in yuan; times ISO 8601 UTC; days and months are Asia/Shanghai. */
export const PROTECTION_LIMIT_KINDS = ['deposit', 'stake', 'loss'] as const;
export const ProtectionLimitKind = z.enum(PROTECTION_LIMIT_KINDS, { error: '限额类型无效' });
export type ProtectionLimitKind = z.infer<typeof ProtectionLimitKind>;
export const PROTECTION_LIMIT_PERIODS = ['day', 'month'] as const;
export const ProtectionLimitPeriod = z.enum(PROTECTION_LIMIT_PERIODS, { error: '限额周期无效' });
export type ProtectionLimitPeriod = z.infer<typeof ProtectionLimitPeriod>;

export const PROTECTION_LIMIT_KIND_NAMES: Record<ProtectionLimitKind, string> = {
  deposit: '充值',
  stake: '投注',
  loss: '净亏损',
};
export const PROTECTION_PERIOD_NAMES: Record<ProtectionLimitPeriod, string> = { day: '每日', month: '每月' };

/** One limit as the player sees it; `amount` null means no limit. */
export const ProtectionLimit = z.object({
  kind: ProtectionLimitKind,
  period: ProtectionLimitPeriod,
  /** The limit in force now, yuan; null: none. */
  amount: z.number().nullable(),
  /** A raise (or removal, amount null) waiting for its 24 hours. */
  pending: z.object({ amount: z.number().nullable(), effectiveAt: z.string() }).nullable(),
  /** Used in the current day or month, yuan. */
  used: z.number(),
  /** What is left in the current period, yuan; null: no limit. */
  remaining: z.number().nullable(),
  /** When the current period ends (the next Shanghai midnight or 1st of the month). */
  resetsAt: z.string(),
});
export type ProtectionLimit = z.infer<typeof ProtectionLimit>;

export const PROTECTION_BLOCK_KINDS = ['cooling_off', 'self_exclusion'] as const;
export const ProtectionBlockKind = z.enum(PROTECTION_BLOCK_KINDS);
export type ProtectionBlockKind = z.infer<typeof ProtectionBlockKind>;
export const PROTECTION_BLOCK_NAMES: Record<ProtectionBlockKind, string> = {
  cooling_off: '冷静期',
  self_exclusion: '自我排除',
};

export const ProtectionBlock = z.object({
  kind: ProtectionBlockKind,
  startedAt: z.string(),
  until: z.string(),
});
export type ProtectionBlock = z.infer<typeof ProtectionBlock>;

/** GET /api/protection: every limit, the block in force, and what the player may do now. */
export const ProtectionStatus = z.object({
  limits: z.array(ProtectionLimit),
  block: ProtectionBlock.nullable(),
  canBet: z.boolean(),
  canRecharge: z.boolean(),
  /** Withdrawals are never blocked by protection. */
  canWithdraw: z.literal(true),
  serverTime: z.string(),
});
export type ProtectionStatus = z.infer<typeof ProtectionStatus>;

/** PUT /api/protection/limits: set a limit (amount) or remove it (amount null). */
export const SetProtectionLimitBody = z.object({
  kind: ProtectionLimitKind,
  period: ProtectionLimitPeriod,
  amount: YuanAmount.nullable(),
});
export type SetProtectionLimitBody = z.infer<typeof SetProtectionLimitBody>;

/** POST /api/protection/cooling-off: 1 to 42 days (24 hours to 6 weeks). */
export const CoolingOffBody = z.object({
  days: z
    .number({ error: '请选择冷静期时长' })
    .int('冷静期以天为单位')
    .min(1, '冷静期至少24小时')
    .max(42, '冷静期最长6周'),
});
export type CoolingOffBody = z.infer<typeof CoolingOffBody>;

/** POST /api/protection/self-exclusion: 6 to 120 calendar months; `confirm` must be true. */
export const SelfExclusionBody = z.object({
  months: z
    .number({ error: '请选择自我排除时长' })
    .int('自我排除以月为单位')
    .min(6, '自我排除至少6个月')
    .max(120, '自我排除最长120个月'),
  confirm: z.literal(true, { error: '请确认自我排除' }),
});
export type SelfExclusionBody = z.infer<typeof SelfExclusionBody>;

/** GET /api/protection/reality-check?since=: play since the session began. */
export const RealityCheckQuery = z.object({
  since: z.iso.datetime({ offset: true, error: '时间格式无效' }),
});
export const RealityCheck = z.object({
  since: z.string(),
  serverTime: z.string(),
  minutesPlayed: z.number().int(),
  betCount: z.number().int(),
  /** Stakes less refunds, yuan. */
  stakes: z.number(),
  wins: z.number(),
  /** wins − stakes: positive is a gain. */
  net: z.number(),
});
export type RealityCheck = z.infer<typeof RealityCheck>;

/** GET /api/protection/history: the last 30 Shanghai days, newest first, and their totals. */
export const ProtectionHistoryDay = z.object({
  date: DateString,
  stakes: z.number(),
  wins: z.number(),
  net: z.number(),
});
export type ProtectionHistoryDay = z.infer<typeof ProtectionHistoryDay>;
export const ProtectionHistory = z.object({
  days: z.array(ProtectionHistoryDay),
  totals: z.object({ stakes: z.number(), wins: z.number(), net: z.number() }),
});
export type ProtectionHistory = z.infer<typeof ProtectionHistory>;
