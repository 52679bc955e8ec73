import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../../accounts/index.ts';

/**
 * The highest level each player has reached and the valid turnover it was computed from. A level
 * only rises: the UPDATE that raises it is conditional, so one process alone announces a level-up.
 */
export const playerLevels = pgTable(
  'player_levels',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id),
    level: integer().notNull().default(0),
    turnoverFen: bigint({ mode: 'number' }).notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('player_levels_nonneg', sql`${t.level} >= 0 AND ${t.turnoverFen} >= 0`)],
);

/** One row per level reward paid: (userId, level) is unique, so a reward is paid once. */
export const levelRewardClaims = pgTable(
  'level_reward_claims',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    level: integer().notNull(),
    amountFen: bigint({ mode: 'number' }).notNull(),
    /** The wallet ledger reference of the credit. */
    reference: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('level_reward_claims_user_level_uq').on(t.userId, t.level),
    uniqueIndex('level_reward_claims_reference_uq').on(t.reference),
    check('level_reward_claims_amount', sql`${t.amountFen} > 0 AND ${t.level} > 0`),
  ],
);
export type LevelRewardClaimRow = typeof levelRewardClaims.$inferSelect;
