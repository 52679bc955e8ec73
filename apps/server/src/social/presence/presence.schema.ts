import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per open socket on any server process. A user is online while at least one row of theirs
 * has not expired; each process refreshes the rows of its sockets, so the rows of a process that
 * died expire on their own (and a sweep announces those users offline).
 */
export const presenceConnections = pgTable(
  'presence_connections',
  {
    id: text().primaryKey(),
    userId: integer().notNull(),
    instanceId: text().notNull(),
    connectedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('presence_connections_user_idx').on(t.userId, t.expiresAt),
    index('presence_connections_instance_idx').on(t.instanceId),
    index('presence_connections_expires_idx').on(t.expiresAt),
  ],
);

/** The status a user chose (PUT online-status) and when they were last seen. */
export const userPresence = pgTable('user_presence', {
  userId: integer().primaryKey(),
  status: text({ enum: ['online', 'busy', 'away', 'offline'] })
    .notNull()
    .default('online'),
  lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
