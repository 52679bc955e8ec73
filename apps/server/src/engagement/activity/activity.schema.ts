import type { ActivityBlock } from '@cailiao/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
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

/** An activity (general, or the door to sign-in / daily bonus / VIP) with its window and content. */
export const activities = pgTable(
  'activities',
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    summary: text().notNull().default(''),
    coverImage: text(),
    kind: text({ enum: ['general', 'sign_in', 'daily_bonus', 'vip'] })
      .notNull()
      .default('general'),
    link: text(),
    content: jsonb().$type<ActivityBlock[]>().notNull().default([]),
    rules: jsonb().$type<string[]>().notNull().default([]),
    requiresApplication: boolean().notNull().default(false),
    /** Paid on approval of an application (0: none). */
    rewardFen: bigint({ mode: 'number' }).notNull().default(0),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }),
    sort: integer().notNull().default(0),
    enabled: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('activities_kind', sql`${t.kind} IN ('general', 'sign_in', 'daily_bonus', 'vip')`),
    check('activities_window', sql`${t.endsAt} IS NULL OR ${t.endsAt} > ${t.startsAt}`),
    check('activities_reward_nonneg', sql`${t.rewardFen} >= 0`),
    index('activities_window_idx').on(t.enabled, t.endsAt),
  ],
);
export type ActivityRow = typeof activities.$inferSelect;

/** A player's application to an activity that needs sign-up: one per player and activity. */
export const activityApplications = pgTable(
  'activity_applications',
  {
    id: serial().primaryKey(),
    activityId: integer()
      .notNull()
      .references(() => activities.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    message: text(),
    status: text({ enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    reason: text(),
    reviewedBy: integer().references(() => users.id, { onDelete: 'restrict' }),
    reviewedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('activity_applications_activity_user_uq').on(t.activityId, t.userId),
    index('activity_applications_status_idx').on(t.status, t.id),
    index('activity_applications_reviewed_by_idx').on(t.reviewedBy),
    check('activity_applications_status', sql`${t.status} IN ('pending', 'approved', 'rejected')`),
  ],
);
export type ActivityApplicationRow = typeof activityApplications.$inferSelect;

/** One sign-in per player and Asia/Shanghai day (the primary key), with the streak it made. */
export const signIns = pgTable(
  'sign_ins',
  {
    userId: integer()
      .notNull()
      .references(() => users.id),
    day: date({ mode: 'string' }).notNull(),
    streak: integer().notNull(),
    rewardFen: bigint({ mode: 'number' }).notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.day] }),
    check('sign_ins_values', sql`${t.streak} >= 1 AND ${t.rewardFen} >= 0`),
  ],
);
export type SignInRow = typeof signIns.$inferSelect;

/** One daily bonus per player and turnover day (the primary key). */
export const dailyBonusClaims = pgTable(
  'daily_bonus_claims',
  {
    userId: integer()
      .notNull()
      .references(() => users.id),
    /** The Asia/Shanghai day whose turnover paid the bonus. */
    day: date({ mode: 'string' }).notNull(),
    turnoverFen: bigint({ mode: 'number' }).notNull(),
    bps: integer().notNull(),
    amountFen: bigint({ mode: 'number' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.day] }),
    check('daily_bonus_claims_values', sql`${t.amountFen} > 0 AND ${t.bps} > 0 AND ${t.turnoverFen} > 0`),
  ],
);
export type DailyBonusClaimRow = typeof dailyBonusClaims.$inferSelect;
