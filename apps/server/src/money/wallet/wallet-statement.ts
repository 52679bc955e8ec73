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

/**
 * SQL condition: the player has a wallet (a statement debit must not run without one). `userId` is
 * a value, or an SQL expression such as a column of the caller's rows.
 */
export const walletExists = (userId: number | SQL): SQL =>
  sql`EXISTS (SELECT 1 FROM wallets WHERE user_id = ${userId})`;

/** True when a statement debit failed because the available balance was short. */
export function isShortBalance(err: unknown): boolean {
  const c = checkViolation(err);
  return c === 'wallets_frozen_le_balance' || c === 'wallets_balance_nonneg';
}

/**
 * Many credits as CTEs of the caller's statement (bet settlement: one statement per batch). The
 * caller's CTE `source` yields one row per credit with columns user_id, amount_fen (> 0), kind,
 * reference, memo and ord (unique; the order of the ledger rows of one wallet). The wallets are
 * locked in user order (as `creditBatch`, so batches cannot deadlock), each gets one ledger row
 * per credit with its running balance after and one update of its balance. Select
 * `(SELECT count(*) FROM credit_ledger)` and compare it with the number of credits: a player
 * without a wallet gets no row, and the caller must then fail its transaction. A reference that
 * exists fails the whole statement (unique violation), so nothing is paid twice.
 */
export function creditCtes(source: string): SQL {
  if (!/^[a-z_]+$/.test(source)) throw new Error('source must be a CTE name');
  const s = sql.raw(source);
  // No CTE is joined to another: the planner guesses one row for each, so such a join is a nested
  // loop over both, which grew with credits × players (most of a 10,000-bet batch's time). The
  // wallets are locked joined with their totals (an index lookup per player), and each credit's
  // balance after is a running sum over the locked balance followed by its player's credits.
  return sql`credit_users AS (
      SELECT user_id, sum(amount_fen) AS total FROM ${s} GROUP BY user_id
    ),
    credit_locked AS (
      SELECT w.user_id, w.balance_fen, w.frozen_fen, u.total FROM credit_users u
      JOIN wallets w ON w.user_id = u.user_id
      ORDER BY w.user_id FOR UPDATE OF w
    ),
    credit_ledger AS (
      INSERT INTO wallet_ledger (user_id, kind, amount_fen, frozen_delta_fen, balance_after_fen, frozen_after_fen, reference, memo)
      SELECT x.user_id, x.kind, x.amount_fen, 0, x.balance_after, x.frozen_after, x.reference, x.memo
      FROM (
        SELECT c.*,
          sum(c.delta) OVER (PARTITION BY c.user_id ORDER BY c.is_credit, c.ord) AS balance_after,
          max(c.frozen_fen) OVER (PARTITION BY c.user_id) AS frozen_after,
          bool_or(NOT c.is_credit) OVER (PARTITION BY c.user_id) AS has_wallet
        FROM (
          SELECT l.user_id, false AS is_credit, NULL::bigint AS ord, l.balance_fen AS delta, l.frozen_fen,
            NULL::text AS kind, NULL::bigint AS amount_fen, NULL::text AS reference, NULL::text AS memo
          FROM credit_locked l
          UNION ALL
          SELECT m.user_id, true, m.ord, m.amount_fen, NULL, m.kind, m.amount_fen, m.reference, m.memo
          FROM ${s} m
        ) c
      ) x
      WHERE x.is_credit AND x.has_wallet
      RETURNING id
    ),
    credit_wallets AS (
      UPDATE wallets w SET balance_fen = l.balance_fen + l.total, updated_at = now()
      FROM credit_locked l
      WHERE w.user_id = l.user_id
      RETURNING w.user_id
    )`;
}

/**
 * Money leaving many wallets, as CTEs `<name>_users`, `<name>_locked`, `<name>_ledger` and
 * `<name>_wallets` of the caller's statement (settleFrozenCtes, debitsCtes). The caller's CTE
 * `source` yields one row per move with columns user_id, amount_fen (> 0), kind, reference, memo
 * and ord (unique; the order of the ledger rows of one wallet). Wallets are locked in user order
 * (as creditCtes, so such statements cannot deadlock); each move gets a ledger row with the
 * running balance (and, when `frozenToo`, frozen amount) after; each wallet one update.
 */
function outgoingCtes(name: 'settle' | 'debits', source: string, frozenToo: boolean): SQL {
  if (!/^[a-z_]+$/.test(source)) throw new Error('source must be a CTE name');
  const s = sql.raw(source);
  const cte = (part: string) => sql.raw(`${name}_${part}`);
  const running = sql`sum(m.amount_fen) OVER (PARTITION BY m.user_id ORDER BY m.ord)`;
  return sql`${cte('users')} AS (
      SELECT user_id, sum(amount_fen) AS total FROM ${s} GROUP BY user_id
    ),
    ${cte('locked')} AS (
      SELECT w.user_id, w.balance_fen, w.frozen_fen FROM wallets w
      WHERE w.user_id IN (SELECT user_id FROM ${cte('users')})
      ORDER BY w.user_id FOR UPDATE
    ),
    ${cte('ledger')} AS (
      INSERT INTO wallet_ledger (user_id, kind, amount_fen, frozen_delta_fen, balance_after_fen, frozen_after_fen, reference, memo)
      SELECT m.user_id, m.kind, -m.amount_fen, ${frozenToo ? sql`-m.amount_fen` : sql`0`},
        l.balance_fen - ${running},
        ${frozenToo ? sql`l.frozen_fen - ${running}` : sql`l.frozen_fen`},
        m.reference, m.memo
      FROM ${s} m JOIN ${cte('locked')} l ON l.user_id = m.user_id
      RETURNING id
    ),
    ${cte('wallets')} AS (
      UPDATE wallets w SET balance_fen = l.balance_fen - u.total,${frozenToo ? sql` frozen_fen = l.frozen_fen - u.total,` : sql``} updated_at = now()
      FROM ${cte('users')} u JOIN ${cte('locked')} l ON l.user_id = u.user_id
      WHERE w.user_id = u.user_id
      RETURNING w.user_id, w.balance_fen
    )`;
}

/**
 * Many `settleFrozen` moves (frozen money leaves: balance and frozen both go down) as CTEs of the
 * caller's statement (chase placement: one statement per batch); `source` as for outgoingCtes.
 * Select `(SELECT count(*) FROM settle_ledger)` and compare it with the number of moves (a player
 * without a wallet gets no row). More than is frozen fails the whole statement (the wallet's
 * CHECK), as does a reference that exists (unique violation).
 */
export function settleFrozenCtes(source: string): SQL {
  return outgoingCtes('settle', source, true);
}

/**
 * Many debits as CTEs of the caller's statement (bet slips placed together: one statement for
 * many players); `source` as for outgoingCtes. A short balance fails the whole statement (the
 * wallet's CHECK; tell it with isShortBalance), as does a reference that exists. Select
 * `debits_wallets` (user_id, balance_fen) for the balances after, and compare
 * `(SELECT count(*) FROM debits_ledger)` with the number of debits: a player without a wallet gets
 * no row, and the caller must then fail.
 */
export function debitsCtes(source: string): SQL {
  return outgoingCtes('debits', source, false);
}
