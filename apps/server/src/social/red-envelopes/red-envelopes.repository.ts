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
   * Gives `userId` the first share nobody holds. Called under the envelope's row lock (`lock`), so
   * grabs of one envelope take turns and this statement's snapshot, taken after that lock, sees
   * every grab before it. A second share for the same user violates the unique index. Answers the
   * share in fen, or undefined when none is left.
   */
  async takeShare(tx: DbOrTx, envelopeId: number, userId: number, at: Date) {
    // No FOR UPDATE SKIP LOCKED here: grabs that skipped one another's shares could still lock
    // rows whose new version they then rejected, and such stray locks deadlocked concurrent grabs.
    const result = (await tx.execute(sql`
      UPDATE red_envelope_shares SET grabbed_by = ${userId}, grabbed_at = ${at.toISOString()}::timestamptz
      WHERE (envelope_id, position) = (
        SELECT envelope_id, position FROM red_envelope_shares
        WHERE envelope_id = ${envelopeId} AND grabbed_by IS NULL
        ORDER BY position LIMIT 1
      )
      RETURNING amount_fen
    `)) as unknown as { rows: { amount_fen: number | string }[] };
    const row = result.rows[0];
    return row ? Number(row.amount_fen) : undefined;
  },

  /**
   * Counts a taken share on its envelope, if the envelope is still active and within its 24 hours
   * (undefined otherwise: the caller rolls back). Runs under the envelope's row lock, which the
   * refund job takes too, so a share is either counted here or refunded there, never both.
   */
  async countGrab(tx: DbOrTx, envelopeId: number, amountFen: number, at: Date) {
    const result = (await tx.execute(sql`
      UPDATE red_envelopes SET
        remain_count = remain_count - 1,
        remain_fen = remain_fen - ${amountFen},
        status = CASE WHEN remain_count = 1 THEN 'finished' ELSE 'active' END,
        finished_at = CASE WHEN remain_count = 1 THEN ${at.toISOString()}::timestamptz ELSE NULL END
      WHERE id = ${envelopeId} AND status = 'active' AND expires_at > ${at.toISOString()}::timestamptz
      RETURNING remain_count, remain_fen
    `)) as unknown as { rows: { remain_count: number; remain_fen: number | string }[] };
    const row = result.rows[0];
    return row ? { remainCount: Number(row.remain_count), remainFen: Number(row.remain_fen) } : undefined;
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
  async due(db: DbOrTx, at: Date, limit: number): Promise<{ id: number }[]> {
    return db
      .select({ id: redEnvelopes.id })
      .from(redEnvelopes)
      .where(and(eq(redEnvelopes.status, 'active'), lte(redEnvelopes.expiresAt, at)))
      .orderBy(asc(redEnvelopes.expiresAt))
      .limit(limit);
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
