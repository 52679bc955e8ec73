import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * One submitted slip: the stake of all its bets is debited once (ledger reference
 * `bet-order:<id>`). (userId, requestId) is unique, so a retried submit finds the first order.
 */
export const betOrders = pgTable(
  'bet_orders',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: integer().notNull(),
    gameId: integer().notNull(),
    issueId: bigint({ mode: 'number' }).notNull(),
    issueNo: text().notNull(),
    requestId: text(),
    totalFen: bigint({ mode: 'number' }).notNull(),
    itemCount: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // NULLs are distinct: slips without a requestId never collide.
    uniqueIndex('bet_orders_user_request_uq').on(t.userId, t.requestId),
    check('bet_orders_total_positive', sql`${t.totalFen} > 0 AND ${t.itemCount} > 0`),
  ],
);

/**
 * One bet (GAMES.md §3) with the odds in force when placed (hundredths: 196 = 1.96). It leaves
 * `pending` exactly once; its payout or refund is one ledger row referenced `payout:<id>` or
 * `refund:<id>`.
 */
export const bets = pgTable(
  'bets',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    orderId: bigint({ mode: 'number' }).notNull(),
    userId: integer().notNull(),
    gameId: integer().notNull(),
    gameType: text().notNull(),
    issueId: bigint({ mode: 'number' }).notNull(),
    issueNo: text().notNull(),
    play: text().notNull(),
    option: text().notNull(),
    amountFen: bigint({ mode: 'number' }).notNull(),
    oddsHundredths: integer().notNull(),
    status: text({ enum: ['pending', 'won', 'lost', 'refunded', 'cancelled'] })
      .notNull()
      .default('pending'),
    payoutFen: bigint({ mode: 'number' }).notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('bets_user_idx').on(t.userId, t.id),
    index('bets_order_idx').on(t.orderId),
    index('bets_issue_pending_idx').on(t.issueId, t.id).where(sql`${t.status} = 'pending'`),
    index('bets_settled_at_idx').on(t.settledAt),
    check('bets_amounts', sql`${t.amountFen} > 0 AND ${t.oddsHundredths} > 0 AND ${t.payoutFen} >= 0`),
  ],
);
export type BetRow = typeof bets.$inferSelect;
export type BetOrderRow = typeof betOrders.$inferSelect;
