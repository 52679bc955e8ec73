import { FRIEND_REQUEST_STATUSES } from '@cailiao/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
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
import { oneOf } from '../../platform/db/constraints.ts';

// Friends, blocks and requests are relations between users, not history: they go with either
// user (cascade). A friend group going only takes itself away from the rows filed in it (set null).

/** A user's own named groups of friends. */
export const friendGroups = pgTable(
  'friend_groups',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    friendId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    remark: text(),
    groupId: integer().references(() => friendGroups.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.friendId] }),
    index('friendships_friend_idx').on(t.friendId),
    index('friendships_group_idx').on(t.groupId),
  ],
);

/** userId blocked blockedId: neither may message the other, blockedId may not send requests. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    fromUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text(),
    /** The sender's remark and friend group for the new friend, applied on accept. */
    remark: text(),
    groupId: integer().references(() => friendGroups.id, { onDelete: 'set null' }),
    status: text({ enum: FRIEND_REQUEST_STATUSES }).notNull().default('pending'),
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
    index('friend_requests_group_idx').on(t.groupId),
    check('friend_requests_status_known', oneOf(t.status, FRIEND_REQUEST_STATUSES)),
  ],
);
export type FriendRequestRow = typeof friendRequests.$inferSelect;
