import type { LedgerKind } from '@cailiao/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { checkViolation } from '../../platform/db/db-errors.ts';

/** One debit written into a caller's single statement (see debitCtes). */
export interface StatementDebit {
  userId: number;
  /** Positive integer fen. */
  amountFen: number;
  kind: LedgerKind;
  memo: string;
  /** Name of the caller's CTE that yields exactly one row when the debit must happen, none otherwise. */
  source: string;
  /** The ledger reference, an SQL expression that may read the columns of `source`. */
  reference: SQL;
}

/**
 * A debit as two CTEs of the caller's statement, for hot paths where a transaction's round trips
 * cost more than the work (a bet slip): `wallet_debit` takes the amount from the wallet only when
 * `source` yields its row, and `wallet_debit_ledger` writes the ledger row with the balance after,
 * in the same statement, so the ledger rule holds as with the primitives. There is no read before
 * the write: the wallet's own CHECK (frozen ≤ balance) refuses a short balance, which fails the
 * whole statement, the caller's rows included (tell it with isShortBalance). The row lock the
 * UPDATE takes orders concurrent debits of one player as `lockWallet` does. The wallet must exist:
 * the caller's `source` checks it (walletExists), or nothing would be debited for its rows.
 * Select `wallet_debit.balance_fen` for the balance after.
 */
export function debitCtes(d: StatementDebit): SQL {
  if (!Number.isSafeInteger(d.amountFen) || d.amountFen <= 0)
    throw new Error('a debit needs a positive amount');
  if (!/^[a-z_]+$/.test(d.source)) throw new Error('source must be a CTE name');
  const source = sql.raw(d.source);
  return sql`wallet_debit AS (
      UPDATE wallets SET balance_fen = balance_fen - ${d.amountFen}, updated_at = now()
      WHERE user_id = ${d.userId} AND EXISTS (SELECT 1 FROM ${source})
      RETURNING balance_fen, frozen_fen
    ),
    wallet_debit_ledger AS (
      INSERT INTO wallet_ledger (user_id, kind, amount_fen, frozen_delta_fen, balance_after_fen, frozen_after_fen, reference, memo)
      SELECT ${d.userId}, ${d.kind}, ${-d.amountFen}, 0, wallet_debit.balance_fen, wallet_debit.frozen_fen, ${d.reference}, ${d.memo}
      FROM wallet_debit, ${source}
      RETURNING id
    )`;
}

/** SQL condition: the player has a wallet (a statement debit must not run without one). */
export const walletExists = (userId: number): SQL =>
  sql`EXISTS (SELECT 1 FROM wallets WHERE user_id = ${userId})`;

/** True when a statement debit failed because the available balance was short. */
export function isShortBalance(err: unknown): boolean {
  const c = checkViolation(err);
  return c === 'wallets_frozen_le_balance' || c === 'wallets_balance_nonneg';
}
