import { and, count, desc, eq, getTableColumns, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { users } from '../user/user.schema.ts';
import { errorReports, feedback, systemSettings } from './system.schema.ts';

const feedbackWithAuthor = { ...getTableColumns(feedback), username: users.username };
export type FeedbackWithAuthor = typeof feedback.$inferSelect & { username: string | null };

export const systemRepository = {
  async getSetting<T>(db: DbOrTx, key: string): Promise<T | undefined> {
    const [row] = await db.select().from(systemSettings).where(eq(systemSettings.key, key)).limit(1);
    return row?.value as T | undefined;
  },

  async putSetting(db: DbOrTx, key: string, value: unknown) {
    await db
      .insert(systemSettings)
      .values({ key, value })
      .onConflictDoUpdate({ target: systemSettings.key, set: { value, updatedAt: new Date() } });
  },

  async insertFeedback(db: DbOrTx, row: typeof feedback.$inferInsert) {
    const [r] = await db.insert(feedback).values(row).returning({ id: feedback.id });
    return r!.id;
  },

  /** Feedback newest first, with its author's username; `handled` filters open or handled ones. */
  async listFeedback(db: DbOrTx, q: { handled?: boolean; page: number; limit: number }) {
    const where =
      q.handled === undefined
        ? undefined
        : q.handled
          ? isNotNull(feedback.handledAt)
          : isNull(feedback.handledAt);
    const [rows, [total]] = await Promise.all([
      db
        .select(feedbackWithAuthor)
        .from(feedback)
        .leftJoin(users, eq(users.id, feedback.userId))
        .where(where)
        .orderBy(desc(feedback.id))
        .limit(q.limit)
        .offset((q.page - 1) * q.limit),
      db.select({ n: count() }).from(feedback).where(where),
    ]);
    return { rows: rows as FeedbackWithAuthor[], total: total?.n ?? 0 };
  },

  async findFeedback(db: DbOrTx, id: number): Promise<FeedbackWithAuthor | undefined> {
    const [row] = await db
      .select(feedbackWithAuthor)
      .from(feedback)
      .leftJoin(users, eq(users.id, feedback.userId))
      .where(eq(feedback.id, id));
    return row as FeedbackWithAuthor | undefined;
  },

  /** Marks open feedback handled; answers the row, or undefined when it is missing or already handled. */
  async markFeedbackHandled(db: DbOrTx, id: number, by: number, reply: string | null, at: Date) {
    const [row] = await db
      .update(feedback)
      .set({ handledAt: at, handledBy: by, reply })
      .where(and(eq(feedback.id, id), isNull(feedback.handledAt)))
      .returning();
    return row;
  },

  async insertErrorReport(db: DbOrTx, row: typeof errorReports.$inferInsert) {
    await db.insert(errorReports).values(row);
  },
};
