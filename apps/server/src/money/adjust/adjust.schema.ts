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
import { walletLedger } from '../wallet/wallet.schema.ts';

/**
 * A manual balance adjustment by an operator: the ledger row (kind `admin_adjust`, reference
 * `admin_adjust:<requestId>`) holds the money; this row holds who did it and why. Written in one
 * transaction with the ledger row and the audit row; `requestId` is unique so a double submit
 * finds the first adjustment instead of making a second.
 */
export const balanceAdjustments = pgTable(
  'balance_adjustments',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Signed fen: + credit, − debit. */
    amountFen: bigint({ mode: 'number' }).notNull(),
    balanceAfterFen: bigint({ mode: 'number' }).notNull(),
    reason: text().notNull(),
    operatorId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    requestId: text().notNull(),
    ledgerId: bigint({ mode: 'number' })
      .notNull()
      .references(() => walletLedger.id, { onDelete: 'restrict' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('balance_adjustments_request_uq').on(t.requestId),
    uniqueIndex('balance_adjustments_ledger_uq').on(t.ledgerId),
    index('balance_adjustments_user_idx').on(t.userId, t.id),
    check('balance_adjustments_nonzero', sql`${t.amountFen} <> 0`),
    check('balance_adjustments_reason', sql`length(btrim(${t.reason})) > 0`),
  ],
);
export type BalanceAdjustmentRow = typeof balanceAdjustments.$inferSelect;
