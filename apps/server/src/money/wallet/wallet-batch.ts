import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import type { MoneyMove } from './wallet.service.ts';

type Rows<T> = { rows: T[] };

/**
 * Many credits in the caller's transaction with four statements whatever their number (bet
 * settlement pays thousands at once). Same rules as `credit`: positive integer fen, one ledger row
 * per move with its balance after, wallets locked FOR UPDATE (in user order, so two batches cannot
 * deadlock) and each updated once. A reference that already exists fails the whole batch with a
 * unique violation, so the caller's transaction rolls back and nothing is paid twice.
 * Answers each user's balance after the batch (fen).
 */
export async function creditBatch(tx: Tx, moves: readonly MoneyMove[]): Promise<Map<number, number>> {
  const balances = new Map<number, number>();
  if (moves.length === 0) return balances;
  for (const m of moves) {
    if (!Number.isSafeInteger(m.amountFen) || m.amountFen <= 0)
      throw new Error(`credit of ${m.amountFen} fen is invalid`);
    if (!m.reference || m.reference.length > 200)
      throw new Error('a money move needs a reference of 1-200 chars');
  }
  const userIds = [...new Set(moves.map((m) => m.userId))].sort((a, b) => a - b);
  const lock = () =>
    tx.execute(
      sql`SELECT user_id, balance_fen, frozen_fen FROM wallets WHERE user_id = ANY(${sql.param(userIds)}::int[]) ORDER BY user_id FOR UPDATE`,
    ) as unknown as Promise<
      Rows<{ user_id: number; balance_fen: number | string; frozen_fen: number | string }>
    >;
  let wallets = (await lock()).rows;
  if (wallets.length < userIds.length) {
    await tx.execute(
      sql`INSERT INTO wallets (user_id) SELECT unnest(${sql.param(userIds)}::int[]) ON CONFLICT DO NOTHING`,
    );
    wallets = (await lock()).rows;
  }
  const frozen = new Map<number, number>();
  for (const w of wallets) {
    balances.set(w.user_id, Number(w.balance_fen));
    frozen.set(w.user_id, Number(w.frozen_fen));
  }

  const cols = {
    user: [] as number[],
    kind: [] as string[],
    amount: [] as number[],
    after: [] as number[],
    frozen: [] as number[],
    ref: [] as string[],
    memo: [] as (string | null)[],
  };
  for (const m of moves) {
    const after = (balances.get(m.userId) ?? 0) + m.amountFen;
    balances.set(m.userId, after);
    cols.user.push(m.userId);
    cols.kind.push(m.kind);
    cols.amount.push(m.amountFen);
    cols.after.push(after);
    cols.frozen.push(frozen.get(m.userId) ?? 0);
    cols.ref.push(m.reference);
    cols.memo.push(m.memo ?? null);
  }
  await tx.execute(sql`
    INSERT INTO wallet_ledger (user_id, kind, amount_fen, frozen_delta_fen, balance_after_fen, frozen_after_fen, reference, memo)
    SELECT u, k, a, 0, b, f, r, m FROM unnest(
      ${sql.param(cols.user)}::int[], ${sql.param(cols.kind)}::text[], ${sql.param(cols.amount)}::bigint[],
      ${sql.param(cols.after)}::bigint[], ${sql.param(cols.frozen)}::bigint[], ${sql.param(cols.ref)}::text[],
      ${sql.param(cols.memo)}::text[]
    ) AS v(u, k, a, b, f, r, m)`);
  const ids = [...balances.keys()];
  await tx.execute(sql`
    UPDATE wallets AS w SET balance_fen = v.b, updated_at = now()
    FROM unnest(${sql.param(ids)}::int[], ${sql.param(ids.map((id) => balances.get(id)!))}::bigint[]) AS v(u, b)
    WHERE w.user_id = v.u`);
  return balances;
}
