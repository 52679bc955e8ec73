import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A user's own named groups of friends. */
export const friendGroups = pgTable(
  'friend_groups',
  {
    id: serial().primaryKey(),
    userId: integer().notNull(),
    name: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('friend_groups_user_name_uq').on(t.userId, t.name)],
);

/**
 * Friendship, one row per direction: (userId → friendId) holds userId's remark and friend group.
 * Two users are friends when both rows exist; they are written and deleted together.
 */
export const friendships = pgTable(
  'friendships',
  {
    userId: integer().notNull(),
    friendId: integer().notNull(),
    remark: text(),
    groupId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.friendId] }), index('friendships_friend_idx').on(t.friendId)],
);

/** userId blocked blockedId: neither may message the other, blockedId may not send requests. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    userId: integer().notNull(),
    blockedId: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.blockedId] }), index('user_blocks_blocked_idx').on(t.blockedId)],
);

/**
 * Friend requests. A pending request past `expiresAt` (7 days) reads as expired; only one pending
 * request may exist from one user to another.
 */
export const friendRequests = pgTable(
  'friend_requests',
  {
    id: serial().primaryKey(),
    fromUserId: integer().notNull(),
    toUserId: integer().notNull(),
    message: text(),
    /** The sender's remark and friend group for the new friend, applied on accept. */
    remark: text(),
    groupId: integer(),
    status: text({ enum: ['pending', 'accepted', 'rejected', 'expired'] })
      .notNull()
      .default('pending'),
    reason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    respondedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('friend_requests_pending_uq')
      .on(t.fromUserId, t.toUserId)
      .where(sql`${t.status} = 'pending'`),
    index('friend_requests_to_idx').on(t.toUserId, t.createdAt),
    index('friend_requests_from_idx').on(t.fromUserId, t.createdAt),
  ],
);
export type FriendRequestRow = typeof friendRequests.$inferSelect;
