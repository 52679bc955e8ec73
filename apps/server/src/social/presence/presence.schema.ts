import { PRESENCE_STATUSES } from '@cailiao/contracts';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../accounts/index.ts';
import { oneOf } from '../../platform/db/constraints.ts';

/**
 * One row per open socket on any server process. A user is online while at least one row of theirs
 * has not expired; each process refreshes the rows of its sockets, so the rows of a process that
 * died expire on their own (and a sweep announces those users offline). Presence is live state of
 * a user: both tables go with their user (cascade).
 */
export const presenceConnections = pgTable(
  'presence_connections',
  {
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
export const userPresence = pgTable(
  'user_presence',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text({ enum: PRESENCE_STATUSES }).notNull().default('online'),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('user_presence_status_known', oneOf(t.status, PRESENCE_STATUSES))],
);
