import { and, count, desc, eq, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { users } from '../../accounts/index.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { noticeReads, notices, type PlayerMessageRow, playerMessages } from './messages.schema.ts';

export type NewPlayerMessage = typeof playerMessages.$inferInsert;

export const messagesRepository = {
  /** Inserts a message unless its dedupe key exists; answers the new row or undefined. */
  async insertMessage(db: DbOrTx, row: NewPlayerMessage): Promise<PlayerMessageRow | undefined> {
    const [created] = await db
      .insert(playerMessages)
      .values(row)
      .onConflictDoNothing({ target: playerMessages.dedupeKey })
      .returning();
    return created;
  },

  async listMessages(
    db: DbOrTx,
    userId: number,
    f: { isRead?: boolean; kind?: PlayerMessageRow['kind'] },
    page: number,
    limit: number,
  ) {
    const where = and(
      eq(playerMessages.userId, userId),
      f.isRead === undefined ? undefined : eq(playerMessages.isRead, f.isRead),
      f.kind ? eq(playerMessages.kind, f.kind) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(playerMessages)
        .where(where)
        .orderBy(desc(playerMessages.id))
        .limit(limit)
        .offset((page - 1) * limit),
      db.select({ n: count() }).from(playerMessages).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  async findMessage(db: DbOrTx, userId: number, id: number): Promise<PlayerMessageRow | undefined> {
    const [row] = await db
      .select()
      .from(playerMessages)
      .where(and(eq(playerMessages.id, id), eq(playerMessages.userId, userId)));
    return row;
  },

  /** Marks the user's unread messages read (those of `ids`, or all); answers how many changed. */
  async markRead(db: DbOrTx, userId: number, ids: number[] | undefined, at: Date): Promise<number> {
    const rows = await db
      .update(playerMessages)
      .set({ isRead: true, readAt: at })
      .where(
        and(
          eq(playerMessages.userId, userId),
          eq(playerMessages.isRead, false),
          ids ? inArray(playerMessages.id, ids.length ? ids : [-1]) : undefined,
        ),
      )
      .returning({ id: playerMessages.id });
    return rows.length;
  },

  async unreadMessages(db: DbOrTx, userId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(playerMessages)
      .where(and(eq(playerMessages.userId, userId), eq(playerMessages.isRead, false)));
    return row?.n ?? 0;
  },

  /** One system message to every player, in one statement; answers how many were written. */
  async insertForEveryone(db: DbOrTx, m: { title: string; content: string; createdAt: Date }) {
    const result = await db.execute(sql`
      INSERT INTO ${playerMessages} (${sql.identifier('user_id')}, kind, title, content, ${sql.identifier('created_at')})
      SELECT ${users.id}, 'system', ${m.title}, ${m.content}, ${m.createdAt.toISOString()}::timestamptz FROM ${users}`);
    // node-postgres says rowCount, PGlite affectedRows.
    const counted = result as { rowCount?: number | null; affectedRows?: number };
    return Number(counted.rowCount ?? counted.affectedRows ?? 0);
  },

  // ---- notices

  /** Every notice, newest first, for the console. */
  async adminNotices(db: DbOrTx, page: number, limit: number) {
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(notices)
        .orderBy(desc(notices.publishedAt), desc(notices.id))
        .limit(limit)
        .offset((page - 1) * limit),
      db.select({ n: count() }).from(notices),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  async updateNotice(db: DbOrTx, id: number, set: Partial<typeof notices.$inferInsert>) {
    const [row] = await db.update(notices).set(set).where(eq(notices.id, id)).returning();
    return row;
  },

  /** Deletes a notice and who read it; answers whether it existed. */
  async deleteNotice(db: DbOrTx, id: number): Promise<boolean> {
    await db.delete(noticeReads).where(eq(noticeReads.noticeId, id));
    const rows = await db.delete(notices).where(eq(notices.id, id)).returning({ id: notices.id });
    return rows.length > 0;
  },

  async insertNotice(db: DbOrTx, row: typeof notices.$inferInsert) {
    const [created] = await db.insert(notices).values(row).returning();
    return created!;
  },

  /** Published, enabled notices with whether `userId` read each (false for a guest). */
  async listNotices(
    db: DbOrTx,
    userId: number | null,
    f: { popup?: boolean; isRead?: boolean },
    at: Date,
    page: number,
    limit: number,
  ) {
    const readJoin = and(eq(noticeReads.noticeId, notices.id), eq(noticeReads.userId, userId ?? -1));
    const conditions: (SQL | undefined)[] = [
      eq(notices.enabled, true),
      lte(notices.publishedAt, at),
      f.popup === undefined ? undefined : eq(notices.isPopup, f.popup),
    ];
    if (f.isRead === false) conditions.push(isNull(noticeReads.userId));
    if (f.isRead === true) conditions.push(sql`${noticeReads.userId} IS NOT NULL`);
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      db
        .select({ notice: notices, readAt: noticeReads.readAt })
        .from(notices)
        .leftJoin(noticeReads, readJoin)
        .where(where)
        .orderBy(desc(notices.publishedAt), desc(notices.id))
        .limit(limit)
        .offset((page - 1) * limit),
      db.select({ n: count() }).from(notices).leftJoin(noticeReads, readJoin).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  async findNotice(db: DbOrTx, userId: number | null, id: number, at: Date) {
    const [row] = await db
      .select({ notice: notices, readAt: noticeReads.readAt })
      .from(notices)
      .leftJoin(noticeReads, and(eq(noticeReads.noticeId, notices.id), eq(noticeReads.userId, userId ?? -1)))
      .where(and(eq(notices.id, id), eq(notices.enabled, true), lte(notices.publishedAt, at)));
    return row;
  },

  async markNoticeRead(db: DbOrTx, userId: number, noticeId: number): Promise<void> {
    await db.insert(noticeReads).values({ noticeId, userId }).onConflictDoNothing();
  },

  async unreadNotices(db: DbOrTx, userId: number, at: Date): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(notices)
      .leftJoin(noticeReads, and(eq(noticeReads.noticeId, notices.id), eq(noticeReads.userId, userId)))
      .where(and(eq(notices.enabled, true), lte(notices.publishedAt, at), isNull(noticeReads.userId)));
    return row?.n ?? 0;
  },
};
