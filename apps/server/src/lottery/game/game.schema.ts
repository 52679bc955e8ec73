import { GAME_FAMILIES, GAME_STATUSES } from '@cailiao/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../../accounts/index.ts';
import { oneOf } from '../../platform/db/constraints.ts';

/** Lottery families shown in the lobby (福彩, 体彩, 快3 …); some hold no game yet. */
export const gameCategories = pgTable(
  'game_categories',
  {
    id: serial().primaryKey(),
    code: text().notNull(),
    name: text().notNull(),
    sort: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('game_categories_code_uq').on(t.code)],
);

/**
 * A game of GAMES.md §1: one self-run schedule of one family (`type`). Games are disabled, never
 * deleted: issues and bets refer to them with RESTRICT, and so does a game to its category.
 */
export const games = pgTable(
  'games',
  {
    id: serial().primaryKey(),
    code: text().notNull(),
    type: text({ enum: GAME_FAMILIES }).notNull(),
    name: text().notNull(),
    categoryId: integer()
      .notNull()
      .references(() => gameCategories.id, { onDelete: 'restrict' }),
    status: text({ enum: GAME_STATUSES }).notNull().default('active'),
    hot: boolean().notNull().default(false),
    intervalSeconds: integer().notNull(),
    closeBeforeSeconds: integer().notNull().default(5),
    sort: integer().notNull().default(0),
    description: text().notNull().default(''),
    /** Stake limits (issue 14 §4): most one player may stake on one issue, and all players; null = none. */
    maxPlayerIssueStakeFen: bigint({ mode: 'number' }),
    maxIssueStakeFen: bigint({ mode: 'number' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('games_code_uq').on(t.code),
    index('games_category_idx').on(t.categoryId),
    check(
      'games_schedule',
      sql`${t.intervalSeconds} BETWEEN 9 AND 86400 AND ${t.closeBeforeSeconds} >= 0 AND ${t.closeBeforeSeconds} < ${t.intervalSeconds}`,
    ),
    check('games_type_known', oneOf(t.type, GAME_FAMILIES)),
    check('games_status_known', oneOf(t.status, GAME_STATUSES)),
    check(
      'games_stake_limits_positive',
      sql`coalesce(${t.maxPlayerIssueStakeFen}, 1) > 0 AND coalesce(${t.maxIssueStakeFen}, 1) > 0`,
    ),
  ],
);
export type GameRow = typeof games.$inferSelect;
export type GameCategoryRow = typeof gameCategories.$inferSelect;

/**
 * Operator odds per game, play and option (option null: every option of the play). The service
 * refuses any override whose return to player reaches 1 (GAMES.md §4). Overrides are settings of
 * their game (cascade); bets copy the odds they were placed at, so none depends on these rows.
 */
export const oddsOverrides = pgTable(
  'odds_overrides',
  {
    id: serial().primaryKey(),
    gameId: integer()
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    play: text().notNull(),
    option: text(),
    oddsHundredths: integer().notNull(),
    /** The operator who set it; forgotten (set null) if that user goes. */
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('odds_overrides_game_play_option_uq').on(t.gameId, t.play, t.option).nullsNotDistinct(),
    check('odds_overrides_positive', sql`${t.oddsHundredths} > 0`),
    index('odds_overrides_created_by_idx').on(t.createdBy),
  ],
);
export type OddsOverrideRow = typeof oddsOverrides.$inferSelect;
