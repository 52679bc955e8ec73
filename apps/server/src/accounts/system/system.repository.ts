import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { errorReports, feedback, systemSettings } from './system.schema.ts';

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

  async insertErrorReport(db: DbOrTx, row: typeof errorReports.$inferInsert) {
    await db.insert(errorReports).values(row);
  },
};
