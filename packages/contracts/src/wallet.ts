import { z } from 'zod';
import { PAGE_SIZE, pageQuery } from './pagination.ts';

/** Largest amount any money route accepts, in yuan (10,000,000 yuan = 1e9 fen, far below 2^53). */
export const MAX_YUAN = 10_000_000;

// Mirrors hasAtMostTwoDecimals of @cailiao/domain (contracts depend on zod only).
const atMostTwoDecimals = (n: number) => Math.abs(Math.round(n * 100) / 100 - n) < 1e-9;

/**
 * A money amount on the wire: yuan as a JSON number, positive, at most two decimals, bounded.
 * Strings, negatives, 0.001-style amounts and absurd values are refused with 400.
 */
export const YuanAmount = z
  .number({ error: '请输入有效的金额' })
  .positive('金额必须大于0')
  .max(MAX_YUAN, '金额超出允许范围')
  .refine(atMostTwoDecimals, '金额最多保留两位小数')
  // 5e-324 is positive and "has two decimals" within rounding, yet is 0 fen.
  .refine((n) => n >= 0.01, '金额必须大于0');

/** A client-chosen idempotency key: the same key from the same user yields the first result. */
export const RequestId = z
  .string()
  .trim()
  .min(1, '请求编号不能为空')
  .max(64, '请求编号过长')
  .regex(/^[A-Za-z0-9_.:-]+$/, '请求编号格式不正确');

/** Path id of a row with a 32-bit serial key (larger values would overflow the column). */
export const IntIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
/** Path id of a row with a bigserial key. */
export const BigIdParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** A calendar day `YYYY-MM-DD`, read as an Asia/Shanghai day by the server. */
export const DateString = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为YYYY-MM-DD')
  .refine(
    (s) =>
      !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    '日期无效',
  );

/** Kinds of ledger rows. Modules that move money pick one of these (add new kinds here). */
export const LEDGER_KINDS = [
  'recharge',
  'withdraw_freeze',
  'withdraw_unfreeze',
  'withdraw_paid',
  'bet',
  'payout',
  'refund',
  'red_envelope_send',
  'red_envelope_grab',
  'red_envelope_refund',
  'reward',
  'referral_commission',
  'adjust',
  'vip_reward',
  'sign_in_reward',
  'daily_bonus',
  'activity_reward',
  'chase_freeze',
  'chase_release',
  'admin_adjust',
] as const;
export const LedgerKind = z.enum(LEDGER_KINDS);
export type LedgerKind = z.infer<typeof LedgerKind>;

export const LEDGER_KIND_NAMES: Record<LedgerKind, string> = {
  recharge: '充值',
  withdraw_freeze: '提现冻结',
  withdraw_unfreeze: '提现解冻',
  withdraw_paid: '提现成功',
  bet: '投注',
  payout: '派奖',
  refund: '退款',
  red_envelope_send: '发红包',
  red_envelope_grab: '抢红包',
  red_envelope_refund: '红包退回',
  reward: '奖励',
  referral_commission: '推荐佣金',
  adjust: '人工调整',
  vip_reward: 'VIP晋级奖励',
  sign_in_reward: '签到奖励',
  daily_bonus: '每日加奖',
  activity_reward: '活动奖励',
  chase_freeze: '追号冻结',
  chase_release: '追号解冻',
  admin_adjust: '余额调整',
};

/** `kind` filter: one kind or several separated by commas (`recharge,withdraw_paid`). */
const KindFilter = z
  .string()
  .max(300)
  .transform((s, ctx) => {
    const kinds = s
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean);
    for (const k of kinds) {
      if (!LedgerKind.safeParse(k).success) {
        ctx.addIssue({ code: 'custom', message: `未知的交易类型：${k.slice(0, 30)}` });
        return z.NEVER;
      }
    }
    return kinds as LedgerKind[];
  });

/** GET /api/wallet/transactions and /api/user/balance-history. Dates are Asia/Shanghai days, inclusive. */
export const TransactionsQuery = pageQuery(PAGE_SIZE.default, {
  kind: KindFilter.optional(),
  type: KindFilter.optional(),
  startDate: DateString.optional(),
  endDate: DateString.optional(),
});
export type TransactionsQuery = z.infer<typeof TransactionsQuery>;

/** One ledger row as the player sees it; amounts in yuan, `amount` signed (+ in, − out). */
export const WalletTransaction = z.object({
  id: z.number().int(),
  kind: z.string(),
  kindName: z.string(),
  /** Change of the balance. */
  amount: z.number(),
  /** Change of the frozen amount (withdraw freeze +, unfreeze and payout −). */
  frozenChange: z.number(),
  balanceBefore: z.number(),
  balanceAfter: z.number(),
  frozenAfter: z.number(),
  reference: z.string(),
  memo: z.string().nullable(),
  createdAt: z.string(),
});
export type WalletTransaction = z.infer<typeof WalletTransaction>;
