import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../../accounts/index.ts';
import { conversations, messages } from '../chat/chat.schema.ts';

/**
 * A red envelope: the sender's money, debited at send time (`red_envelope_send:<id>`) and split into
 * `count` shares at once (red_envelope_shares). `remainCount`/`remainFen` move only under this
 * row's lock, in the transaction that hands a share out; the checks keep them within bounds.
 */
export const redEnvelopes = pgTable(
  'red_envelopes',
  {
    id: serial().primaryKey(),
    senderId: integer()
      .notNull()
      .references(() => users.id),
    conversationId: text()
      .notNull()
      .references(() => conversations.id, { onDelete: 'restrict' }),
    conversationType: text({ enum: ['PRIVATE', 'GROUP'] }).notNull(),
    /** The friend (private) or the group. */
    targetId: integer().notNull(),
    /** The RED_ENVELOPE message that carries it (set in the send transaction). */
    messageId: bigint({ mode: 'number' }).references(() => messages.id, { onDelete: 'restrict' }),
    type: text({ enum: ['lucky', 'normal'] }).notNull(),
    amountFen: bigint({ mode: 'number' }).notNull(),
    count: integer().notNull(),
    blessing: text().notNull(),
    /** scrypt of the password with its salt (`salt:hash`, hex), or null. */
    passwordHash: text(),
    remainCount: integer().notNull(),
    remainFen: bigint({ mode: 'number' }).notNull(),
    status: text({ enum: ['active', 'finished', 'expired'] })
      .notNull()
      .default('active'),
    refundedFen: bigint({ mode: 'number' }).notNull().default(0),
    requestId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    finishedAt: timestamp({ withTimezone: true }),
    refundedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('red_envelopes_sender_idx').on(t.senderId, t.id),
    index('red_envelopes_conversation_idx').on(t.conversationId),
    index('red_envelopes_message_idx').on(t.messageId),
    // The refund sweep reads active envelopes by expiry.
    index('red_envelopes_due_idx').on(t.expiresAt).where(sql`${t.status} = 'active'`),
    uniqueIndex('red_envelopes_sender_request_uq')
      .on(t.senderId, t.requestId)
      .where(sql`${t.requestId} is not null`),
    check('red_envelopes_amount_range', sql`${t.amountFen} between 1 and 2000000`),
    check('red_envelopes_count_range', sql`${t.count} between 1 and 100`),
    check('red_envelopes_share_min', sql`${t.amountFen} >= ${t.count}`),
    check('red_envelopes_remain_count', sql`${t.remainCount} between 0 and ${t.count}`),
    check('red_envelopes_remain_fen', sql`${t.remainFen} between 0 and ${t.amountFen}`),
    check('red_envelopes_remain_pair', sql`(${t.remainCount} = 0) = (${t.remainFen} = 0)`),
    check('red_envelopes_refund', sql`${t.refundedFen} between 0 and ${t.remainFen}`),
    // Expired means refunded: the sweep sets both in one statement, once.
    check('red_envelopes_expired_refunded', sql`(${t.status} = 'expired') = (${t.refundedAt} is not null)`),
    check('red_envelopes_finished', sql`(${t.status} = 'finished') = (${t.remainCount} = 0)`),
    check('red_envelopes_type', sql`${t.type} in ('lucky', 'normal')`),
    check('red_envelopes_status', sql`${t.status} in ('active', 'finished', 'expired')`),
  ],
);
export type RedEnvelopeRow = typeof redEnvelopes.$inferSelect;

/**
 * The shares of an envelope, split at send time, handed out in `position` order. A grabbed share
 * names its grabber; one grabber per envelope (unique), so a double grab is impossible.
 */
export const redEnvelopeShares = pgTable(
  'red_envelope_shares',
  {
    envelopeId: integer().notNull(),
    position: integer().notNull(),
    amountFen: bigint({ mode: 'number' }).notNull(),
    grabbedBy: integer().references(() => users.id),
    grabbedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.envelopeId, t.position] }),
    foreignKey({ columns: [t.envelopeId], foreignColumns: [redEnvelopes.id] }).onDelete('cascade'),
    uniqueIndex('red_envelope_shares_grabber_uq')
      .on(t.envelopeId, t.grabbedBy)
      .where(sql`${t.grabbedBy} is not null`),
    index('red_envelope_shares_user_idx').on(t.grabbedBy, t.grabbedAt).where(sql`${t.grabbedBy} is not null`),
    check('red_envelope_shares_amount_min', sql`${t.amountFen} >= 1`),
    check('red_envelope_shares_grab_pair', sql`(${t.grabbedBy} is null) = (${t.grabbedAt} is null)`),
  ],
);
export type RedEnvelopeShareRow = typeof redEnvelopeShares.$inferSelect;
