import { CHASE_ISSUE_STATUSES, CHASE_STATUSES } from '@cailiao/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../../accounts/index.ts';
import { oneOf } from '../../platform/db/constraints.ts';
import { betOrders } from '../bet/bet.schema.ts';
import { games } from '../game/game.schema.ts';

/** One item of the slip a chase buys every issue, at multiple 1. */
export interface ChaseItem {
  play: string;
  option: string;
  amountFen: number;
}

export const CHASE_END_REASONS = ['completed', 'won', 'cancelled', 'refused'] as const;

/**
 * A 追号 plan. Its whole total is frozen when it starts (ledger `chase:<id>`); from then on every
 * fen of it is either staked (placed_fen, a bet order per issue) or released (released_fen), and
 * the database holds that sum to the total. (userId, requestId) makes a retried start find the first.
 * The table keeps half of each page free (fillfactor 50, set by migration 0018: Drizzle has no word
 * for it) so that the update each placement makes of its chase stays on the page (HOT).
 */
export const chases = pgTable(
  'chases',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    gameId: integer()
      .notNull()
      .references(() => games.id, { onDelete: 'restrict' }),
    requestId: text(),
    stopOnWin: boolean().notNull(),
    items: jsonb().$type<ChaseItem[]>().notNull(),
    totalFen: bigint({ mode: 'number' }).notNull(),
    placedFen: bigint({ mode: 'number' }).notNull().default(0),
    releasedFen: bigint({ mode: 'number' }).notNull().default(0),
    wonFen: bigint({ mode: 'number' }).notNull().default(0),
    status: text({ enum: CHASE_STATUSES }).notNull().default('running'),
    endReason: text({ enum: CHASE_END_REASONS }),
    /** Why a limit refused a placement, in the words the player was shown. */
    endDetail: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('chases_user_request_uq').on(t.userId, t.requestId),
    index('chases_user_idx').on(t.userId, t.id),
    check(
      'chases_money',
      sql`${t.totalFen} > 0 AND ${t.placedFen} >= 0 AND ${t.releasedFen} >= 0 AND ${t.wonFen} >= 0
        AND ${t.placedFen} + ${t.releasedFen} <= ${t.totalFen}`,
    ),
    check('chases_status_known', oneOf(t.status, CHASE_STATUSES)),
    check('chases_end_reason_known', sql`${t.endReason} IS NULL OR ${oneOf(t.endReason, CHASE_END_REASONS)}`),
    // running ⇔ no end reason; an ended chase holds nothing frozen
    check(
      'chases_end',
      sql`(${t.status} = 'running') = (${t.endReason} IS NULL)
        AND (${t.status} = 'running' OR ${t.placedFen} + ${t.releasedFen} = ${t.totalFen})`,
    ),
  ],
);

/**
 * One issue of a chase. (chase, issue) is unique, and the bet order a placement creates is
 * unique, so an issue can be placed once at most; a placed issue always names its order.
 * `closeAt` is when betting on the planned issue closes: still waiting then, it is missed.
 */
export const chaseIssues = pgTable(
  'chase_issues',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    chaseId: bigint({ mode: 'number' })
      .notNull()
      .references(() => chases.id, { onDelete: 'restrict' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    gameId: integer()
      .notNull()
      .references(() => games.id, { onDelete: 'restrict' }),
    position: integer().notNull(),
    issueNo: text().notNull(),
    closeAt: timestamp({ withTimezone: true }).notNull(),
    multiple: integer().notNull(),
    amountFen: bigint({ mode: 'number' }).notNull(),
    status: text({ enum: CHASE_ISSUE_STATUSES }).notNull().default('waiting'),
    orderId: bigint({ mode: 'number' }).references(() => betOrders.id, { onDelete: 'restrict' }),
    payoutFen: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [
    uniqueIndex('chase_issues_chase_issue_uq').on(t.chaseId, t.issueNo),
    uniqueIndex('chase_issues_chase_position_uq').on(t.chaseId, t.position),
    uniqueIndex('chase_issues_order_uq').on(t.orderId),
    // In id order: placement reads an issue's waiting chase issues a batch at a time (waitingFor).
    index('chase_issues_waiting_idx').on(t.gameId, t.issueNo, t.id).where(sql`${t.status} = 'waiting'`),
    index('chase_issues_waiting_close_idx').on(t.closeAt).where(sql`${t.status} = 'waiting'`),
    check(
      'chase_issues_amounts',
      sql`${t.multiple} BETWEEN 1 AND 1000 AND ${t.amountFen} > 0 AND ${t.payoutFen} >= 0`,
    ),
    check('chase_issues_status_known', oneOf(t.status, CHASE_ISSUE_STATUSES)),
    check(
      'chase_issues_placed_has_order',
      sql`(${t.status} IN ('placed', 'won', 'lost', 'refunded')) = (${t.orderId} IS NOT NULL)`,
    ),
  ],
);
export type ChaseRow = typeof chases.$inferSelect;
export type ChaseIssueRow = typeof chaseIssues.$inferSelect;
