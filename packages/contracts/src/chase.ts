import { z } from 'zod';
import { BetItemInput } from './bet.ts';
import { Id } from './chat.ts';
import { MAX_BET_ITEMS } from './game.ts';
import { PAGE_SIZE, pageOf, pageQuery } from './pagination.ts';
import { RequestId } from './wallet.ts';

/**
 * 追号 (API.md "Chase"): the same slip bought over the coming issues. The shape is checked here;
 * the plan's business limits (2–120 issues, multiples 1–1000, each item × multiple within a bet's
 * range) are answered by the server with 422, as for a bet slip.
 */
/** Mirrors CHASE of @cailiao/domain (contracts depend on zod only; the server checks they agree). */
export const CHASE_MAX_ISSUES = 120;
export const CHASE_STATUSES = ['running', 'finished', 'cancelled'] as const;
export const CHASE_ISSUE_STATUSES = [
  'waiting',
  'placed',
  'won',
  'lost',
  'refunded',
  'cancelled',
  'missed',
] as const;

export const ChaseStatus = z.enum(CHASE_STATUSES, { error: '追号状态无效' });
export type ChaseStatus = z.infer<typeof ChaseStatus>;
export const CHASE_STATUS_NAMES: Record<ChaseStatus, string> = {
  running: '追号中',
  finished: '已结束',
  cancelled: '已撤销',
};

export const ChaseIssueStatus = z.enum(CHASE_ISSUE_STATUSES);
export type ChaseIssueStatus = z.infer<typeof ChaseIssueStatus>;
export const CHASE_ISSUE_STATUS_NAMES: Record<ChaseIssueStatus, string> = {
  waiting: '待投注',
  placed: '待开奖',
  won: '已中奖',
  lost: '未中奖',
  refunded: '已退款',
  cancelled: '已撤销',
  missed: '已错过',
};

/** Why a chase stopped (shown on its detail). */
export const CHASE_END_REASON_NAMES = {
  completed: '全部期数已投注',
  won: '中奖后停止',
  cancelled: '已撤销',
  refused: '投注被限制，追号已停止',
} as const;

export const StartChaseBody = z.object({
  gameId: z.union([z.number().int().positive().max(2_147_483_647), z.string().min(1).max(32)], {
    error: '请选择彩种',
  }),
  requestId: RequestId.optional(),
  bets: z
    .array(BetItemInput, { error: '请选择投注内容' })
    .min(1, '请至少选择一注')
    .max(MAX_BET_ITEMS, `单次最多投注${MAX_BET_ITEMS}注`),
  multiples: z
    .array(z.number({ error: '倍数应为整数' }).int('倍数应为整数'), { error: '请设置追号期数' })
    // a shape bound only; 2–120 and 1–1000 are the plan's business limits (422)
    .max(CHASE_MAX_ISSUES * 10, `最多追号${CHASE_MAX_ISSUES}期`),
  stopOnWin: z.boolean().default(true),
});
export type StartChaseBody = z.infer<typeof StartChaseBody>;

export const ChaseIssue = z.object({
  issueNo: z.string(),
  multiple: z.number().int(),
  amount: z.number(),
  status: ChaseIssueStatus,
  betIds: z.array(z.number().int()),
  /** Money this issue's bets returned (won or refunded), once settled. */
  payout: z.number(),
});
export type ChaseIssue = z.infer<typeof ChaseIssue>;

export const Chase = z.object({
  chaseId: z.number().int(),
  gameId: z.number().int(),
  gameCode: z.string(),
  gameName: z.string(),
  status: ChaseStatus,
  endReason: z.enum(['completed', 'won', 'cancelled', 'refused']).nullable(),
  /** A limit's refusal, in Chinese, when endReason is refused. */
  endDetail: z.string().nullable(),
  stopOnWin: z.boolean(),
  /** The slip bought each issue at multiple 1. */
  bets: z.array(
    z.object({
      play: z.string(),
      playName: z.string(),
      option: z.string(),
      optionName: z.string(),
      amount: z.number(),
    }),
  ),
  total: z.number(),
  placed: z.number(),
  won: z.number(),
  released: z.number(),
  issueCount: z.number().int(),
  placedCount: z.number().int(),
  createdAt: z.string(),
  issues: z.array(ChaseIssue),
});
export type Chase = z.infer<typeof Chase>;

export const ChaseStarted = Chase.extend({ balance: z.number() });
export type ChaseStarted = z.infer<typeof ChaseStarted>;

export const ChaseListQuery = pageQuery(PAGE_SIZE.default, { status: ChaseStatus.optional() });
export type ChaseListQuery = z.infer<typeof ChaseListQuery>;
export const ChasePage = pageOf(Chase.omit({ issues: true }));
export type ChasePage = z.infer<typeof ChasePage>;

export const ChaseIdParams = z.object({ id: Id });
export const CancelChaseBody = z
  .object({ issueNos: z.array(z.string().trim().min(1).max(32)).min(1).max(CHASE_MAX_ISSUES).optional() })
  .default({});
export type CancelChaseBody = z.infer<typeof CancelChaseBody>;
export const ChaseCancelled = Chase.extend({ releasedNow: z.number(), balance: z.number() });
export type ChaseCancelled = z.infer<typeof ChaseCancelled>;
