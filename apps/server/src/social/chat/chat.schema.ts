import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * One row per conversation (`private_{a}_{b}` or `group_{id}`). `lastSeq` is the counter that
 * numbers its messages: it is incremented in the transaction that inserts the message, which
 * holds the row lock until commit, so seqs never skip or repeat.
 */
export const conversations = pgTable('conversations', {
  id: text().primaryKey(),
  type: text({ enum: ['private', 'group'] }).notNull(),
  lastSeq: integer().notNull().default(0),
  lastMessageAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A member's own view of a conversation. Messages with seq ≤ `clearedSeq` are hidden from them
 * (clear, delete, or joined a group late); the unread count is `lastSeq − max(readSeq, clearedSeq)`.
 * The conversation is left out of their list while `lastSeq ≤ hiddenSeq` (deleted until a new message).
 */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: text().notNull(),
    userId: integer().notNull(),
    readSeq: integer().notNull().default(0),
    clearedSeq: integer().notNull().default(0),
    hiddenSeq: integer().notNull().default(0),
    isSticky: boolean().notNull().default(false),
    stickyAt: timestamp({ withTimezone: true }),
    isMuted: boolean().notNull().default(false),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('conversation_members_user_idx').on(t.userId),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    conversationId: text().notNull(),
    seq: integer().notNull(),
    conversationType: text({ enum: ['PRIVATE', 'GROUP'] }).notNull(),
    /** Null for SYSTEM messages. */
    senderId: integer(),
    /** The recipient user (private) or the group (group). */
    targetId: integer().notNull(),
    messageType: text().notNull(),
    content: text().notNull().default(''),
    mediaUrl: text(),
    mediaSize: integer(),
    duration: integer(),
    replyToId: bigint({ mode: 'number' }),
    clientMsgId: text(),
    extra: jsonb().$type<Record<string, unknown>>(),
    recalledAt: timestamp({ withTimezone: true }),
    recalledBy: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('messages_conversation_seq_uq').on(t.conversationId, t.seq),
    // clientMsgId idempotency: one message per sender and client id.
    uniqueIndex('messages_sender_client_msg_uq')
      .on(t.senderId, t.clientMsgId)
      .where(sql`${t.clientMsgId} is not null`),
  ],
);
export type MessageRow = typeof messages.$inferSelect;
export type NewMessageRow = typeof messages.$inferInsert;

/** "Delete for me": the message stays for everyone else. */
export const messageDeletions = pgTable(
  'message_deletions',
  {
    userId: integer().notNull(),
    messageId: bigint({ mode: 'number' }).notNull(),
    deletedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.messageId] })],
);

/** Per-user chat settings (SPEC.md §5); a missing row means every default (all on). */
export const chatSettings = pgTable('chat_settings', {
  userId: integer().primaryKey(),
  notificationsEnabled: boolean().notNull().default(true),
  soundEnabled: boolean().notNull().default(true),
  vibrationEnabled: boolean().notNull().default(true),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
