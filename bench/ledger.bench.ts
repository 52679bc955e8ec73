import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { auditLedger } from '../apps/server/src/money/review/ledger-audit.ts';
import { walletLedger, wallets } from '../apps/server/src/money/wallet/wallet.schema.ts';
import { createWalletService } from '../apps/server/src/money/wallet/wallet.service.ts';
import { type Database, openPglite } from '../apps/server/src/platform/db/client.ts';
import { openScratchPostgres } from '../apps/server/src/platform/db/scratch-postgres.ts';
import { seedUsers } from './lib.ts';
import type { BenchResult } from './types.ts';

/**
 * Ledger transfers per second: one debit of 1 fen per transaction (lock the wallet row, check,
 * insert the ledger row, update the wallet), through the wallet service (Drizzle) and as the same
 * statements in plain SQL on the raw driver, at 1 and 20 concurrent clients. Each client moves its
 * own wallet, so the figures measure the engine and the code path, not lock contention.
 * PGlite always; PostgreSQL too when BENCH_DATABASE_URL is set (a scratch database is created there
 * and dropped afterwards).
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const WARMUP_MS = 500;
const ROUNDS = 2;
const CLIENTS = [1, 20];
const START_FEN = 1_000_000_000;

// The statements the wallet service runs for a debit, written by hand.
const LOCK = 'SELECT balance_fen, frozen_fen FROM wallets WHERE user_id = $1 FOR UPDATE';
const INSERT = `INSERT INTO wallet_ledger (user_id, kind, amount_fen, frozen_delta_fen, balance_after_fen, frozen_after_fen, reference)
  VALUES ($1, 'bet', $2, 0, $3, $4, $5) ON CONFLICT (reference) DO NOTHING RETURNING id`;
const UPDATE = 'UPDATE wallets SET balance_fen = $2, frozen_fen = $3, updated_at = now() WHERE user_id = $1';

type Query = (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
async function plainDebit(q: Query, userId: number, reference: string) {
  const [w] = (await q(LOCK, [userId])).rows;
  const balance = Number(w!.balance_fen) - 1;
  const frozen = Number(w!.frozen_fen);
  if (balance - frozen < 0) throw new Error('insufficient');
  const inserted = await q(INSERT, [userId, -1, balance, frozen, reference]);
  if (inserted.rows.length) await q(UPDATE, [userId, balance, frozen]);
}

/** Runs `clients` loops of `op` for SECONDS after a warm-up; answers operations per second. */
async function throughput(clients: number, op: (client: number) => Promise<void>): Promise<number> {
  // Time is read after each operation: PGlite settles its promises without yielding to timers.
  let count = 0;
  const startedAt = Date.now() + WARMUP_MS;
  const stopAt = startedAt + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      while (Date.now() < stopAt) {
        await op(c);
        if (Date.now() >= startedAt) count++;
      }
    }),
  );
  return count / ((Date.now() - startedAt) / 1000);
}

async function seedWallets(database: Database, n: number) {
  await seedUsers(database.db, n);
  await database.db
    .insert(wallets)
    .values(Array.from({ length: n }, (_, i) => ({ userId: i + 1, balanceFen: START_FEN })));
  await database.db.insert(walletLedger).values(
    Array.from({ length: n }, (_, i) => ({
      userId: i + 1,
      kind: 'adjust' as const,
      amountFen: START_FEN,
      balanceAfterFen: START_FEN,
      reference: `bench-seed:${i + 1}`,
    })),
  );
}

async function benchEngine(label: string, database: Database): Promise<BenchResult[]> {
  await seedWallets(database, Math.max(...CLIENTS));
  const wallet = createWalletService(database.db);
  const run = randomBytes(4).toString('hex');
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  let n = 0;
  const nextReference = (path: string) => `bench:${run}:${path}:${n++}`;

  const plain = async (c: number) => {
    const reference = nextReference('plain');
    if (database.engine === 'pglite') {
      await (client as PGlite).transaction((tx) => plainDebit((t, p) => tx.query(t, p), c + 1, reference));
      return;
    }
    const conn = await (client as pg.Pool).connect();
    try {
      await conn.query('BEGIN');
      await plainDebit((t, p) => conn.query(t, p), c + 1, reference);
      await conn.query('COMMIT');
    } catch (err) {
      await conn.query('ROLLBACK');
      throw err;
    } finally {
      conn.release();
    }
  };
  const service = (c: number) =>
    database.db
      .transaction((tx) =>
        wallet.debit(tx, { userId: c + 1, amountFen: 1, kind: 'bet', reference: nextReference('svc') }),
      )
      .then(() => undefined);

  const results: BenchResult[] = [];
  for (const clients of CLIENTS) {
    // Alternate the two and keep the best of each: commits wait for fsync, which is noisy.
    let baseline = 0;
    let value = 0;
    for (let round = 0; round < ROUNDS; round++) {
      baseline = Math.max(baseline, await throughput(clients, plain));
      value = Math.max(value, await throughput(clients, service));
    }
    results.push({
      name: `ledger debit via wallet service, ${label}, ${clients} client${clients > 1 ? 's' : ''}`,
      value: Math.round(value),
      unit: 'tx/s',
      baseline: {
        name: `same statements as plain SQL, ${label}, ${clients} client${clients > 1 ? 's' : ''}`,
        value: Math.round(baseline),
      },
      ratio: Math.round((value / baseline) * 100) / 100,
      notes: `BEGIN; SELECT … FOR UPDATE; INSERT ledger; UPDATE wallet; COMMIT; one wallet per client; best of ${ROUNDS}×${SECONDS}s`,
    });
  }
  const mismatches = await auditLedger(database.db);
  if (mismatches.length)
    throw new Error(`ledger audit failed after the benchmark: ${JSON.stringify(mismatches.slice(0, 3))}`);
  return results;
}

const scratchPostgres = (url: string) => openScratchPostgres(url, 'bench_ledger', Math.max(...CLIENTS) + 2);

export async function run(): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  const lite = await openPglite();
  try {
    results.push(...(await benchEngine('PGlite', lite)));
  } finally {
    await lite.close();
  }
  const url = process.env.BENCH_DATABASE_URL;
  if (url) {
    const postgres = await scratchPostgres(url);
    try {
      results.push(...(await benchEngine('PostgreSQL', postgres)));
    } finally {
      await postgres.close();
    }
  }
  return results;
}
