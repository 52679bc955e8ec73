import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Chat groups. Dissolved groups keep their row (history) but accept nothing. */
export const chatGroups = pgTable(
  'chat_groups',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    description: text().notNull().default(''),
    avatar: text(),
    ownerId: integer().notNull(),
    maxMembers: integer().notNull().default(500),
    isPublic: boolean().notNull().default(false),
    allowMemberInvite: boolean().notNull().default(true),
    joinCode: text().notNull(),
    lotteryGameIds: integer().array().notNull().default(sql`ARRAY[]::integer[]`),
    /** Whole-group mute (members only; owner and admins may still speak). Null = not muted. */
    mutedUntil: timestamp({ withTimezone: true }),
    status: text({ enum: ['active', 'dissolved'] })
      .notNull()
      .default('active'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_groups_join_code_uq').on(t.joinCode),
    index('chat_groups_public_idx').on(t.isPublic, t.status),
  ],
);
export type ChatGroupRow = typeof chatGroups.$inferSelect;

export const groupMembers = pgTable(
  'group_members',
  {
    groupId: integer().notNull(),
    userId: integer().notNull(),
    role: text({ enum: ['owner', 'admin', 'member'] })
      .notNull()
      .default('member'),
    /** Muted until this moment (null = may speak). */
    mutedUntil: timestamp({ withTimezone: true }),
    joinedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('group_members_user_idx').on(t.userId)],
);
export type GroupMemberRow = typeof groupMembers.$inferSelect;

/** Invitations to a group: the invitee accepts or rejects. */
export const groupInvites = pgTable(
  'group_invites',
  {
    id: serial().primaryKey(),
    groupId: integer().notNull(),
    inviterId: integer().notNull(),
    inviteeId: integer().notNull(),
    message: text(),
    status: text({ enum: ['pending', 'accepted', 'rejected', 'expired'] })
      .notNull()
      .default('pending'),
    reason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    respondedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('group_invites_pending_uq').on(t.groupId, t.inviteeId).where(sql`${t.status} = 'pending'`),
    index('group_invites_invitee_idx').on(t.inviteeId, t.createdAt),
  ],
);
export type GroupInviteRow = typeof groupInvites.$inferSelect;
