import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from '../../accounts/index.ts';

/**
 * A limit a player set on their own deposits, stakes or net loss per Asia/Shanghai day or month.
 * `amountFen` is in force (NULL: none); a raise or removal waits in `pending*` until its time.
 */
export const protectionLimits = pgTable(
  'protection_limits',
  {
    userId: integer()
      .notNull()
      .references(() => users.id),
    kind: text({ enum: ['deposit', 'stake', 'loss'] }).notNull(),
    period: text({ enum: ['day', 'month'] }).notNull(),
    amountFen: bigint({ mode: 'number' }),
    pendingAmountFen: bigint({ mode: 'number' }),
    /** Set while a raise (or removal, pendingAmountFen NULL) waits; it applies from this instant. */
    pendingEffectiveAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.period] }),
    check('protection_limits_kind', sql`${t.kind} IN ('deposit', 'stake', 'loss')`),
    check('protection_limits_period', sql`${t.period} IN ('day', 'month')`),
    check('protection_limits_amount_positive', sql`${t.amountFen} IS NULL OR ${t.amountFen} > 0`),
    check(
      'protection_limits_pending',
      sql`(${t.pendingEffectiveAt} IS NOT NULL OR ${t.pendingAmountFen} IS NULL) AND (${t.pendingAmountFen} IS NULL OR ${t.pendingAmountFen} > 0)`,
    ),
  ],
);
export type ProtectionLimitRow = typeof protectionLimits.$inferSelect;

/**
 * Cooling-off and self-exclusion periods, kept as history: the one in force is the latest `until`
 * still ahead. They block bets and recharges, never withdrawals, and are never shortened.
 */
export const protectionBlocks = pgTable(
  'protection_blocks',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    kind: text({ enum: ['cooling_off', 'self_exclusion'] }).notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    until: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('protection_blocks_user_until_idx').on(t.userId, t.until),
    check('protection_blocks_kind', sql`${t.kind} IN ('cooling_off', 'self_exclusion')`),
    check('protection_blocks_span', sql`${t.until} > ${t.startedAt}`),
  ],
);
export type ProtectionBlockRow = typeof protectionBlocks.$inferSelect;
