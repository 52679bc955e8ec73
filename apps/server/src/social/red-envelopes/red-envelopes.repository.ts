import { and, asc, count, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import { users } from '../../accounts/index.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { type RedEnvelopeRow, redEnvelopeShares, redEnvelopes } from './red-envelopes.schema.ts';

export const redEnvelopesRepository = {
  async insert(tx: DbOrTx, row: typeof redEnvelopes.$inferInsert): Promise<RedEnvelopeRow> {
    const [created] = await tx.insert(redEnvelopes).values(row).returning();
    return created!;
  },

  async insertShares(tx: DbOrTx, envelopeId: number, sharesFen: number[]) {
    await tx
      .insert(redEnvelopeShares)
      .values(sharesFen.map((amountFen, position) => ({ envelopeId, position, amountFen })));
  },

  async setMessage(tx: DbOrTx, id: number, messageId: number) {
    await tx.update(redEnvelopes).set({ messageId }).where(eq(redEnvelopes.id, id));
  },

  async findById(db: DbOrTx, id: number): Promise<RedEnvelopeRow | undefined> {
    const [row] = await db.select().from(redEnvelopes).where(eq(redEnvelopes.id, id)).limit(1);
    return row;
  },

  async lock(tx: DbOrTx, id: number): Promise<RedEnvelopeRow | undefined> {
    const [row] = await tx.select().from(redEnvelopes).where(eq(redEnvelopes.id, id)).for('update').limit(1);
    return row;
  },

  async findByRequest(db: DbOrTx, senderId: number, requestId: string) {
    const [row] = await db
      .select()
      .from(redEnvelopes)
      .where(and(eq(redEnvelopes.senderId, senderId), eq(redEnvelopes.requestId, requestId)))
      .limit(1);
    return row;
  },

  /** The share `userId` took from an envelope, in fen, or undefined. */
  async shareOf(db: DbOrTx, envelopeId: number, userId: number): Promise<number | undefined> {
    const [row] = await db
      .select({ amountFen: redEnvelopeShares.amountFen })
      .from(redEnvelopeShares)
      .where(and(eq(redEnvelopeShares.envelopeId, envelopeId), eq(redEnvelopeShares.grabbedBy, userId)))
      .limit(1);
    return row?.amountFen;
  },

  /**
   * Hands the share at `position` to `userId` (the caller holds the envelope's lock, so positions
   * go out in order). A second share for the same user violates the unique index.
   */
  async takeShare(tx: DbOrTx, envelopeId: number, position: number, userId: number, at: Date) {
    const [row] = await tx
      .update(redEnvelopeShares)
      .set({ grabbedBy: userId, grabbedAt: at })
      .where(
        and(
          eq(redEnvelopeShares.envelopeId, envelopeId),
          eq(redEnvelopeShares.position, position),
          sql`${redEnvelopeShares.grabbedBy} is null`,
        ),
      )
      .returning({ amountFen: redEnvelopeShares.amountFen });
    return row?.amountFen;
  },

  async afterGrab(tx: DbOrTx, id: number, amountFen: number, at: Date) {
    const [row] = await tx
      .update(redEnvelopes)
      .set({
        remainCount: sql`${redEnvelopes.remainCount} - 1`,
        remainFen: sql`${redEnvelopes.remainFen} - ${amountFen}`,
        status: sql`case when ${redEnvelopes.remainCount} = 1 then 'finished' else 'active' end`,
        finishedAt: sql`case when ${redEnvelopes.remainCount} = 1 then ${at.toISOString()}::timestamptz else null end`,
      })
      .where(eq(redEnvelopes.id, id))
      .returning();
    return row!;
  },

  async markRefunded(tx: DbOrTx, id: number, at: Date) {
    const [row] = await tx
      .update(redEnvelopes)
      .set({ status: 'expired', refundedFen: sql`${redEnvelopes.remainFen}`, refundedAt: at })
      .where(and(eq(redEnvelopes.id, id), eq(redEnvelopes.status, 'active')))
      .returning();
    return row;
  },

  /** Active envelopes whose 24 hours have passed, oldest first. */
  async dueIds(db: DbOrTx, at: Date, limit: number): Promise<number[]> {
    const rows = await db
      .select({ id: redEnvelopes.id })
      .from(redEnvelopes)
      .where(and(eq(redEnvelopes.status, 'active'), lte(redEnvelopes.expiresAt, at)))
      .orderBy(asc(redEnvelopes.expiresAt))
      .limit(limit);
    return rows.map((r) => r.id);
  },

  /** Grabbed shares with the grabber's public face, first grab first. */
  async records(db: DbOrTx, envelopeId: number) {
    return db
      .select({
        userId: users.id,
        nickname: users.nickname,
        avatar: users.avatar,
        amountFen: redEnvelopeShares.amountFen,
        grabbedAt: redEnvelopeShares.grabbedAt,
      })
      .from(redEnvelopeShares)
      .innerJoin(users, eq(users.id, redEnvelopeShares.grabbedBy))
      .where(and(eq(redEnvelopeShares.envelopeId, envelopeId), isNotNull(redEnvelopeShares.grabbedBy)))
      .orderBy(asc(redEnvelopeShares.grabbedAt), asc(redEnvelopeShares.position));
  },

  async sentBy(db: DbOrTx, senderId: number, limit: number, offset: number) {
    const list = await db
      .select()
      .from(redEnvelopes)
      .where(eq(redEnvelopes.senderId, senderId))
      .orderBy(desc(redEnvelopes.id))
      .limit(limit)
      .offset(offset);
    const [total] = await db
      .select({ n: count() })
      .from(redEnvelopes)
      .where(eq(redEnvelopes.senderId, senderId));
    return {
      list: list.map((envelope) => ({ envelope, myFen: null as number | null })),
      total: total?.n ?? 0,
    };
  },

  async grabbedBy(db: DbOrTx, userId: number, limit: number, offset: number) {
    const rows = await db
      .select({ envelope: redEnvelopes, myFen: redEnvelopeShares.amountFen })
      .from(redEnvelopeShares)
      .innerJoin(redEnvelopes, eq(redEnvelopes.id, redEnvelopeShares.envelopeId))
      .where(eq(redEnvelopeShares.grabbedBy, userId))
      .orderBy(desc(redEnvelopeShares.grabbedAt))
      .limit(limit)
      .offset(offset);
    const [total] = await db
      .select({ n: count() })
      .from(redEnvelopeShares)
      .where(eq(redEnvelopeShares.grabbedBy, userId));
    return { list: rows, total: total?.n ?? 0 };
  },

  /** Σ of the shares of an envelope that nobody took, in fen (checks). */
  async untakenFen(db: DbOrTx, envelopeId: number): Promise<number> {
    const [row] = await db
      .select({ s: sql<number>`coalesce(sum(${redEnvelopeShares.amountFen}), 0)::bigint` })
      .from(redEnvelopeShares)
      .where(and(eq(redEnvelopeShares.envelopeId, envelopeId), sql`${redEnvelopeShares.grabbedBy} is null`));
    return Number(row?.s ?? 0);
  },
};
