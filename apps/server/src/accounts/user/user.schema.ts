import { USER_ROLES, USER_STATUSES } from '@cailiao/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { allOneOf, oneOf } from '../../platform/db/constraints.ts';

/**
 * Players and operators. Rows are never deleted (a user is disabled instead): money and history
 * rows of every context refer to them with ON DELETE RESTRICT, so a delete fails while any remain.
 */
export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    username: text().notNull(),
    passwordHash: text().notNull(),
    nickname: text().notNull(),
    avatar: text(),
    inviteCode: text().notNull(),
    /** The user whose invite code this user registered with (referral), set once at registration. */
    invitedBy: integer().references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    phone: text(),
    roles: text({ enum: USER_ROLES }).array().notNull().default(sql`ARRAY['player']::text[]`),
    vipLevel: integer().notNull().default(0),
    status: text({ enum: USER_STATUSES }).notNull().default('active'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Usernames are unique regardless of case, so "Alice" and "alice" cannot both exist.
    uniqueIndex('users_username_lower_uq').on(sql`lower(${t.username})`),
    uniqueIndex('users_invite_code_uq').on(t.inviteCode),
    index('users_invited_by_idx').on(t.invitedBy),
    check('users_status_known', oneOf(t.status, USER_STATUSES)),
    check('users_roles_known', allOneOf(t.roles, USER_ROLES)),
    check('users_not_invited_by_self', sql`${t.invitedBy} <> ${t.id}`),
  ],
);
export type UserRow = typeof users.$inferSelect;
