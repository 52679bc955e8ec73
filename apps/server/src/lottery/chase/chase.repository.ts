import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
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

/**
 * Chases as records: created with their issues, found, listed with their counts, their money
 * totals and their end. Their issues' way through the draws is chase-issue.repository.ts.
 */
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
