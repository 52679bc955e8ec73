import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { adminAuditLogs } from './admin.schema.ts';

export const adminRepository = {
  async insertAuditLog(db: DbOrTx, row: typeof adminAuditLogs.$inferInsert) {
    await db.insert(adminAuditLogs).values(row);
  },

  async listAuditLogs(
    db: DbOrTx,
    f: { adminUserId?: number; action?: string; target?: string },
    page: number,
    limit: number,
  ) {
    const where = and(
      f.adminUserId === undefined ? undefined : eq(adminAuditLogs.adminUserId, f.adminUserId),
      f.action ? eq(adminAuditLogs.action, f.action) : undefined,
      f.target ? eq(adminAuditLogs.target, f.target) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(adminAuditLogs)
        .where(where)
        .orderBy(desc(adminAuditLogs.id))
        .limit(limit)
        .offset((page - 1) * limit),
      db.select({ n: count() }).from(adminAuditLogs).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },
};
