import { fenToYuan } from '@cailiao/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { businessRule } from '../../platform/errors.ts';
import type { GameRow } from '../game/game.schema.ts';

/** First key of the advisory lock that serialises the bets of a game with stake limits (second: the game id). */
const STAKE_LIMIT_LOCK = 4_242_003;

type Limits = Pick<GameRow, 'id' | 'maxPlayerIssueStakeFen' | 'maxIssueStakeFen'>;

export const hasStakeLimits = (g: Limits) => g.maxPlayerIssueStakeFen !== null || g.maxIssueStakeFen !== null;

const playerLimit = (maxFen: number, stakedFen: number) =>
  businessRule(
    'STAKE_LIMIT',
    stakedFen > 0
      ? `超出单期投注限额：每人每期最多投注${fenToYuan(maxFen)}元，您本期已投注${fenToYuan(stakedFen)}元`
      : `超出单期投注限额：每人每期最多投注${fenToYuan(maxFen)}元`,
  );

/** Refuses at once a slip that alone exceeds the per-player limit (no query needed). */
export function assertSlipWithinLimit(game: Limits, totalFen: number) {
  if (game.maxPlayerIssueStakeFen !== null && totalFen > game.maxPlayerIssueStakeFen)
    throw playerLimit(game.maxPlayerIssueStakeFen, 0);
}

/**
 * Stake limits of issue 14 §4, exact under concurrency: the bets of a game with limits are
 * serialised per game (a transaction-scoped advisory lock), then the player's and everyone's live
 * stakes on the issue (cancelled bets excluded) plus this slip must stay within the limits.
 * Games without limits never come here: their slips keep the one-statement path.
 */
export async function assertWithinStakeLimits(
  tx: Tx,
  game: Limits,
  issueId: number,
  userId: number,
  totalFen: number,
) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${STAKE_LIMIT_LOCK}, ${game.id})`);
  // The issue takes bets (the slip's statement checks it), so none of its bets is settled or
  // refunded yet: its live bets are its pending ones, which bets_issue_pending_idx holds.
  const res = (await tx.execute(sql`
    SELECT coalesce(sum(amount_fen) FILTER (WHERE user_id = ${userId}), 0) AS mine,
           coalesce(sum(amount_fen), 0) AS total
    FROM bets WHERE issue_id = ${issueId} AND status = 'pending'`)) as unknown as {
    rows: { mine: string | number; total: string | number }[];
  };
  const mine = Number(res.rows[0]?.mine ?? 0);
  const total = Number(res.rows[0]?.total ?? 0);
  if (game.maxPlayerIssueStakeFen !== null && mine + totalFen > game.maxPlayerIssueStakeFen)
    throw playerLimit(game.maxPlayerIssueStakeFen, mine);
  if (game.maxIssueStakeFen !== null && total + totalFen > game.maxIssueStakeFen)
    throw businessRule(
      'ISSUE_STAKE_LIMIT',
      `本期投注总额将超过上限${fenToYuan(game.maxIssueStakeFen)}元，剩余可投${fenToYuan(Math.max(0, game.maxIssueStakeFen - total))}元`,
    );
}
