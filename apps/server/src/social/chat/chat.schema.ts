import { CONVERSATION_TYPES, MESSAGE_TYPES } from '@cailiao/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../../accounts/index.ts';
import { oneOf } from '../../platform/db/constraints.ts';

/**
 * How `conversations.type` stores the wire's CONVERSATION_TYPES (lowercase, as in the ids). This
 * spelling never leaves the server.
 */
const CONVERSATION_ROW_TYPES = ['private', 'group'] as const;

/**
 * One row per conversation (`private_{a}_{b}` or `group_{id}`). `lastSeq` is the counter that
 * numbers its messages: it is incremented in the transaction that inserts the message, which
 * holds the row lock until commit, so seqs never skip or repeat.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: text().primaryKey(),
    type: text({ enum: CONVERSATION_ROW_TYPES }).notNull(),
    lastSeq: integer().notNull().default(0),
    lastMessageAt: timestamp({ withTimezone: true }),
    /**
     * A group conversation's roster version: set from a sequence by triggers (migration
     * 0009) whenever who may read or write the group changes (members, roles, mutes, status, name).
     * A send takes it with the seq under the row's lock, so a cached member list is used only
     * while it is exactly current (social/groups/group-roster-cache.ts).
     */
    membersVersion: bigint({ mode: 'number' }).notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('conversations_type_known', oneOf(t.type, CONVERSATION_ROW_TYPES))],
);

/**
 * A member's own view of a conversation. Messages with seq ≤ `clearedSeq` are hidden from them
 * (clear, delete, or joined a group late); the unread count is `lastSeq − max(readSeq, clearedSeq)`.
 * The conversation is left out of their list while `lastSeq ≤ hiddenSeq` (deleted until a new message).
 * Membership, not history: it goes with its conversation or its user (cascade).
 */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: text()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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

/**
 * Messages are history: their conversation, sender, recaller and the message they reply to cannot
 * be deleted under them (RESTRICT; messages are recalled, never deleted).
 */
export const messages = pgTable(
  'messages',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    conversationId: text()
      .notNull()
      .references(() => conversations.id, { onDelete: 'restrict' }),
    seq: integer().notNull(),
    conversationType: text({ enum: CONVERSATION_TYPES }).notNull(),
    /** Null for SYSTEM messages. */
    senderId: integer().references(() => users.id, { onDelete: 'restrict' }),
    /**
     * The recipient user (private) or the group (group). No foreign key: it points at one of two
     * tables; the conversation (`conversationId`) it belongs to is checked instead.
     */
    targetId: integer().notNull(),
    messageType: text({ enum: MESSAGE_TYPES }).notNull(),
    content: text().notNull().default(''),
    mediaUrl: text(),
    mediaSize: integer(),
    duration: integer(),
    replyToId: bigint({ mode: 'number' }).references((): AnyPgColumn => messages.id, {
      onDelete: 'restrict',
    }),
    clientMsgId: text(),
    extra: jsonb().$type<Record<string, unknown>>(),
    recalledAt: timestamp({ withTimezone: true }),
    recalledBy: integer().references(() => users.id, { onDelete: 'restrict' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('messages_conversation_seq_uq').on(t.conversationId, t.seq),
    // clientMsgId idempotency: one message per sender and client id.
    uniqueIndex('messages_sender_client_msg_uq')
      .on(t.senderId, t.clientMsgId)
      .where(sql`${t.clientMsgId} is not null`),
    index('messages_sender_idx').on(t.senderId),
    index('messages_reply_to_idx').on(t.replyToId),
    index('messages_recalled_by_idx').on(t.recalledBy),
    check('messages_conversation_type_known', oneOf(t.conversationType, CONVERSATION_TYPES)),
    check('messages_message_type_known', oneOf(t.messageType, MESSAGE_TYPES)),
  ],
);
export type MessageRow = typeof messages.$inferSelect;
export type NewMessageRow = typeof messages.$inferInsert;

/** "Delete for me": the message stays for everyone else. A user's own view: cascades. */
export const messageDeletions = pgTable(
  'message_deletions',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageId: bigint({ mode: 'number' })
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    deletedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.messageId] }),
    index('message_deletions_message_idx').on(t.messageId),
  ],
);

/** Per-user chat settings (SPEC.md §5); a missing row means every default (all on). Cascades. */
export const chatSettings = pgTable('chat_settings', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  notificationsEnabled: boolean().notNull().default(true),
  soundEnabled: boolean().notNull().default(true),
  vibrationEnabled: boolean().notNull().default(true),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
