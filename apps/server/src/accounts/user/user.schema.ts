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
    invitedBy: integer().references((): AnyPgColumn => users.id),
    phone: text(),
    roles: text().array().notNull().default(sql`ARRAY['player']::text[]`),
    vipLevel: integer().notNull().default(0),
    status: text({ enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Usernames are unique regardless of case, so "Alice" and "alice" cannot both exist.
    uniqueIndex('users_username_lower_uq').on(sql`lower(${t.username})`),
    uniqueIndex('users_invite_code_uq').on(t.inviteCode),
    index('users_invited_by_idx').on(t.invitedBy),
    check('users_not_invited_by_self', sql`${t.invitedBy} <> ${t.id}`),
  ],
);
export type UserRow = typeof users.$inferSelect;
