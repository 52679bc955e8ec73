import { BET_STATUSES, GAME_FAMILIES } from '@cailiao/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../../accounts/index.ts';
import { oneOf } from '../../platform/db/constraints.ts';
import { issues } from '../draw/draw.schema.ts';

/**
 * Slips and bets are money history: every reference from them (user, game, issue, slip) is
 * ON DELETE RESTRICT, so nothing they point at can be deleted under them.
 *
 * One submitted slip: the stake of all its bets is debited once (ledger reference
 * `bet-order:<id>`). (userId, requestId) is unique, so a retried submit finds the first order.
 * No index on its game or issue: nothing reads slips by either, and games and issues are never
 * deleted (the keys' RESTRICT check of a deletion would scan the slips), so each slip placed writes
 * two index entries less.
 */
export const betOrders = pgTable(
  'bet_orders',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    gameId: integer().notNull(),
    issueId: bigint({ mode: 'number' }).notNull(),
    issueNo: text().notNull(),
    requestId: text(),
    totalFen: bigint({ mode: 'number' }).notNull(),
    itemCount: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Its issue and game are one key to the issue's (whose own key reaches the game): a slip
    // cannot name another game than its issue's, and costs one key check instead of two.
    foreignKey({
      name: 'bet_orders_issue_fk',
      columns: [t.issueId, t.gameId],
      foreignColumns: [issues.id, issues.gameId],
    }).onDelete('restrict'),
    // NULLs are distinct: slips without a requestId never collide.
    uniqueIndex('bet_orders_user_request_uq').on(t.userId, t.requestId),
    check('bet_orders_total_positive', sql`${t.totalFen} > 0 AND ${t.itemCount} > 0`),
    // What a bet's one foreign key refers to (see bets below).
    unique('bet_orders_slip_key').on(t.id, t.userId, t.gameId, t.issueId),
  ],
);

/**
 * One bet (GAMES.md §3) with the odds in force when placed (hundredths: 196 = 1.96). It leaves
 * `pending` exactly once; its payout or refund is one ledger row referenced `payout:<id>` or
 * `refund:<id>`.
 *
 * Its slip, player, game and issue are one foreign key to its slip's (bet_orders_slip_key), whose
 * own keys reach the user, game and issue: a bet cannot name another player or issue than its
 * slip's, and each bet costs one key check instead of four (a bet slip's statement spent about a
 * third of its time in them).
 */
export const bets = pgTable(
  'bets',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    orderId: bigint({ mode: 'number' }).notNull(),
    userId: integer().notNull(),
    gameId: integer().notNull(),
    gameType: text({ enum: GAME_FAMILIES }).notNull(),
    issueId: bigint({ mode: 'number' }).notNull(),
    issueNo: text().notNull(),
    play: text().notNull(),
    option: text().notNull(),
    amountFen: bigint({ mode: 'number' }).notNull(),
    oddsHundredths: integer().notNull(),
    status: text({ enum: BET_STATUSES }).notNull().default('pending'),
    payoutFen: bigint({ mode: 'number' }).notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    foreignKey({
      name: 'bets_slip_fk',
      columns: [t.orderId, t.userId, t.gameId, t.issueId],
      foreignColumns: [betOrders.id, betOrders.userId, betOrders.gameId, betOrders.issueId],
    }).onDelete('restrict'),
    index('bets_user_idx').on(t.userId, t.id),
    index('bets_order_idx').on(t.orderId),
    // Settlement's, and the stake limits' (on an issue that takes bets, its live bets are its
    // pending ones). No read takes an issue's bets of every status, so there is no index for that.
    index('bets_issue_pending_idx').on(t.issueId, t.userId, t.id).where(sql`${t.status} = 'pending'`),
    // Reports read settled bets by time; a bet is placed without one, so placing writes no entry.
    index('bets_settled_at_idx').on(t.settledAt).where(sql`${t.settledAt} IS NOT NULL`),
    check('bets_amounts', sql`${t.amountFen} > 0 AND ${t.oddsHundredths} > 0 AND ${t.payoutFen} >= 0`),
    check('bets_status_known', oneOf(t.status, BET_STATUSES)),
    check('bets_game_type_known', oneOf(t.gameType, GAME_FAMILIES)),
  ],
);
export type BetRow = typeof bets.$inferSelect;
export type BetOrderRow = typeof betOrders.$inferSelect;
