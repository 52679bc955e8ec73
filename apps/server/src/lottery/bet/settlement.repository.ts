import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import { creditCtes } from '../../money/index.ts';
import type { DbOrTx, Tx } from '../../platform/db/client.ts';
import { bets } from './bet.schema.ts';

type Rows<T> = { rows: T[] };

// The statements of settlement (bet-settlement.ts): the pending bets of a drawn or void issue,
// judged and paid batch by batch in (player, bet id) order.

/** One bet that left `pending` in a settlement batch. */
export interface SettledRow {
  id: number;
  userId: number;
  status: string;
  /** The stake. */
  amountFen: number;
  payoutFen: number;
}

/** The status of each judged (play, option), or 'refunded' for every bet (a void issue). */
export type Outcomes = { plays: string[]; options: string[]; statuses: string[] } | 'refunded';

/** Where a settlement pass stands: the last (player, bet id) of the batch before. */
export interface SettleCursor {
  userId: number;
  id: number;
}
export const SETTLE_START: SettleCursor = { userId: 0, id: 0 };

/**
 * Settles the pending bets of an issue after `after` in (player, id) order up to CTE `bound`
 * (settleBound: the batch's last key). Payout: floor(amount × odds / 100) when won, the stake
 * when refunded, else 0. Only rows still pending change (exactly once). Returns the changed rows.
 */
function settleUpdate(issueId: number, outcomes: Outcomes, at: Date, after: SettleCursor): SQL {
  // The batch is a range of the issue's pending bets in (player, id) order: (after, its bound].
  // Both bounds fall on the partial index (issue_id, user_id, id) WHERE pending, so a batch reads
  // its own index entries once (no lookup per id, no scan of the rest). In player
  // order a batch holds a few players' bets, not a couple of bets of every player who bet: their
  // wallets are locked and updated once per batch, so a pass writes each wallet about once instead
  // of once per batch, and holds far fewer wallet locks against the players' own bets meanwhile.
  const batch = sql`b.issue_id = ${issueId} AND b.status = 'pending'
    AND (b.user_id, b.id) > (${after.userId}::int, ${after.id}::bigint) AND (b.user_id, b.id) <= (SELECT user_id, id FROM bound)`;
  const payout = (status: SQL) =>
    sql`CASE ${status} WHEN 'won' THEN (b.amount_fen * b.odds_hundredths) / 100 WHEN 'refunded' THEN b.amount_fen ELSE 0 END`;
  return outcomes === 'refunded'
    ? sql`UPDATE bets AS b SET status = 'refunded', payout_fen = b.amount_fen, settled_at = ${at.toISOString()}::timestamptz
          WHERE ${batch}
          RETURNING b.id, b.user_id, b.status, b.amount_fen, b.payout_fen`
    : sql`UPDATE bets AS b SET status = v.s, payout_fen = ${payout(sql`v.s`)}, settled_at = ${at.toISOString()}::timestamptz
          FROM unnest(${sql.param(outcomes.plays)}::text[], ${sql.param(outcomes.options)}::text[], ${sql.param(outcomes.statuses)}::text[]) AS v(p, o, s)
          WHERE ${batch} AND b.play = v.p AND b.option = v.o
          RETURNING b.id, b.user_id, b.status, b.amount_fen, b.payout_fen`;
}

/** The last key of a settlement batch's range and the bets in it (none when nothing is left). */
function settleBound(issueId: number, limit: number, after: SettleCursor): SQL {
  // The count is taken over the range (the window runs after the inner LIMIT, not before it).
  return sql`SELECT user_id, id, count(*) OVER () AS n FROM (
      SELECT user_id, id FROM bets
      WHERE issue_id = ${issueId} AND status = 'pending'
        AND (user_id, id) > (${after.userId}::int, ${after.id}::bigint)
      ORDER BY user_id, id LIMIT ${limit}
    ) AS r ORDER BY user_id DESC, id DESC LIMIT 1`;
}

/** What a settlement batch did (betRepository.applyOutcomes). */
export interface SettledBatch {
  rows: SettledRow[];
  /** Pending bets its range held (at the statement's start): more than `rows` when some did not change. */
  inRange: number;
  /** Where the next batch starts: the range's last key (`after` itself when the range was empty). */
  next: SettleCursor;
  /** Whether pending bets lay beyond the range (at the statement's start). */
  more: boolean;
}

type Column<T> = T[] | null;

export const settlementRepository = {
  async pendingPairs(db: DbOrTx, issueId: number): Promise<{ play: string; option: string }[]> {
    return db
      .selectDistinct({ play: bets.play, option: bets.option })
      .from(bets)
      .where(and(eq(bets.issueId, issueId), eq(bets.status, 'pending')));
  },

  async countPending(db: DbOrTx, issueId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(bets)
      .where(and(eq(bets.issueId, issueId), eq(bets.status, 'pending')));
    return row?.n ?? 0;
  },

  /**
   * Settles up to `limit` pending bets of an issue and credits their payouts and refunds, in one
   * statement. `outcomes` gives the status of each (play, option), or is 'refunded' for all (a void
   * issue). Payout: floor(amount × odds / 100)
   * when won, the stake when refunded, else 0. Only rows still pending change (exactly once).
   */
  async applyOutcomes(
    tx: Tx,
    issueId: number,
    outcomes: Outcomes,
    limit: number,
    at: Date,
    after: SettleCursor = SETTLE_START,
    memos: { payout: string; refund: string } = { payout: '派奖', refund: '退款' },
  ): Promise<SettledBatch> {
    // One statement per batch: the bets change, and their payouts and refunds are credited
    // (ledger rows `payout:<betId>` / `refund:<betId>`, one update per wallet) from what the
    // UPDATE returned, without the rows travelling to the process and back. It also tells whether
    // pending bets lie beyond its range, under its own snapshot (the UPDATE changes none of them),
    // so the pass knows its last batch without a count of the issue's pending bets after it.
    const res = (await tx.execute(sql`
      WITH bound AS (${settleBound(issueId, limit, after)}),
      changed AS (${settleUpdate(issueId, outcomes, at, after)}),
      moves AS (
        SELECT user_id, payout_fen AS amount_fen, id AS ord,
          CASE status WHEN 'won' THEN 'payout' ELSE 'refund' END AS kind,
          CASE status WHEN 'won' THEN 'payout:' ELSE 'refund:' END || id AS reference,
          CASE status WHEN 'won' THEN ${memos.payout}::text ELSE ${memos.refund}::text END AS memo
        FROM changed WHERE payout_fen > 0
      ),
      ${creditCtes('moves')}
      SELECT (SELECT count(*) FROM moves) AS moves_n, (SELECT count(*) FROM credit_ledger) AS ledger_n,
        (SELECT json_build_array(user_id, id, n) FROM bound) AS bound,
        EXISTS (SELECT 1 FROM bets WHERE issue_id = ${issueId} AND status = 'pending'
          AND (user_id, id) > (SELECT user_id, id FROM bound)) AS more,
        (SELECT json_build_array(json_agg(id), json_agg(user_id), json_agg(status), json_agg(amount_fen), json_agg(payout_fen))
         FROM changed) AS changed`)) as unknown as Rows<{
      moves_n: number | string;
      ledger_n: number | string;
      bound: [number, number, number] | null;
      more: boolean;
      changed: [Column<number>, Column<number>, Column<string>, Column<number>, Column<number>];
    }>;
    // The changed rows come back as one JSON value of a column each, not a row each: the drivers
    // (PGlite above all) parse a row field by field in JS, which cost more than the rest of a
    // batch's work here, and json_agg of each column costs the database half of a
    // json_build_array per row.
    const [result] = res.rows;
    if (!result) throw new Error('settlement statement returned nothing');
    if (Number(result.moves_n) !== Number(result.ledger_n))
      throw new Error(`issue ${issueId}: a player to be paid has no wallet`); // rolls the batch back
    const [ids, userIds, statuses, stakes, payouts] = result.changed;
    const rows: SettledRow[] = (ids ?? []).map((id, i) => ({
      id,
      userId: userIds![i]!,
      status: statuses![i]!,
      amountFen: stakes![i]!,
      payoutFen: payouts![i]!,
    }));
    const { bound } = result;
    return {
      rows,
      inRange: bound ? Number(bound[2]) : 0,
      next: bound ? { userId: bound[0], id: bound[1] } : after,
      more: result.more === true,
    };
  },
};
