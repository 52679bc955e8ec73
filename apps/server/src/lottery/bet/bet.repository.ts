import { and, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { debitCtes } from '../../money/index.ts';
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
