import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { settleFrozenCtes } from '../../money/index.ts';
import type { DbOrTx, Tx } from '../../platform/db/client.ts';
import type { PlacedItem } from '../bet/bet.repository.ts';
import { type ChaseIssueRow, type ChaseItem, chaseIssues } from './chase.schema.ts';

type Rows<T> = { rows: T[] };

/** A chase issue to place in a batch, with its slip at the issue's multiple and the odds in force. */
export interface BatchPlacement {
  id: number;
  chaseId: number;
  userId: number;
  amountFen: number;
  items: PlacedItem[];
}

/** A waiting chase issue with its chase's slip (at multiple 1). */
export type WaitingIssue = Pick<ChaseIssueRow, 'id' | 'chaseId' | 'userId' | 'multiple' | 'amountFen'> & {
  items: ChaseItem[];
};

/** A placed chase issue whose order has just settled, with what its bets came to. */
export interface SettledChaseIssue {
  id: number;
  chaseId: number;
  userId: number;
  status: 'won' | 'lost' | 'refunded';
  payoutFen: number;
}

/**
 * The issues of chases on their way through the draws: found waiting, placed in batches, missed,
 * released and settled. The chases themselves (created, listed, their totals, ended) are
 * chase.repository.ts.
 */
export const chaseIssueRepository = {
  /**
   * Waiting issues of a game's issue with their chase's slip, the next batch to place (read
   * without locks). The batch comes back as one JSON row, not a row per issue: thousands of rows
   * cost the driver (PGlite above all) more than the query.
   */
  async waitingFor(
    db: DbOrTx,
    gameId: number,
    issueNo: string,
    afterId: number,
    limit: number,
  ): Promise<WaitingIssue[]> {
    const res = (await db.execute(sql`
      SELECT coalesce(json_agg(json_build_array(w.id, w.chase_id, w.user_id, w.multiple, w.amount_fen, c.items) ORDER BY w.id), '[]') AS batch
      FROM (
        SELECT ci.id, ci.chase_id, ci.user_id, ci.multiple, ci.amount_fen FROM chase_issues ci
        WHERE ci.game_id = ${gameId} AND ci.issue_no = ${issueNo} AND ci.status = 'waiting' AND ci.id > ${afterId}
        ORDER BY ci.id LIMIT ${limit}
      ) w JOIN chases c ON c.id = w.chase_id`)) as unknown as Rows<{
      batch: [number, number, number, number, number, ChaseItem[]][];
    }>;
    return res.rows[0]!.batch.map(([id, chaseId, userId, multiple, amountFen, items]) => ({
      id,
      chaseId,
      userId,
      multiple,
      amountFen,
      items,
    }));
  },

  /** Waiting issues whose betting has closed: never placed late, they are missed and released. */
  dueToMiss(
    db: DbOrTx,
    at: Date,
    limit: number,
  ): Promise<Pick<ChaseIssueRow, 'id' | 'chaseId' | 'userId'>[]> {
    return db
      .select({ id: chaseIssues.id, chaseId: chaseIssues.chaseId, userId: chaseIssues.userId })
      .from(chaseIssues)
      .where(and(eq(chaseIssues.status, 'waiting'), lte(chaseIssues.closeAt, at)))
      .orderBy(asc(chaseIssues.userId), asc(chaseIssues.id))
      .limit(limit);
  },

  /**
   * Locks a waiting issue for its placement. Under a concurrent cancel the lock waits, and the
   * condition is checked again once it is free: a cancelled issue is never placed.
   */
  async lockWaiting(tx: Tx, id: number): Promise<ChaseIssueRow | undefined> {
    const [row] = await tx
      .select()
      .from(chaseIssues)
      .where(and(eq(chaseIssues.id, id), eq(chaseIssues.status, 'waiting')))
      .for('update');
    return row;
  },

  /**
   * Which of these chase issues no longer wait, for a batch (usually none). The caller holds the
   * players' wallets locked, and every change of a waiting issue (cancel, miss, stop on win,
   * placement) locks its player's wallet first: until the caller's transaction ends the others stay
   * waiting, without a row lock of their own (placeMany's update checks `waiting` again all the same).
   */
  async notWaiting(tx: Tx, ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    // One row holding the few ids, not a row per issue (thousands cost the driver more than the query).
    const res = (await tx.execute(sql`
      SELECT coalesce(array_agg(x.id), '{}') AS ids FROM unnest(${sql.param(ids)}::bigint[]) AS x(id)
      WHERE NOT EXISTS (SELECT 1 FROM chase_issues ci WHERE ci.id = x.id AND ci.status = 'waiting')`)) as unknown as Rows<{
      ids: (number | string)[];
    }>;
    return new Set(res.rows[0]!.ids.map(Number));
  },

  /**
   * Places a batch of locked waiting chase issues on one open issue in one statement: a bet order
   * per chase issue (ids drawn from its sequence, so each row knows its order), its bets, the
   * stake moved from frozen to the bet (ledger `bet-order:<orderId>`, one update per wallet: the
   * money context's CTEs), the chase issues marked placed with their order and each chase's staked
   * total raised. A chase whose last waiting issue this was ends completed: it is the one whose
   * frozen rest (total − placed − released, which the waiting issues hold to the fen) is this
   * issue's amount, every waiting amount being positive. Throws (rolling the caller's transaction
   * back) unless every row was written. Answers the chases that ended.
   */
  async placeMany(
    tx: Tx,
    target: { gameId: number; gameType: string; issueId: number; issueNo: string; at: Date; memo: string },
    rows: BatchPlacement[],
  ): Promise<Set<number>> {
    if (rows.length === 0) return new Set();
    // The batch goes as two JSON texts, not ten arrays: the driver's array encoding of thousands of
    // values cost more client time than the statement's reading of them.
    const batch = JSON.stringify(
      rows.map((r, k) => ({
        ci: r.id,
        c: r.chaseId,
        u: r.userId,
        a: r.amountFen,
        n: r.items.length,
        ord: k,
      })),
    );
    const items = JSON.stringify(
      rows.flatMap((r) =>
        r.items.map((i, k) => ({ ci: r.id, p: i.play, o: i.option, a: i.amountFen, h: i.oddsHundredths, k })),
      ),
    );
    const itemCount = rows.reduce((n, r) => n + r.items.length, 0);
    const at = target.at.toISOString();
    // The old row: nothing but this issue is left frozen for the chase.
    const last = sql`c.total_fen - c.placed_fen - c.released_fen = v.a`;
    const res = (await tx.execute(sql`
      WITH v AS MATERIALIZED (
        SELECT r.ci, r.c, r.u, r.a, r.n, r.ord, nextval(pg_get_serial_sequence('bet_orders', 'id')) AS order_id
        FROM json_to_recordset(${batch}::json) AS r(ci bigint, c bigint, u int, a bigint, n int, ord int)
        ORDER BY r.ord
      ),
      o AS (
        INSERT INTO bet_orders (id, user_id, game_id, issue_id, issue_no, total_fen, item_count, created_at)
        SELECT order_id, u, ${target.gameId}, ${target.issueId}, ${target.issueNo}, a, n, ${at}::timestamptz
        FROM v ORDER BY ord
        RETURNING id
      ),
      b AS (
        INSERT INTO bets (order_id, user_id, game_id, game_type, issue_id, issue_no, play, option, amount_fen, odds_hundredths, created_at)
        SELECT v.order_id, v.u, ${target.gameId}, ${target.gameType}, ${target.issueId}, ${target.issueNo}, it.p, it.o, it.a, it.h, ${at}::timestamptz
        FROM v JOIN json_to_recordset(${items}::json) AS it(ci bigint, p text, o text, a bigint, h int, k int)
          ON it.ci = v.ci
        ORDER BY v.ord, it.k
        RETURNING id
      ),
      stakes AS (
        SELECT u AS user_id, a AS amount_fen, ord, 'bet'::text AS kind, 'bet-order:' || order_id AS reference,
          ${target.memo}::text || n || '注' AS memo
        FROM v
      ),
      ${settleFrozenCtes('stakes')},
      placed AS (
        UPDATE chase_issues ci SET status = 'placed', order_id = v.order_id
        FROM v WHERE ci.id = v.ci AND ci.status = 'waiting'
        RETURNING ci.id
      ),
      counted AS (
        UPDATE chases c SET placed_fen = c.placed_fen + v.a,
          status = CASE WHEN ${last} THEN 'finished' ELSE c.status END,
          end_reason = CASE WHEN ${last} THEN 'completed' ELSE c.end_reason END,
          ended_at = CASE WHEN ${last} THEN ${at}::timestamptz ELSE c.ended_at END
        FROM v WHERE c.id = v.c AND c.status = 'running'
        RETURNING c.id, c.status <> 'running' AS ended
      )
      SELECT (SELECT count(*) FROM o) AS orders_n, (SELECT count(*) FROM b) AS bets_n,
        (SELECT count(*) FROM settle_ledger) AS ledger_n, (SELECT count(*) FROM placed) AS placed_n,
        (SELECT count(*) FROM counted) AS counted_n,
        (SELECT coalesce(array_agg(id), '{}') FROM counted WHERE ended) AS ended`)) as unknown as Rows<{
      orders_n: number | string;
      bets_n: number | string;
      ledger_n: number | string;
      placed_n: number | string;
      counted_n: number | string;
      ended: (number | string)[];
    }>;
    // One row, not one per chase issue: thousands of rows cost the driver more than the statement.
    const first = res.rows[0]!;
    const written = [first.orders_n, first.ledger_n, first.placed_n, first.counted_n].map(Number);
    if (written.some((n) => n !== rows.length) || Number(first.bets_n) !== itemCount)
      throw new Error(`chase batch not fully written: ${JSON.stringify(first)}`); // rolls back
    return new Set(first.ended.map(Number));
  },

  async markPlaced(tx: Tx, id: number, orderId: number): Promise<void> {
    await tx.update(chaseIssues).set({ status: 'placed', orderId }).where(eq(chaseIssues.id, id));
  },

  /**
   * Marks the waiting issues of a chase (all, or those listed) cancelled or missed and answers
   * them: each can leave `waiting` once, so their amount is released once.
   */
  async releaseWaiting(
    tx: Tx,
    chaseId: number,
    status: 'cancelled' | 'missed',
    only?: { ids?: number[]; issueNos?: string[] },
  ): Promise<Pick<ChaseIssueRow, 'id' | 'issueNo' | 'amountFen'>[]> {
    const rows = await tx
      .update(chaseIssues)
      .set({ status })
      .where(
        and(
          eq(chaseIssues.chaseId, chaseId),
          eq(chaseIssues.status, 'waiting'),
          only?.ids ? inArray(chaseIssues.id, only.ids.length ? only.ids : [-1]) : undefined,
          only?.issueNos
            ? inArray(chaseIssues.issueNo, only.issueNos.length ? only.issueNos : [''])
            : undefined,
        ),
      )
      .returning({ id: chaseIssues.id, issueNo: chaseIssues.issueNo, amountFen: chaseIssues.amountFen });
    return rows.sort((a, b) => a.id - b.id);
  },

  /**
   * After a settlement batch: the placed chase issues whose bets are all settled now get their
   * outcome (won if any bet won, refunded if all were, else lost) and what the bets paid.
   */
  async settleIssuesOfBets(tx: Tx, betIds: number[]): Promise<SettledChaseIssue[]> {
    if (betIds.length === 0) return [];
    const res = (await tx.execute(sql`
      WITH touched AS (
        SELECT DISTINCT order_id FROM bets WHERE id = ANY(${sql.param(betIds)}::bigint[])
      ), outcome AS (
        SELECT b.order_id,
          CASE WHEN bool_or(b.status = 'won') THEN 'won'
               WHEN bool_and(b.status = 'refunded') THEN 'refunded' ELSE 'lost' END AS status,
          sum(b.payout_fen) AS payout
        FROM bets b JOIN touched t ON t.order_id = b.order_id
        GROUP BY b.order_id
        HAVING NOT bool_or(b.status = 'pending')
      )
      UPDATE chase_issues ci SET status = o.status, payout_fen = o.payout
      FROM outcome o
      WHERE ci.order_id = o.order_id AND ci.status = 'placed'
      RETURNING ci.id, ci.chase_id, ci.user_id, ci.status, ci.payout_fen`)) as unknown as Rows<{
      id: number | string;
      chase_id: number | string;
      user_id: number;
      status: SettledChaseIssue['status'];
      payout_fen: number | string;
    }>;
    return res.rows
      .map((r) => ({
        id: Number(r.id),
        chaseId: Number(r.chase_id),
        userId: r.user_id,
        status: r.status,
        payoutFen: Number(r.payout_fen),
      }))
      .sort((a, b) => a.userId - b.userId || a.chaseId - b.chaseId);
  },
};
