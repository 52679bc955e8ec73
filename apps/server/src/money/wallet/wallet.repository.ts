import type { LedgerKind } from '@cailiao/contracts';
import { and, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../platform/db/client.ts';
import { walletLedger, wallets } from './wallet.schema.ts';

export type WalletRow = typeof wallets.$inferSelect;
export type LedgerRow = typeof walletLedger.$inferSelect;
export type LockedWallet = Pick<WalletRow, 'userId' | 'balanceFen' | 'frozenFen'>;
export type NewLedgerMove = Pick<
  LedgerRow,
  | 'userId'
  | 'kind'
  | 'amountFen'
  | 'frozenDeltaFen'
  | 'balanceAfterFen'
  | 'frozenAfterFen'
  | 'reference'
  | 'memo'
>;

export interface LedgerFilter {
  kinds?: LedgerKind[];
  from?: Date;
  /** Exclusive. */
  to?: Date;
}

function ledgerWhere(userId: number, f: LedgerFilter): SQL | undefined {
  return and(
    eq(walletLedger.userId, userId),
    f.kinds?.length ? inArray(walletLedger.kind, f.kinds) : undefined,
    f.from ? gte(walletLedger.createdAt, f.from) : undefined,
    f.to ? lt(walletLedger.createdAt, f.to) : undefined,
  );
}

export const walletRepository = {
  async create(db: DbOrTx, userId: number): Promise<void> {
    await db.insert(wallets).values({ userId }).onConflictDoNothing();
  },

  async find(db: DbOrTx, userId: number) {
    const [row] = await db.select().from(wallets).where(eq(wallets.userId, userId)).limit(1);
    return row;
  },

  // The three statements of every money move are written as plain SQL: they run on every bet and
  // payout, and the query builder roughly doubled their cost (bench/ledger.bench.ts).

  /** Reads and locks a wallet row until the transaction ends (SELECT … FOR UPDATE). */
  async lock(tx: Tx, userId: number): Promise<LockedWallet | undefined> {
    const { rows } = (await tx.execute(
      sql`SELECT balance_fen, frozen_fen FROM wallets WHERE user_id = ${userId} FOR UPDATE`,
    )) as unknown as { rows: { balance_fen: number | string; frozen_fen: number | string }[] };
    const row = rows[0];
    return row && { userId, balanceFen: Number(row.balance_fen), frozenFen: Number(row.frozen_fen) };
  },

  /** Locks many wallet rows in user order (two batches never wait on each other in a circle); answers how many. */
  async lockMany(tx: Tx, userIds: number[]): Promise<number> {
    // A count, not a row per wallet: a batch's thousand rows cost the driver more than the locks.
    const { rows } = (await tx.execute(
      sql`SELECT count(*)::int AS n FROM (
        SELECT user_id FROM wallets WHERE user_id = ANY(${sql.param(userIds)}::int[]) ORDER BY user_id FOR UPDATE
      ) l`,
    )) as unknown as { rows: { n: number }[] };
    return rows[0]!.n;
  },

  async createMany(tx: Tx, userIds: number[]): Promise<void> {
    await tx.execute(
      sql`INSERT INTO wallets (user_id) SELECT unnest(${sql.param(userIds)}::int[]) ON CONFLICT DO NOTHING`,
    );
  },

  async setBalances(tx: Tx, userId: number, balanceFen: number, frozenFen: number): Promise<void> {
    await tx.execute(
      sql`UPDATE wallets SET balance_fen = ${balanceFen}, frozen_fen = ${frozenFen}, updated_at = now() WHERE user_id = ${userId}`,
    );
  },

  /** Inserts a ledger row unless its reference exists; answers the new row's id or undefined. */
  async insertLedgerIfNew(tx: Tx, r: NewLedgerMove): Promise<number | undefined> {
    const { rows } = (await tx.execute(
      sql`INSERT INTO wallet_ledger (user_id, kind, amount_fen, frozen_delta_fen, balance_after_fen, frozen_after_fen, reference, memo)
        VALUES (${r.userId}, ${r.kind}, ${r.amountFen}, ${r.frozenDeltaFen}, ${r.balanceAfterFen}, ${r.frozenAfterFen}, ${r.reference}, ${r.memo})
        ON CONFLICT (reference) DO NOTHING RETURNING id`,
    )) as unknown as { rows: { id: number | string }[] };
    return rows[0] ? Number(rows[0].id) : undefined;
  },

  async findLedgerByReference(db: DbOrTx, reference: string): Promise<LedgerRow | undefined> {
    const [row] = await db.select().from(walletLedger).where(eq(walletLedger.reference, reference)).limit(1);
    return row;
  },

  async listLedger(db: DbOrTx, userId: number, f: LedgerFilter, page: number, limit: number) {
    const where = ledgerWhere(userId, f);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(walletLedger)
        .where(where)
        .orderBy(desc(walletLedger.id))
        .limit(limit)
        .offset((page - 1) * limit),
      db.select({ n: count() }).from(walletLedger).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  /** Σ amountFen of a user's ledger rows of the given kinds within the filter. */
  async sumAmount(db: DbOrTx, userId: number, f: LedgerFilter): Promise<number> {
    const [row] = await db
      .select({ sum: sql<string | number | null>`coalesce(sum(${walletLedger.amountFen}), 0)` })
      .from(walletLedger)
      .where(ledgerWhere(userId, f));
    return Number(row?.sum ?? 0);
  },
};
