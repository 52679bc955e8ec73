import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { type WithdrawOrderRow, withdrawOrders, withdrawPasswords } from './withdraw.schema.ts';

type Status = WithdrawOrderRow['status'];

export const withdrawRepository = {
  async insertOrder(db: DbOrTx, row: typeof withdrawOrders.$inferInsert) {
    const [saved] = await db.insert(withdrawOrders).values(row).returning();
    return saved!;
  },

  async findOrder(db: DbOrTx, id: number, userId?: number) {
    const [row] = await db
      .select()
      .from(withdrawOrders)
      .where(
        and(eq(withdrawOrders.id, id), userId === undefined ? undefined : eq(withdrawOrders.userId, userId)),
      )
      .limit(1);
    return row;
  },

  async findByRequest(db: DbOrTx, userId: number, requestId: string) {
    const [row] = await db
      .select()
      .from(withdrawOrders)
      .where(and(eq(withdrawOrders.userId, userId), eq(withdrawOrders.requestId, requestId)))
      .limit(1);
    return row;
  },

  /** Orders of the player since `since` in the given statuses (the daily count). */
  async countSince(db: DbOrTx, userId: number, since: Date, statuses: Status[]): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(withdrawOrders)
      .where(
        and(
          eq(withdrawOrders.userId, userId),
          gte(withdrawOrders.createdAt, since),
          inArray(withdrawOrders.status, statuses),
        ),
      );
    return row?.n ?? 0;
  },

  /** Conditional status change: of two concurrent transitions of one order exactly one wins. */
  async transition(
    db: DbOrTx,
    id: number,
    from: Status,
    to: Status,
    opts: { userId?: number; set?: Partial<typeof withdrawOrders.$inferInsert> } = {},
  ) {
    const [row] = await db
      .update(withdrawOrders)
      .set({ ...opts.set, status: to, updatedAt: new Date() })
      .where(
        and(
          eq(withdrawOrders.id, id),
          eq(withdrawOrders.status, from),
          opts.userId === undefined ? undefined : eq(withdrawOrders.userId, opts.userId),
        ),
      )
      .returning();
    return row;
  },

  async findPassword(db: DbOrTx, userId: number) {
    const [row] = await db
      .select()
      .from(withdrawPasswords)
      .where(eq(withdrawPasswords.userId, userId))
      .limit(1);
    return row;
  },

  /** Stores the first password; answers false when one already exists. */
  async insertPassword(db: DbOrTx, userId: number, passwordHash: string): Promise<boolean> {
    const rows = await db
      .insert(withdrawPasswords)
      .values({ userId, passwordHash })
      .onConflictDoNothing()
      .returning({ userId: withdrawPasswords.userId });
    return rows.length > 0;
  },

  async replacePassword(db: DbOrTx, userId: number, passwordHash: string) {
    await db
      .update(withdrawPasswords)
      .set({ passwordHash, failedAttempts: 0, lockedUntil: null, updatedAt: new Date() })
      .where(eq(withdrawPasswords.userId, userId));
  },

  async resetAttempts(db: DbOrTx, userId: number) {
    await db
      .update(withdrawPasswords)
      .set({ failedAttempts: 0, lockedUntil: null, updatedAt: new Date() })
      .where(eq(withdrawPasswords.userId, userId));
  },

  /**
   * Counts one wrong try in a single statement (no read-modify-write race between parallel
   * requests). An expired lock starts a fresh count; reaching `max` locks until `lockUntil`.
   */
  async recordFailure(db: DbOrTx, userId: number, now: Date, lockUntil: Date, max: number) {
    const t = withdrawPasswords;
    const nowTs = sql`${now.toISOString()}::timestamptz`;
    const expired = sql`(${t.lockedUntil} IS NOT NULL AND ${t.lockedUntil} <= ${nowTs})`;
    const next = sql`(CASE WHEN ${expired} THEN 1 ELSE ${t.failedAttempts} + 1 END)`;
    const [row] = await db
      .update(t)
      .set({
        failedAttempts: next,
        lockedUntil: sql`CASE WHEN ${t.lockedUntil} > ${nowTs} THEN ${t.lockedUntil}
          WHEN ${next} >= ${max} THEN ${lockUntil.toISOString()}::timestamptz ELSE NULL END`,
        updatedAt: now,
      })
      .where(eq(t.userId, userId))
      .returning({ failedAttempts: t.failedAttempts, lockedUntil: t.lockedUntil });
    return row;
  },
};
