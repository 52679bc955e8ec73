import { randomBytes } from 'node:crypto';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { auditLedger } from '../apps/server/src/money/review/ledger-audit.ts';
import { createWalletService } from '../apps/server/src/money/wallet/wallet.service.ts';
import { type Database, openPglite } from '../apps/server/src/platform/db/client.ts';
import { openScratchPostgres } from '../apps/server/src/platform/db/scratch-postgres.ts';
import { MemoryEventBus } from '../apps/server/src/platform/events/event-bus.ts';
import { NoRateLimiter } from '../apps/server/src/platform/lib/rate-limiter.ts';
import { loopsPerSecond, round } from './lib.ts';
import type { BenchResult } from './types.ts';

/**
 * Red envelope grabs: 200 members of one group grab one envelope at the same moment, over real
 * HTTP (POST /api/chat/red-envelopes/{id}/grab). Every grab of one envelope queues on that
 * envelope's row lock, so this is the worst case of contention. Two shapes: 100 shares (the most an
 * envelope holds) and 20 shares, each for 200 grabbers (the rest answered "手慢了"). Baseline: the bare ledger
 * transaction (wallet.debit) at 20 clients, in the same run on the same database. PGlite always;
 * PostgreSQL too when BENCH_DATABASE_URL is set.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const GRABBERS = 200;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const BASE_CLIENTS = 20;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function benchEngine(label: string, database: Database): Promise<BenchResult[]> {
  const app = await buildApp({
    config: loadConfig({
      CAPTCHA: 'off',
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'off',
      SCHEDULER: 'off',
      DATA_DIR: '/tmp/cailiao-bench',
      WEB_DIST: '/none',
    }),
    database,
    bus: new MemoryEventBus(),
    limiter: new NoRateLimiter(),
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const wallet = createWalletService(database.db);
  const call = async (token: string, method: string, path: string, payload?: unknown) => {
    const res = await app.inject({
      method: method as 'POST',
      url: path,
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return res.json() as { success: boolean; data: any; message: string };
  };
  const register = async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: `re${randomBytes(5).toString('hex')}`, password: 'secret123' },
    });
    return res.json().data as { token: string; user: { id: number } };
  };

  try {
    const owner = await register();
    await database.db.transaction((tx) =>
      wallet.credit(tx, {
        userId: owner.user.id,
        amountFen: 1_000_000_000,
        kind: 'adjust',
        reference: `bench-fund:${owner.user.id}`,
      }),
    );
    const group = (await call(owner.token, 'POST', '/api/chat/groups', { name: '红包压测群' })).data;
    const grabbers: { token: string; id: number }[] = [];
    for (let i = 0; i < GRABBERS; i++) {
      const p = await register();
      await call(p.token, 'POST', '/api/chat/groups/join', { joinCode: group.joinCode });
      grabbers.push({ token: p.token, id: p.user.id });
    }

    /** One envelope, every grabber at once over HTTP; answers per-grab latencies and the elapsed time. */
    const round1 = async (count: number) => {
      const sent = await call(owner.token, 'POST', '/api/chat/red-envelopes', {
        groupId: group.id,
        amount: count * 2,
        count,
        type: 'lucky',
      });
      if (!sent.success) throw new Error(`send failed: ${sent.message}`);
      const started = performance.now();
      const answers = await Promise.all(
        grabbers.map(async (g) => {
          const t0 = performance.now();
          const res = await fetch(`${url}/api/chat/red-envelopes/${sent.data.id}/grab`, {
            method: 'POST',
            headers: { authorization: `Bearer ${g.token}`, 'content-type': 'application/json' },
            body: '{}',
          });
          const body = (await res.json()) as { success: boolean; data?: { grabAmount: number } };
          return {
            ms: performance.now() - t0,
            ok: body.success,
            fen: Math.round((body.data?.grabAmount ?? 0) * 100),
          };
        }),
      );
      const elapsed = (performance.now() - started) / 1000;
      const won = answers.filter((a) => a.ok);
      if (won.length !== count) throw new Error(`expected ${count} grabs, got ${won.length}`);
      if (won.reduce((s, a) => s + a.fen, 0) !== count * 200) throw new Error('shares do not add up');
      return { latencies: answers.map((a) => a.ms), elapsed, won: won.length };
    };

    const shapes: { count: number; name: string }[] = [
      { count: 100, name: `${GRABBERS} grabbers, 100 shares (the most an envelope holds)` },
      { count: 20, name: `${GRABBERS} grabbers, 20 shares` },
    ];
    await round1(10); // warm-up
    for (const g of grabbers.slice(0, BASE_CLIENTS)) {
      await database.db.transaction((tx) =>
        wallet.credit(tx, {
          userId: g.id,
          amountFen: 100_000,
          kind: 'adjust',
          reference: `bench-fund:${g.id}`,
        }),
      );
    }
    const results: BenchResult[] = [];
    let ref = 0;
    const run = randomBytes(3).toString('hex');
    const bare = await loopsPerSecond(
      BASE_CLIENTS,
      (c) =>
        database.db
          .transaction((tx) =>
            wallet.debit(tx, {
              userId: grabbers[c]!.id,
              amountFen: 1,
              kind: 'bet',
              reference: `bench-bare:${run}:${ref++}`,
            }),
          )
          .then(() => undefined),
      SECONDS,
    );
    for (const shape of shapes) {
      const latencies: number[] = [];
      let grabs = 0;
      let seconds = 0;
      let answered = 0;
      for (let r = 0; r < ROUNDS; r++) {
        const one = await round1(shape.count);
        latencies.push(...one.latencies);
        grabs += one.won;
        answered += one.latencies.length;
        seconds += one.elapsed;
      }
      latencies.sort((a, b) => a - b);
      const perSecond = grabs / seconds;
      results.push({
        name: `grabs of one envelope, ${shape.name}, ${label}`,
        value: round(perSecond, 0),
        unit: 'grabs/s',
        baseline: {
          name: `bare ledger transaction (wallet.debit), ${BASE_CLIENTS} clients, ${label}`,
          value: round(bare, 0),
        },
        ratio: round(perSecond / bare, 2),
        notes: `${round(answered / seconds, 0)} grab requests answered/s; p50 ${round(percentile(latencies, 50), 0)} ms, p99 ${round(percentile(latencies, 99), 0)} ms per grab request (all ${GRABBERS} sent at once); ${ROUNDS} envelopes`,
      });
    }
    const mismatches = await auditLedger(database.db);
    if (mismatches.length) throw new Error(`ledger audit failed: ${JSON.stringify(mismatches.slice(0, 3))}`);
    return results;
  } finally {
    await app.close();
  }
}

export async function run(): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  const lite = await openPglite();
  try {
    results.push(...(await benchEngine('PGlite', lite)));
  } finally {
    await lite.close();
  }
  if (process.env.BENCH_DATABASE_URL) {
    const pgDb = await openScratchPostgres(process.env.BENCH_DATABASE_URL, 'bench_envelopes', 20);
    try {
      results.push(...(await benchEngine('PostgreSQL', pgDb)));
    } finally {
      await pgDb.close();
    }
  }
  return results;
}
