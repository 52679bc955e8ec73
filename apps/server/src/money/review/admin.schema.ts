import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../accounts/index.ts';

/**
 * Every call to /api/admin/...: who, what, on which target (its row before and after), with which
 * body, from where, and the outcome.
 */
export const adminAuditLogs = pgTable(
  'admin_audit_logs',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    /**
     * Null when the caller was not authenticated (the attempt is still recorded). The log is
     * history: an operator with entries cannot be deleted (RESTRICT).
     */
    adminUserId: integer().references(() => users.id, { onDelete: 'restrict' }),
    action: text().notNull(),
    method: text().notNull(),
    path: text().notNull(),
    target: text(),
    payload: jsonb(),
    /** The target row before and after a change (secrets redacted); null for reads and refusals. */
    before: jsonb(),
    after: jsonb(),
    ip: text(),
    statusCode: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_logs_time_idx').on(t.createdAt),
    index('admin_audit_logs_admin_idx').on(t.adminUserId, t.id),
  ],
);
export type AdminAuditLogRow = typeof adminAuditLogs.$inferSelect;
