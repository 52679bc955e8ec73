import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../../accounts/index.ts';

/**
 * A player's inbox. `dedupeKey` (e.g. `recharge:12`) is unique: an event delivered to several
 * processes, or twice, writes one message.
 */
export const playerMessages = pgTable(
  'player_messages',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    kind: text({
      enum: ['recharge', 'withdraw', 'level_up', 'reward', 'commission', 'activity', 'system'],
    }).notNull(),
    title: text().notNull(),
    content: text().notNull(),
    data: jsonb(),
    dedupeKey: text(),
    isRead: boolean().notNull().default(false),
    readAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('player_messages_user_idx').on(t.userId, t.id),
    index('player_messages_unread_idx').on(t.userId).where(sql`NOT ${t.isRead}`),
    uniqueIndex('player_messages_dedupe_uq').on(t.dedupeKey),
    check(
      'player_messages_kind',
      sql`${t.kind} IN ('recharge', 'withdraw', 'level_up', 'reward', 'commission', 'activity', 'system')`,
    ),
  ],
);
export type PlayerMessageRow = typeof playerMessages.$inferSelect;

/** A notice for every player, published at `publishedAt`; popup notices show once at launch. */
export const notices = pgTable(
  'notices',
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    content: text().notNull(),
    isPopup: boolean().notNull().default(false),
    enabled: boolean().notNull().default(true),
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notices_published_idx').on(t.publishedAt)],
);
export type NoticeRow = typeof notices.$inferSelect;

/** Who has read which notice. */
export const noticeReads = pgTable(
  'notice_reads',
  {
    noticeId: integer()
      .notNull()
      .references(() => notices.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    readAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.userId] })],
);
