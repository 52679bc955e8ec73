import { and, asc, count, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { shanghaiDayOf } from '../../platform/db/shanghai-day.ts';
import { type RechargeOrderRow, rechargeChannels, rechargeOrders } from './recharge.schema.ts';

type Status = RechargeOrderRow['status'];

export const rechargeRepository = {
  listChannels(db: DbOrTx) {
    return db.select().from(rechargeChannels).orderBy(asc(rechargeChannels.sort), asc(rechargeChannels.id));
  },

  async findChannel(db: DbOrTx, by: { id?: number; code?: string }) {
    const where =
      by.id !== undefined ? eq(rechargeChannels.id, by.id) : eq(rechargeChannels.code, by.code ?? '');
    const [row] = await db.select().from(rechargeChannels).where(where).limit(1);
    return row;
  },

  /** Creates or replaces the channel with this code. */
  async upsertChannel(db: DbOrTx, row: typeof rechargeChannels.$inferInsert) {
    const { code: _code, ...set } = row;
    const [saved] = await db
      .insert(rechargeChannels)
      .values(row)
      .onConflictDoUpdate({ target: rechargeChannels.code, set: { ...set, updatedAt: new Date() } })
      .returning();
    return saved!;
  },

  async insertOrder(db: DbOrTx, row: typeof rechargeOrders.$inferInsert) {
    const [saved] = await db.insert(rechargeOrders).values(row).returning();
    return saved!;
  },

  async findOrder(db: DbOrTx, id: number, userId?: number) {
    const [row] = await db
      .select()
      .from(rechargeOrders)
      .where(
        and(eq(rechargeOrders.id, id), userId === undefined ? undefined : eq(rechargeOrders.userId, userId)),
      )
      .limit(1);
    return row;
  },

  async findByRequest(db: DbOrTx, userId: number, requestId: string) {
    const [row] = await db
      .select()
      .from(rechargeOrders)
      .where(and(eq(rechargeOrders.userId, userId), eq(rechargeOrders.requestId, requestId)))
      .limit(1);
    return row;
  },

  async countPending(db: DbOrTx, userId: number, now: Date): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(rechargeOrders)
      .where(
        and(
          eq(rechargeOrders.userId, userId),
          eq(rechargeOrders.status, 'pending'),
          gt(rechargeOrders.expiresAt, now),
        ),
      );
    return row?.n ?? 0;
  },

  /**
   * Moves an order from one of `from` to `to` in one conditional UPDATE, so that of two concurrent
   * transitions exactly one wins. Answers the updated row, or undefined when the order was not in
   * `from` (or not the player's, or, with `unexpiredAt`, past its expiry).
   */
  async transition(
    db: DbOrTx,
    id: number,
    from: Status[],
    to: Status,
    opts: { userId?: number; unexpiredAt?: Date; set?: Partial<typeof rechargeOrders.$inferInsert> } = {},
  ) {
    const [row] = await db
      .update(rechargeOrders)
      .set({ ...opts.set, status: to, updatedAt: new Date() })
      .where(
        and(
          eq(rechargeOrders.id, id),
          inArray(rechargeOrders.status, from),
          opts.userId === undefined ? undefined : eq(rechargeOrders.userId, opts.userId),
          opts.unexpiredAt ? gt(rechargeOrders.expiresAt, opts.unexpiredAt) : undefined,
        ),
      )
      .returning();
    return row;
  },

  /** Marks pending orders past their expiry as expired (one player's, or all); answers how many. */
  async expireDue(db: DbOrTx, now: Date, userId?: number): Promise<number> {
    const rows = await db
      .update(rechargeOrders)
      .set({ status: 'expired', updatedAt: now })
      .where(
        and(
          eq(rechargeOrders.status, 'pending'),
          lte(rechargeOrders.expiresAt, now),
          userId === undefined ? undefined : eq(rechargeOrders.userId, userId),
        ),
      )
      .returning({ id: rechargeOrders.id });
    return rows.length;
  },

  /** Per Asia/Shanghai day since `from`: orders made, and of those completed, with amounts in fen. */
  dailyStats(db: DbOrTx, userId: number, from: Date) {
    const day = shanghaiDayOf(rechargeOrders.createdAt);
    return db
      .select({
        date: day,
        count: count(),
        amountFen: sql<number>`coalesce(sum(${rechargeOrders.amountFen}), 0)::bigint`,
        completedCount: sql<number>`(count(*) filter (where ${rechargeOrders.status} = 'completed'))::int`,
        completedFen: sql<number>`coalesce(sum(${rechargeOrders.amountFen}) filter (where ${rechargeOrders.status} = 'completed'), 0)::bigint`,
      })
      .from(rechargeOrders)
      .where(and(eq(rechargeOrders.userId, userId), gte(rechargeOrders.createdAt, from)))
      .groupBy(day);
  },
};
