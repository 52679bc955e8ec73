import { SMS_PURPOSES } from '@cailiao/contracts';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { oneOf } from '../../platform/db/constraints.ts';
import { users } from '../user/user.schema.ts';

/**
 * Bearer sessions. Only the SHA-256 of a token is stored, so a database leak yields no tokens.
 * A session is login state, not history: it goes with its user (cascade).
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    ip: text(),
    userAgent: text(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Single-use tickets of socket connections: the SHA-256 of the ticket, the session it stands for
 * (it dies with it) and a short expiry. Consumed by a DELETE, so a ticket opens one socket on one
 * process, whichever process issued it.
 */
export const socketTickets = pgTable(
  'socket_tickets',
  {
    ticketHash: text().primaryKey(),
    tokenHash: text()
      .notNull()
      .references(() => sessions.tokenHash, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('socket_tickets_token_idx').on(t.tokenHash),
    index('socket_tickets_expiry_idx').on(t.expiresAt),
  ],
);

export const captchas = pgTable('captchas', {
  id: text().primaryKey(),
  codeHash: text().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  used: boolean().notNull().default(false),
});

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: text().primaryKey(),
    phone: text().notNull(),
    purpose: text({ enum: SMS_PURPOSES }).notNull(),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('sms_codes_phone_idx').on(t.phone, t.purpose),
    check('sms_codes_purpose_known', oneOf(t.purpose, SMS_PURPOSES)),
  ],
);
