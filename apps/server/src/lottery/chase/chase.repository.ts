import { and, asc, count, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../platform/db/client.ts';
import { bets } from '../bet/bet.schema.ts';
import {
  type CHASE_END_REASONS,
  type ChaseIssueRow,
  type ChaseRow,
  chaseIssues,
  chases,
} from './chase.schema.ts';

export type NewChase = typeof chases.$inferInsert;
export type NewChaseIssue = typeof chaseIssues.$inferInsert;
export type ChaseEndReason = (typeof CHASE_END_REASONS)[number];
type Rows<T> = { rows: T[] };

/** A placed chase issue whose order has just settled, with what its bets came to. */
export interface SettledChaseIssue {
  id: number;
  chaseId: number;
  userId: number;
  status: 'won' | 'lost' | 'refunded';
  payoutFen: number;
}

export const chaseRepository = {
  /** The new chase's id, or undefined when (userId, requestId) exists already. */
  async insert(tx: Tx, chase: NewChase): Promise<number | undefined> {
    const [row] = await tx.insert(chases).values(chase).onConflictDoNothing().returning({ id: chases.id });
    return row?.id;
  },

  async insertIssues(tx: Tx, rows: NewChaseIssue[]): Promise<void> {
    await tx.insert(chaseIssues).values(rows);
  },

  async findByRequest(db: DbOrTx, userId: number, requestId: string): Promise<ChaseRow | undefined> {
    const [row] = await db
      .select()
      .from(chases)
      .where(and(eq(chases.userId, userId), eq(chases.requestId, requestId)))
      .limit(1);
    return row;
  },

  async find(db: DbOrTx, id: number): Promise<ChaseRow | undefined> {
    const [row] = await db.select().from(chases).where(eq(chases.id, id)).limit(1);
    return row;
  },

  issuesOf(db: DbOrTx, chaseId: number): Promise<ChaseIssueRow[]> {
    return db
      .select()
      .from(chaseIssues)
      .where(eq(chaseIssues.chaseId, chaseId))
      .orderBy(asc(chaseIssues.position));
  },

  async page(
    db: DbOrTx,
    userId: number,
    status: ChaseRow['status'] | undefined,
    page: number,
    limit: number,
  ) {
    const where = and(eq(chases.userId, userId), status ? eq(chases.status, status) : undefined);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(chases)
        .where(where)
        .orderBy(desc(chases.id))
        .limit(limit)
        .offset((page - 1) * limit),
      db.select({ n: count() }).from(chases).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  /** Issues counted per chase (issueCount, placedCount) for a page of chases. */
  async counts(db: DbOrTx, chaseIds: number[]) {
    if (chaseIds.length === 0) return new Map<number, { issues: number; placed: number }>();
    const rows = await db
      .select({
        chaseId: chaseIssues.chaseId,
        issues: count(),
        placed: sql<number>`count(${chaseIssues.orderId})::int`,
      })
      .from(chaseIssues)
      .where(inArray(chaseIssues.chaseId, chaseIds))
      .groupBy(chaseIssues.chaseId);
    return new Map(rows.map((r) => [r.chaseId, { issues: r.issues, placed: r.placed }]));
  },

  /** Waiting issues of a game's issue, the next batch to place. */
  waitingFor(
    db: DbOrTx,
    gameId: number,
    issueNo: string,
    afterId: number,
    limit: number,
  ): Promise<ChaseIssueRow[]> {
    return db
      .select()
      .from(chaseIssues)
      .where(
        and(
          eq(chaseIssues.gameId, gameId),
          eq(chaseIssues.issueNo, issueNo),
          eq(chaseIssues.status, 'waiting'),
          gt(chaseIssues.id, afterId),
        ),
      )
      .orderBy(asc(chaseIssues.id))
      .limit(limit);
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

  async markPlaced(tx: Tx, id: number, orderId: number): Promise<void> {
    await tx.update(chaseIssues).set({ status: 'placed', orderId }).where(eq(chaseIssues.id, id));
  },

  /** Locks the chase row and adds to what it staked, released and won. */
  async addMoney(
    tx: Tx,
    chaseId: number,
    delta: { placedFen?: number; releasedFen?: number; wonFen?: number },
  ) {
    const [row] = await tx
      .update(chases)
      .set({
        placedFen: sql`${chases.placedFen} + ${delta.placedFen ?? 0}`,
        releasedFen: sql`${chases.releasedFen} + ${delta.releasedFen ?? 0}`,
        wonFen: sql`${chases.wonFen} + ${delta.wonFen ?? 0}`,
      })
      .where(eq(chases.id, chaseId))
      .returning();
    return row!;
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

  /** Ends a running chase once none of its issues waits; answers the chase when it ended now. */
  async endIfDone(tx: Tx, chaseId: number, reason: ChaseEndReason, at: Date, detail: string | null = null) {
    const [row] = await tx
      .update(chases)
      .set({
        status: reason === 'cancelled' ? 'cancelled' : 'finished',
        endReason: reason,
        endDetail: detail,
        endedAt: at,
      })
      .where(
        and(
          eq(chases.id, chaseId),
          eq(chases.status, 'running'),
          sql`NOT EXISTS (SELECT 1 FROM chase_issues WHERE chase_id = ${chaseId} AND status = 'waiting')`,
        ),
      )
      .returning();
    return row;
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

  /** chaseId of each of these orders that a chase placed. */
  async chaseOfOrders(db: DbOrTx, orderIds: number[]): Promise<Map<number, number>> {
    if (orderIds.length === 0) return new Map();
    const rows = await db
      .select({ orderId: chaseIssues.orderId, chaseId: chaseIssues.chaseId })
      .from(chaseIssues)
      .where(inArray(chaseIssues.orderId, orderIds));
    return new Map(rows.map((r) => [r.orderId!, r.chaseId]));
  },

  /** The bet ids of each order, for a chase's issues. */
  async betIdsOfOrders(db: DbOrTx, orderIds: number[]): Promise<Map<number, number[]>> {
    const out = new Map<number, number[]>();
    if (orderIds.length === 0) return out;
    const rows = await db
      .select({ id: bets.id, orderId: bets.orderId })
      .from(bets)
      .where(inArray(bets.orderId, orderIds))
      .orderBy(asc(bets.id));
    for (const r of rows) out.set(r.orderId, [...(out.get(r.orderId) ?? []), r.id]);
    return out;
  },
};
