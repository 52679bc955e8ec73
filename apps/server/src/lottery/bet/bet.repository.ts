import { and, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { creditCtes, debitCtes } from '../../money/index.ts';
import type { DbOrTx, Tx } from '../../platform/db/client.ts';
import { executeBuilt } from '../../platform/db/named-statement.ts';
import type { NamedQuery } from '../../platform/db/sql-template.ts';
import { type BetOrderRow, type BetRow, betOrders, bets } from './bet.schema.ts';

export type NewBetOrder = typeof betOrders.$inferInsert;
type Rows<T> = { rows: T[] };

export interface BetFilter {
  status?: string;
  gameId?: number;
  gameIds?: number[];
  from?: Date;
  /** Exclusive. */
  to?: Date;
}

export interface PlacedItem {
  gameType: string;
  play: string;
  option: string;
  amountFen: number;
  oddsHundredths: number;
}
export type PlacedRow = Pick<
  BetRow,
  'id' | 'orderId' | 'play' | 'option' | 'amountFen' | 'oddsHundredths' | 'status'
>;

/** What a slip statement is made of (betRepository.slipSql). */
export interface SlipParts {
  issueGuard: SQL;
  allowed: SQL[];
  order: NewBetOrder & { totalFen: number };
  items: PlacedItem[];
  memo: string;
}

/** One bet that left `pending` in a settlement batch. */
export interface SettledRow {
  id: number;
  userId: number;
  status: string;
  /** The stake. */
  amountFen: number;
  payoutFen: number;
}

type PlacedSqlRow = {
  id: number | string;
  order_id: number | string;
  play: string;
  option: string;
  amount_fen: number | string;
  odds_hundredths: number;
  status: BetRow['status'];
};
const placedRow = (r: PlacedSqlRow): PlacedRow => ({
  id: Number(r.id),
  orderId: Number(r.order_id),
  play: r.play,
  option: r.option,
  amountFen: Number(r.amount_fen),
  oddsHundredths: r.odds_hundredths,
  status: r.status,
});

/**
 * CTEs `o` (the order, from the issue of CTE `i`, while `allowed` holds and unless its
 * (userId, requestId) exists) and `b` (its bets, in item order).
 */
function orderCtes(order: NewBetOrder, items: PlacedItem[], allowed: SQL): SQL {
  const col = <K extends keyof PlacedItem>(k: K) => sql.param(items.map((i) => i[k]));
  const at = (order.createdAt ?? new Date()).toISOString();
  return sql`o AS (
      INSERT INTO bet_orders (user_id, game_id, issue_id, issue_no, request_id, total_fen, item_count, created_at)
      SELECT ${order.userId}, ${order.gameId}, i.id, ${order.issueNo}, ${order.requestId ?? null}, ${order.totalFen}, ${order.itemCount}, ${at}::timestamptz
      FROM i WHERE ${allowed}
      ON CONFLICT (user_id, request_id) DO NOTHING
      RETURNING id, issue_id
    ),
    b AS (
      INSERT INTO bets (order_id, user_id, game_id, game_type, issue_id, issue_no, play, option, amount_fen, odds_hundredths, created_at)
      SELECT o.id, ${order.userId}, ${order.gameId}, ${items[0]!.gameType}, o.issue_id, ${order.issueNo}, v.p, v.o, v.a, v.h, ${at}::timestamptz
      FROM o, unnest(${col('play')}::text[], ${col('option')}::text[], ${col('amountFen')}::bigint[], ${col('oddsHundredths')}::int[])
        WITH ORDINALITY AS v(p, o, a, h, n)
      ORDER BY v.n
      RETURNING id, order_id, play, option, amount_fen, odds_hundredths, status
    )`;
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
 * (settleBound: the batch's last key). Payout: floor(amount ×
 * odds / 100) when won, the stake when refunded, else 0. Only rows still pending change (exactly
 * once). Returns the changed rows.
 */
function settleUpdate(issueId: number, outcomes: Outcomes, at: Date, after: SettleCursor): SQL {
  // The batch is a range of the issue's pending bets in (player, id) order: (after, the limit-th
  // key after it]. Both bounds fall on the partial index (issue_id, user_id, id) WHERE pending, so
  // a batch reads its own index entries once (no lookup per id, no scan of the rest). In player
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

function where(userId: number, f: BetFilter): SQL | undefined {
  return and(
    eq(bets.userId, userId),
    f.status ? eq(bets.status, f.status as BetRow['status']) : undefined,
    f.gameId ? eq(bets.gameId, f.gameId) : undefined,
    f.gameIds ? inArray(bets.gameId, f.gameIds.length ? f.gameIds : [-1]) : undefined,
    f.from ? gte(bets.createdAt, f.from) : undefined,
    f.to ? lt(bets.createdAt, f.to) : undefined,
  );
}

export const betRepository = {
  async findOrderByRequest(db: DbOrTx, userId: number, requestId: string): Promise<BetOrderRow | undefined> {
    const [row] = await db
      .select()
      .from(betOrders)
      .where(and(eq(betOrders.userId, userId), eq(betOrders.requestId, requestId)))
      .limit(1);
    return row;
  },

  /**
   * Inserts a slip and its bets in one statement, only while `issueGuard` yields the issue (open,
   * locked FOR SHARE) and unless (userId, requestId) exists. Answers the new bets in item order,
   * or [] when the issue no longer takes bets or the requestId was used (the caller tells which).
   */
  async placeOrder(tx: Tx, issueGuard: SQL, order: NewBetOrder, items: PlacedItem[]): Promise<PlacedRow[]> {
    const res = (await tx.execute(sql`
      WITH i AS (${issueGuard}),
      ${orderCtes(order, items, sql`TRUE`)}
      SELECT * FROM b`)) as unknown as Rows<PlacedSqlRow>;
    return res.rows.map(placedRow).sort((a, b) => a.id - b.id);
  },

  /**
   * The whole slip in one statement, without a transaction around it: the order and its bets
   * while `issueGuard` yields the open issue (locked FOR SHARE) and `allowed` holds, unless
   * (userId, requestId) exists, and the debit of the whole stake with its ledger row (reference
   * `bet-order:<orderId>`, the money context's CTEs). Run it with placeOrderWithDebit.
   */
  slipSql(slip: SlipParts): SQL {
    const { issueGuard, order, items } = slip;
    const allowed = and(...slip.allowed) ?? sql`TRUE`;
    const debit = debitCtes({
      userId: order.userId,
      amountFen: order.totalFen,
      kind: 'bet',
      memo: slip.memo,
      source: 'o',
      reference: sql`'bet-order:' || o.id`,
    });
    return sql`
      WITH i AS (${issueGuard}),
      ${orderCtes(order, items, allowed)},
      ${debit}
      SELECT b.*, (SELECT balance_fen FROM wallet_debit) AS balance_fen FROM b`;
  },

  /**
   * Runs a slip statement (slipSql, built and named: slip-placement.ts builds its text once and
   * PostgreSQL plans it once per connection). Answers the bets in item order with the balance
   * after, or [] when nothing was written (the caller then takes the path that tells why). A
   * short balance fails the whole statement.
   */
  async placeOrderWithDebit(
    db: DbOrTx,
    slip: NamedQuery,
  ): Promise<{ rows: PlacedRow[]; balanceFen: number }> {
    const res = await executeBuilt<PlacedSqlRow & { balance_fen: number | string | null }>(
      db,
      slip.name,
      slip.query,
    );
    const balance = res.rows[0]?.balance_fen;
    if (res.rows.length > 0 && (balance === null || balance === undefined))
      throw new Error('bet slip placed without its debit'); // cannot happen: the debit reads `o`
    return { rows: res.rows.map(placedRow).sort((a, b) => a.id - b.id), balanceFen: Number(balance ?? 0) };
  },

  betsOfOrder(db: DbOrTx, orderId: number): Promise<BetRow[]> {
    return db.select().from(bets).where(eq(bets.orderId, orderId)).orderBy(bets.id);
  },

  findBets(db: DbOrTx, ids: number[]): Promise<BetRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return db.select().from(bets).where(inArray(bets.id, ids)).orderBy(bets.id);
  },

  async findBet(db: DbOrTx, id: number): Promise<BetRow | undefined> {
    const [row] = await db.select().from(bets).where(eq(bets.id, id)).limit(1);
    return row;
  },

  async page(db: DbOrTx, userId: number, f: BetFilter, page: number, limit: number) {
    const w = where(userId, f);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(bets)
        .where(w)
        .orderBy(desc(bets.id))
        .limit(limit)
        .offset((page - 1) * limit),
      db.select({ n: count() }).from(bets).where(w),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  /** A page of the bets of several players, newest first. */
  async pageOfUsers(db: DbOrTx, userIds: number[], page: number, limit: number) {
    if (userIds.length === 0) return { rows: [], total: 0 };
    const w = inArray(bets.userId, userIds);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(bets)
        .where(w)
        .orderBy(desc(bets.id))
        .limit(limit)
        .offset((page - 1) * limit),
      db.select({ n: count() }).from(bets).where(w),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  /** Won and lost bets settled since `from`, by id after `afterId` (sweeps that re-derive from settlement). */
  settledSince(db: DbOrTx, from: Date, afterId: number, limit: number) {
    return db
      .select({
        id: bets.id,
        userId: bets.userId,
        gameId: bets.gameId,
        issueNo: bets.issueNo,
        amountFen: bets.amountFen,
        status: bets.status,
      })
      .from(bets)
      .where(
        and(gte(bets.settledAt, from), inArray(bets.status, ['won', 'lost']), sql`${bets.id} > ${afterId}`),
      )
      .orderBy(bets.id)
      .limit(limit);
  },

  /** pending → cancelled for the player's own bet; undefined when it is not pending (or not theirs). */
  async markCancelled(tx: Tx, id: number, userId: number, at: Date): Promise<BetRow | undefined> {
    const [row] = await tx
      .update(bets)
      .set({ status: 'cancelled', settledAt: at })
      .where(and(eq(bets.id, id), eq(bets.userId, userId), eq(bets.status, 'pending')))
      .returning();
    return row;
  },

  /** Distinct (play, option) pairs still pending on an issue: settlement judges each pair once. */
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
      bound: string | [number, number, number] | null;
      more: boolean;
      changed: string | [Column<number>, Column<number>, Column<string>, Column<number>, Column<number>];
    }>;
    // The changed rows come back as one JSON value of a column each, not a row each: the drivers
    // (PGlite above all) parse a row field by field in JS, which cost more than the rest of a
    // batch's work here, and json_agg of each column costs the database half of a
    // json_build_array per row.
    const [result] = res.rows;
    if (!result) throw new Error('settlement statement returned nothing');
    if (Number(result.moves_n) !== Number(result.ledger_n))
      throw new Error(`issue ${issueId}: a player to be paid has no wallet`); // rolls the batch back
    const json = <T>(v: string | T): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
    const [ids, userIds, statuses, stakes, payouts] = json(result.changed);
    const rows: SettledRow[] = (ids ?? []).map((id, i) => ({
      id,
      userId: userIds![i]!,
      status: statuses![i]!,
      amountFen: stakes![i]!,
      payoutFen: payouts![i]!,
    }));
    const bound = result.bound === null ? null : json(result.bound);
    return {
      rows,
      inRange: bound ? Number(bound[2]) : 0,
      next: bound ? { userId: bound[0], id: bound[1] } : after,
      more: result.more === true,
    };
  },

  /** Σ stakes of a user's pending bets (fen). */
  async pendingFen(db: DbOrTx, userId: number): Promise<number> {
    const [row] = await db
      .select({ s: sql<string | number>`coalesce(sum(${bets.amountFen}), 0)` })
      .from(bets)
      .where(and(eq(bets.userId, userId), eq(bets.status, 'pending')));
    return Number(row?.s ?? 0);
  },

  /** Count, stakes and payouts of a user's bets grouped by game and status. */
  stats(db: DbOrTx, userId: number, f: BetFilter) {
    return db
      .select({
        gameId: bets.gameId,
        status: bets.status,
        n: count(),
        amount: sql<string | number>`coalesce(sum(${bets.amountFen}), 0)`,
        payout: sql<string | number>`coalesce(sum(${bets.payoutFen}), 0)`,
      })
      .from(bets)
      .where(where(userId, f))
      .groupBy(bets.gameId, bets.status);
  },

  /** Users with the largest profit (payout − stake) over bets settled in [from, to). */
  async topProfit(db: DbOrTx, from: Date, to: Date, limit: number) {
    const profit = sql<string | number>`sum(${bets.payoutFen} - ${bets.amountFen})`;
    const rows = await db
      .select({ userId: bets.userId, profit })
      .from(bets)
      .where(
        and(
          gte(bets.settledAt, from),
          lt(bets.settledAt, to),
          inArray(bets.status, ['won', 'lost', 'refunded']),
        ),
      )
      .groupBy(bets.userId)
      .having(sql`${profit} > 0`)
      .orderBy(desc(profit))
      .limit(limit);
    return rows.map((r) => ({ userId: r.userId, profitFen: Number(r.profit) }));
  },
};
