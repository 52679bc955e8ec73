import { z } from 'zod';
import { GameFamily, IssueTimes, MAX_BET_ITEMS } from './game.ts';
import { PAGE_SIZE, pageQuery } from './pagination.ts';
import { DateString, RequestId } from './wallet.ts';

/** Bet status (API.md): pending → won | lost | refunded (push or void issue), or cancelled by the player. */
export const BET_STATUSES = ['pending', 'won', 'lost', 'refunded', 'cancelled'] as const;
export const BetStatus = z.enum(BET_STATUSES, { error: '注单状态无效' });
export type BetStatus = z.infer<typeof BetStatus>;
export const BET_STATUS_NAMES: Record<BetStatus, string> = {
  pending: '待开奖',
  won: '已中奖',
  lost: '未中奖',
  refunded: '已退款',
  cancelled: '已撤单',
};

const twoDecimals = (n: number) => Math.abs(Math.round(n * 100) / 100 - n) < 1e-9;

/**
 * A stake in yuan. Shape errors (not a number, more than two decimals) are 400; the range
 * 1..100000 is a business rule checked by the server (422 AMOUNT_OUT_OF_RANGE).
 */
export const BetAmount = z
  .number({ error: '请输入有效的投注金额' })
  .refine(Number.isFinite, '请输入有效的投注金额')
  .refine(twoDecimals, '投注金额最多保留两位小数');

export const BetItemInput = z.object({
  play: z.string({ error: '请选择玩法' }).min(1, '请选择玩法').max(64, '玩法无效'),
  option: z.string({ error: '请选择投注项' }).min(1, '请选择投注项').max(200, '投注项无效'),
  amount: BetAmount,
});
export type BetItemInput = z.infer<typeof BetItemInput>;

/** POST /api/bets/submit (and the aliases): all items succeed or none does; requestId makes it idempotent. */
export const SubmitBetsBody = z.object({
  gameId: z.union([z.number().int().positive().max(2_147_483_647), z.string().min(1).max(32)], {
    error: '请选择彩种',
  }),
  issueNo: z.string().trim().min(1).max(32).optional(),
  requestId: RequestId.optional(),
  bets: z
    .array(BetItemInput, { error: '请选择投注内容' })
    .min(1, '请至少选择一注')
    .max(MAX_BET_ITEMS, `单次最多投注${MAX_BET_ITEMS}注`),
});
export type SubmitBetsBody = z.infer<typeof SubmitBetsBody>;

export const PlacedBet = z.object({
  betId: z.number().int(),
  play: z.string(),
  option: z.string(),
  amount: z.number(),
  odds: z.number(),
  status: BetStatus,
});
export const SubmitBetsResult = z.object({
  orderId: z.number().int(),
  gameId: z.number().int(),
  issueNo: z.string(),
  totalAmount: z.number(),
  bets: z.array(PlacedBet),
  /** Balance after the debit (yuan). */
  balance: z.number(),
});
export type SubmitBetsResult = z.infer<typeof SubmitBetsResult>;

/** A bet as GET /api/bets and /api/bets/{id} answer it; `numbers` once the issue is drawn. */
export const BetRecord = z.object({
  betId: z.number().int(),
  orderId: z.number().int(),
  gameId: z.number().int(),
  gameCode: z.string(),
  gameName: z.string(),
  gameType: GameFamily,
  issueNo: z.string(),
  play: z.string(),
  playName: z.string(),
  option: z.string(),
  optionName: z.string(),
  amount: z.number(),
  odds: z.number(),
  status: BetStatus,
  statusName: z.string(),
  /** Money returned by settlement: amount × odds when won, the stake when refunded, else 0. */
  payout: z.number(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  numbers: z.array(z.number().int()).nullable(),
  /** The chase (追号) that placed it, or null for a slip the player submitted. */
  chaseId: z.number().int().nullable().optional(),
});
export type BetRecord = z.infer<typeof BetRecord>;

/** GET /api/bets/{id}: the bet and its issue; `seed` only once drawn, so the player can verify it. */
export const BetDetail = BetRecord.extend({
  issue: IssueTimes.extend({
    status: z.string(),
    seedHash: z.string(),
    seed: z.string().nullable(),
    numbers: z.array(z.number().int()).nullable(),
  }),
});
export type BetDetail = z.infer<typeof BetDetail>;

export const BetsQuery = pageQuery(PAGE_SIZE.bets, {
  status: BetStatus.optional(),
  gameId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  gameType: GameFamily.optional(),
  startDate: DateString.optional(),
  endDate: DateString.optional(),
});
export type BetsQuery = z.infer<typeof BetsQuery>;

export const BetIdParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
export const CancelBetBody = z.object({
  betId: z.coerce.number({ error: '注单编号无效' }).int().positive().max(Number.MAX_SAFE_INTEGER),
});
export const CancelBetResult = z.object({
  betId: z.number().int(),
  status: BetStatus,
  refund: z.number(),
  balance: z.number(),
});

export const BetStatsQuery = z.object({
  startDate: DateString.optional(),
  endDate: DateString.optional(),
  gameId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
const Totals = z.object({ count: z.number().int(), amount: z.number(), payout: z.number() });
/** GET /api/bet/statistics. profit = payout − stake over settled bets (won, lost, refunded). */
export const BetStatistics = z.object({
  totalCount: z.number().int(),
  totalAmount: z.number(),
  totalPayout: z.number(),
  profit: z.number(),
  pendingCount: z.number().int(),
  pendingAmount: z.number(),
  byStatus: z.record(z.string(), Totals),
  byGame: z.array(
    Totals.extend({
      gameId: z.number().int(),
      gameCode: z.string(),
      gameName: z.string(),
      gameType: GameFamily,
      profit: z.number(),
    }),
  ),
});
export type BetStatistics = z.infer<typeof BetStatistics>;

/** GET /api/reports/profit-ranking/yesterday: the biggest winners of yesterday, names masked. */
export const ProfitRanking = z.object({
  date: z.string(),
  list: z.array(
    z.object({
      rank: z.number().int(),
      nickname: z.string(),
      avatar: z.string().nullable(),
      profit: z.number(),
    }),
  ),
});
