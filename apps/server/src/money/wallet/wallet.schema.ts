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

/** One wallet per user; money in integer fen. Checks make a negative balance impossible. */
export const wallets = pgTable(
  'wallets',
  {
    userId: integer().primaryKey(),
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
 * balance = Σ amountFen and frozen = Σ frozenDeltaFen (the ledger audit checks both).
 */
export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: integer().notNull(),
    kind: text().notNull(),
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
  ],
);
