import { OPERATOR_ROLES } from '@cailiao/contracts';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { oneOf } from '../../platform/db/constraints.ts';
import { users } from '../user/user.schema.ts';

/**
 * An operator of the console (issue 14): a person's identity (`users` row, so reviews and audit
 * rows keep their foreign keys) with a credential of its own, separate from any player password,
 * a role, and a TOTP second factor. `totpPendingSecret` holds a secret shown for enrolment until
 * the first code from it is confirmed; `totpLastStep` refuses a code used twice.
 */
export const operators = pgTable(
  'operators',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'restrict' }),
    role: text({ enum: OPERATOR_ROLES }).notNull(),
    passwordHash: text().notNull(),
    totpSecret: text(),
    totpPendingSecret: text(),
    totpLastStep: bigint({ mode: 'number' }),
    disabledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('operators_role_known', oneOf(t.role, OPERATOR_ROLES))],
);
export type OperatorRow = typeof operators.$inferSelect;

/** Console sessions: only the token's SHA-256 is stored; idle past the limit, a session is dead. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    tokenHash: text().primaryKey(),
    operatorId: integer()
      .notNull()
      .references(() => operators.userId, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp({ withTimezone: true }),
    ip: text(),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId)],
);
