import { z } from 'zod';
import { PAGE_SIZE, pageQuery } from './pagination.ts';
import { DateString, MAX_YUAN, RequestId } from './wallet.ts';

const twoDecimals = (n: number) => Math.abs(Math.round(n * 100) / 100 - n) < 1e-9;

/**
 * POST /api/admin/adjustments: an operator credits (+) or debits (−) a player's balance by hand,
 * in yuan. `requestId` makes a double submit change nothing twice (the same id answers the first
 * adjustment). The reason is mandatory: it goes to the ledger, the adjustment list and the audit log.
 */
export const AdjustmentBody = z.object({
  userId: z.number({ error: '请选择玩家' }).int('玩家ID无效').positive('玩家ID无效').max(2_147_483_647),
  amount: z
    .number({ error: '请输入有效的金额' })
    .refine((n) => n !== 0, '调整金额不能为0')
    .refine((n) => Math.abs(n) <= MAX_YUAN, '金额超出允许范围')
    .refine(twoDecimals, '金额最多保留两位小数')
    .refine((n) => Math.abs(n) >= 0.01, '调整金额不能为0'),
  reason: z.string({ error: '请填写调整原因' }).trim().min(1, '请填写调整原因').max(200, '原因最多200个字符'),
  requestId: RequestId,
});
export type AdjustmentBody = z.infer<typeof AdjustmentBody>;

export const Adjustment = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  username: z.string().nullable(),
  /** Signed yuan: + credit, − debit. */
  amount: z.number(),
  /** The player's balance right after the adjustment, in yuan. */
  balanceAfter: z.number(),
  reason: z.string(),
  operatorId: z.number().int(),
  operatorName: z.string().nullable(),
  requestId: z.string(),
  createdAt: z.string(),
});
export type Adjustment = z.infer<typeof Adjustment>;

/** GET /api/admin/adjustments: newest first, optionally one player's. */
export const AdjustmentsQuery = pageQuery(PAGE_SIZE.default, {
  userId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

/** GET /api/admin/reports/daily(.csv): Asia/Shanghai days, both inclusive, at most 92 days. */
export const REPORT_MAX_DAYS = 92;
/** Days a report may name: the ledger has nothing earlier, and far years are not valid timestamps everywhere. */
export const REPORT_FIRST_DAY = '2000-01-01';
export const REPORT_LAST_DAY = '2999-12-31';
export const DailyReportQuery = z
  .object({ from: DateString, to: DateString })
  .refine((q) => q.from >= REPORT_FIRST_DAY && q.to <= REPORT_LAST_DAY, {
    message: `日期须在${REPORT_FIRST_DAY}至${REPORT_LAST_DAY}之间`,
    path: ['from'],
  })
  .refine((q) => q.from <= q.to, { message: '结束日期不能早于开始日期', path: ['to'] })
  .refine(
    (q) => Date.parse(`${q.to}T00:00:00Z`) - Date.parse(`${q.from}T00:00:00Z`) < REPORT_MAX_DAYS * 86_400_000,
    { message: `一次最多查询${REPORT_MAX_DAYS}天`, path: ['to'] },
  );
export type DailyReportQuery = z.infer<typeof DailyReportQuery>;

/**
 * One Shanghai day of the reconciliation report, in yuan, each figure the signed change of player
 * balances (money out of the wallets is negative): the columns add up to `net`. Two tie-outs:
 * `balanceChange` is the change of all balances read from the ledger's running balances
 * (`ledgerDifference` = net − balanceChange), and `rechargeOrders` is what the orders approved that
 * day credited (`depositDifference` = deposits − rechargeOrders). Balanced when both are zero.
 */
export const DailyReportRow = z.object({
  date: z.string(),
  deposits: z.number(),
  withdrawals: z.number(),
  stakes: z.number(),
  payouts: z.number(),
  refunds: z.number(),
  rewards: z.number(),
  commissions: z.number(),
  adjustments: z.number(),
  /** Red envelopes between players and other movements (zero-sum or frozen-only kinds). */
  other: z.number(),
  net: z.number(),
  balanceChange: z.number(),
  ledgerDifference: z.number(),
  rechargeOrders: z.number(),
  depositDifference: z.number(),
  balanced: z.boolean(),
});
export type DailyReportRow = z.infer<typeof DailyReportRow>;

export const DailyReport = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(DailyReportRow),
  total: DailyReportRow.omit({ date: true }).extend({ date: z.literal('合计') }),
});
export type DailyReport = z.infer<typeof DailyReport>;

/** The CSV's columns, in order, with their Chinese headers. */
export const DAILY_REPORT_COLUMNS: readonly [keyof DailyReportRow, string][] = [
  ['date', '日期'],
  ['deposits', '充值'],
  ['withdrawals', '提现'],
  ['stakes', '投注'],
  ['payouts', '派奖'],
  ['refunds', '退款'],
  ['rewards', '活动奖励'],
  ['commissions', '推荐佣金'],
  ['adjustments', '人工调整'],
  ['other', '其他'],
  ['net', '净额'],
  ['balanceChange', '余额变动'],
  ['ledgerDifference', '流水差额'],
  ['rechargeOrders', '充值订单到账'],
  ['depositDifference', '充值差额'],
  ['balanced', '对账结果'],
];
