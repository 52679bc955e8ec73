import { GROUP_INVITE_STATUSES, GROUP_ROLES, GROUP_STATUSES } from '@cailiao/contracts';
import { LIMITS } from '@cailiao/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { games } from '../../lottery/index.ts';
import { oneOf } from '../../platform/db/constraints.ts';

/**
 * Chat groups. Dissolved groups keep their row (history) but accept nothing; the owner cannot be
 * deleted under a group (RESTRICT: ownership is transferred first).
 */
export const chatGroups = pgTable(
  'chat_groups',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    description: text().notNull().default(''),
    avatar: text(),
    ownerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    maxMembers: integer().notNull().default(LIMITS.groupMaxMembers),
    isPublic: boolean().notNull().default(false),
    allowMemberInvite: boolean().notNull().default(true),
    joinCode: text().notNull(),
    lotteryGameIds: integer().array().notNull().default(sql`ARRAY[]::integer[]`),
    /** Whole-group mute (members only; owner and admins may still speak). Null = not muted. */
    mutedUntil: timestamp({ withTimezone: true }),
    muteReason: text(),
    /** Who muted the group; the mute stays if that user goes. */
    mutedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    status: text({ enum: GROUP_STATUSES }).notNull().default('active'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    dissolvedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('chat_groups_join_code_uq').on(t.joinCode),
    index('chat_groups_public_idx').on(t.isPublic, t.status),
    index('chat_groups_owner_idx').on(t.ownerId),
    index('chat_groups_muted_by_idx').on(t.mutedBy),
    check('chat_groups_status_known', oneOf(t.status, GROUP_STATUSES)),
  ],
);
export type ChatGroupRow = typeof chatGroups.$inferSelect;

/** Membership, not history: it goes with its group or its user (cascade). */
export const groupMembers = pgTable(
  'group_members',
  {
    groupId: integer()
      .notNull()
      .references(() => chatGroups.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text({ enum: GROUP_ROLES }).notNull().default('member'),
    /** Muted until this moment (null or past = may speak: a mute ends on time without a job). */
    mutedUntil: timestamp({ withTimezone: true }),
    muteReason: text(),
    /** Who muted the member; the mute stays if that user goes. */
    mutedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    joinedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    index('group_members_user_idx').on(t.userId),
    index('group_members_muted_by_idx').on(t.mutedBy),
    check('group_members_role_known', oneOf(t.role, GROUP_ROLES)),
  ],
);
export type GroupMemberRow = typeof groupMembers.$inferSelect;

/** Invitations to a group: the invitee accepts or rejects. They go with the group or either user (cascade). */
export const groupInvites = pgTable(
  'group_invites',
  {
    id: serial().primaryKey(),
    groupId: integer()
      .notNull()
      .references(() => chatGroups.id, { onDelete: 'cascade' }),
    inviterId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    inviteeId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text(),
    status: text({ enum: GROUP_INVITE_STATUSES }).notNull().default('pending'),
    reason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    respondedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('group_invites_pending_uq').on(t.groupId, t.inviteeId).where(sql`${t.status} = 'pending'`),
    index('group_invites_invitee_idx').on(t.inviteeId, t.createdAt),
    index('group_invites_group_idx').on(t.groupId),
    index('group_invites_inviter_idx').on(t.inviterId),
    check('group_invites_status_known', oneOf(t.status, GROUP_INVITE_STATUSES)),
  ],
);
export type GroupInviteRow = typeof groupInvites.$inferSelect;

/**
 * Group announcements. Owner and admins write them; `version` rises with every edit so that a popup
 * announcement shows again once per member and version (group_announcement_reads).
 */
export const groupAnnouncements = pgTable(
  'group_announcements',
  {
    id: serial().primaryKey(),
    groupId: integer()
      .notNull()
      .references(() => chatGroups.id, { onDelete: 'cascade' }),
    authorId: integer()
      .notNull()
      .references(() => users.id),
    title: text().notNull(),
    content: text().notNull(),
    isPopup: boolean().notNull().default(false),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('group_announcements_group_idx').on(t.groupId, t.id),
    check('group_announcements_version_pos', sql`${t.version} >= 1`),
  ],
);
export type GroupAnnouncementRow = typeof groupAnnouncements.$inferSelect;

/** The version of an announcement a member has acknowledged. */
export const groupAnnouncementReads = pgTable(
  'group_announcement_reads',
  {
    announcementId: integer().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    version: integer().notNull(),
    seenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.announcementId, t.userId] }),
    foreignKey({ columns: [t.announcementId], foreignColumns: [groupAnnouncements.id] }).onDelete('cascade'),
  ],
);

/** Applications to join a public group; owner or an admin approves or rejects. One pending per user. */
export const groupApplications = pgTable(
  'group_applications',
  {
    id: serial().primaryKey(),
    groupId: integer()
      .notNull()
      .references(() => chatGroups.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id),
    message: text(),
    status: text({ enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    reason: text(),
    handledBy: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('group_applications_pending_uq').on(t.groupId, t.userId).where(sql`${t.status} = 'pending'`),
    index('group_applications_group_idx').on(t.groupId, t.status, t.id),
    check('group_applications_status', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('group_applications_handled', sql`(${t.status} = 'pending') = (${t.handledAt} is null)`),
  ],
);
export type GroupApplicationRow = typeof groupApplications.$inferSelect;

/**
 * One row per (group, game, issue) whose draw was announced in the group: every server process
 * hears IssueDrawn, the one whose insert wins posts the SYSTEM message.
 */
export const groupDrawNotices = pgTable(
  'group_draw_notices',
  {
    groupId: integer()
      .notNull()
      .references(() => chatGroups.id, { onDelete: 'cascade' }),
    gameId: integer()
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    issueNo: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.gameId, t.issueNo] }),
    index('group_draw_notices_game_idx').on(t.gameId),
  ],
);
