import { LOGIN_OUTCOMES } from '@cailiao/contracts';
import { bigserial, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { oneOf } from '../../platform/db/constraints.ts';
import { users } from '../user/user.schema.ts';

/**
 * Login history of players (the console's 登录记录): one row per password check of a known
 * username, success or not and why. Unknown usernames leave no row (nobody to show it to, and a
 * guesser could otherwise fill the table). Written by the login path with one insert; it goes with
 * its user like the sessions.
 */
export const loginEvents = pgTable(
  'login_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ip: text(),
    userAgent: text(),
    outcome: text({ enum: LOGIN_OUTCOMES }).notNull(),
  },
  (t) => [
    index('login_events_user_idx').on(t.userId, t.id),
    check('login_events_outcome_known', oneOf(t.outcome, LOGIN_OUTCOMES)),
  ],
);
export type LoginEventRow = typeof loginEvents.$inferSelect;
