import { LEDGER_KINDS } from '@cailiao/contracts';
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
import { users } from '../../accounts/index.ts';
import { oneOf } from '../../platform/db/constraints.ts';

/**
 * One wallet per user; money in integer fen. Checks make a negative balance impossible and hold
 * the service's rule available = balance − frozen ≥ 0. Money rows never go with their user or
 * wallet: every reference to them is ON DELETE RESTRICT, so deleting either fails while money
 * history remains.
 */
export const wallets = pgTable(
  'wallets',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'restrict' }),
    balanceFen: bigint({ mode: 'number' }).notNull().default(0),
    frozenFen: bigint({ mode: 'number' }).notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('wallets_balance_nonneg', sql`${t.balanceFen} >= 0`),
    check('wallets_frozen_nonneg', sql`${t.frozenFen} >= 0`),
    check('wallets_frozen_le_balance', sql`${t.frozenFen} <= ${t.balanceFen}`),
  ],
);

/**
 * Every change of a balance, written in the same transaction as the change. `reference` is unique
 * per kind of event so a retried event can never move money twice. For every wallet,
 * balance = Σ amountFen and frozen = Σ frozenDeltaFen (the ledger audit checks both). A row
 * belongs to a wallet (which the primitives open before the first row), and so to a user.
 */
export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: integer()
      .notNull()
      .references(() => wallets.userId, { onDelete: 'restrict' }),
    kind: text({ enum: LEDGER_KINDS }).notNull(),
    /** Signed change of the balance (credit +, debit −; 0 for a freeze or unfreeze). */
    amountFen: bigint({ mode: 'number' }).notNull(),
    /** Signed change of the frozen amount (freeze +, unfreeze and settle −). */
    frozenDeltaFen: bigint({ mode: 'number' }).notNull().default(0),
    balanceAfterFen: bigint({ mode: 'number' }).notNull(),
    frozenAfterFen: bigint({ mode: 'number' }).notNull().default(0),
    reference: text().notNull(),
    memo: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallet_ledger_reference_uq').on(t.reference),
    index('wallet_ledger_user_idx').on(t.userId, t.id),
    index('wallet_ledger_user_time_idx').on(t.userId, t.createdAt),
    // The daily report and the dashboard read days of the whole ledger: rows arrive in time order,
    // so a BRIN index finds a range in a few pages and costs the hot insert path almost nothing.
    index('wallet_ledger_time_brin').using('brin', t.createdAt),
    check('wallet_ledger_kind_known', oneOf(t.kind, LEDGER_KINDS)),
    check('wallet_ledger_moves_money', sql`${t.amountFen} <> 0 OR ${t.frozenDeltaFen} <> 0`),
    // The wallet's own checks, on the state the row leaves behind.
    check(
      'wallet_ledger_after_valid',
      sql`${t.frozenAfterFen} >= 0 AND ${t.frozenAfterFen} <= ${t.balanceAfterFen}`,
    ),
  ],
);
