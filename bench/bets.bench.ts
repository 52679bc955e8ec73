import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createWalletService } from '../apps/server/src/money/wallet/wallet.service.ts';
import { type Database, openPglite } from '../apps/server/src/platform/db/client.ts';
import { openScratchPostgres } from '../apps/server/src/platform/db/scratch-postgres.ts';
import { MemoryEventBus } from '../apps/server/src/platform/events/event-bus.ts';
import { NoRateLimiter } from '../apps/server/src/platform/lib/rate-limiter.ts';
import { round } from './lib.ts';
import type { BenchResult } from './types.ts';

interface AutocannonClient {
  setHeadersAndBody(headers: Record<string, string>, body: string): void;
  setBody(body: string): void;
  on(event: 'response', listener: () => void): void;
}

/**
 * Bet slips per second through HTTP: POST /api/bets/submit with 3 items (k3), 20 concurrent
 * clients, each one of the 20 players, each slip with its own requestId; against the bare ledger
 * transaction of the money issue (wallet.debit: lock the wallet, check, insert the ledger row,
 * update) at 20 concurrent clients, each one player too, measured in the same run on the same
 * database. The game clock is frozen
 * inside an open issue so no slip meets a closed window. PGlite always; PostgreSQL as well when
 * BENCH_DATABASE_URL is set (a scratch database is created there and dropped afterwards).
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CLIENTS = 20;
const PLAYERS = 20;

const scratchPostgres = (url: string) => openScratchPostgres(url, 'bench_bets', 20);

/** Runs `clients` loops of `op` for SECONDS; answers operations per second. */
async function throughput(clients: number, op: (client: number) => Promise<void>): Promise<number> {
  let count = 0;
  const started = Date.now();
  const stopAt = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      while (Date.now() < stopAt) {
        await op(c);
        count++;
      }
    }),
  );
  return count / ((Date.now() - started) / 1000);
}

async function benchEngine(label: string, database: Database): Promise<BenchResult[]> {
  // 12:00:10 Asia/Shanghai today: issue n of the 60 s game is open until 12:00:55.
  const day = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  const frozen = Date.parse(`${day}T04:00:10Z`);
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
    now: () => frozen,
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const wallet = createWalletService(database.db);
  const tokens: string[] = [];
  const userIds: number[] = [];
  for (let i = 0; i < PLAYERS; i++) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: `bench${randomBytes(4).toString('hex')}`, password: 'secret123' },
    });
    const { token, user } = res.json().data;
    tokens.push(token);
    userIds.push(user.id);
    await database.db.transaction((tx) =>
      wallet.credit(tx, {
        userId: user.id,
        amountFen: 1_000_000_000,
        kind: 'adjust',
        reference: `bench-fund:${user.id}`,
      }),
    );
  }
  const run = randomBytes(3).toString('hex');
  let n = 0;
  const slip = () =>
    JSON.stringify({
      gameId: 'jsk3',
      requestId: `b${run}-${n++}`,
      bets: [
        { play: 'k3.sum', option: String(3 + (n % 16)), amount: 2 },
        { play: 'k3.big_small', option: n % 2 ? 'big' : 'small', amount: 5 },
        { play: 'k3.two_diff', option: '1,2', amount: 1 },
      ],
    });
  try {
    // Warm up (odds tables, JIT, prepared paths), then measure.
    for (let i = 0; i < 50; i++)
      await app.inject({
        method: 'POST',
        url: '/api/bets/submit',
        headers: { authorization: `Bearer ${tokens[i % PLAYERS]}`, 'content-type': 'application/json' },
        payload: slip(),
      });
    let ref = 0;
    const bareRun = () =>
      throughput(CLIENTS, (c) =>
        database.db
          .transaction((tx) =>
            wallet.debit(tx, {
              userId: userIds[c % PLAYERS]!,
              amountFen: 1,
              kind: 'bet',
              reference: `bench-bare:${run}:${ref++}`,
            }),
          )
          .then(() => undefined),
      );
    // The baseline runs before and after the slips and is averaged: the machine's load moves
    // within a run, and a ratio against one side alone swings with it.
    const bareBefore = await bareRun();
    // Each client is one player's phone, as in the baseline: a player's next slip leaves when
    // the answer to the last one has come.
    let nextClient = 0;
    const result = await autocannon({
      url: `${url}/api/bets/submit`,
      connections: CLIENTS,
      duration: SECONDS,
      method: 'POST',
      setupClient: (client: AutocannonClient) => {
        const token = tokens[nextClient++ % PLAYERS];
        client.setHeadersAndBody(
          { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          slip(),
        );
        client.on('response', () => client.setBody(slip()));
      },
    } as never);
    await new Promise((r) => setTimeout(r, 1000)); // let the last in-flight slips finish
    const bare = (bareBefore + (await bareRun())) / 2;
    const slips = result.requests.average;
    const pg = label === 'PostgreSQL';
    return [
      {
        name: `POST /api/bets/submit, 3 items, ${CLIENTS} clients, ${label}`,
        value: round(slips, 0),
        unit: 'slips/s',
        baseline: {
          name: `bare ledger transaction (wallet.debit), ${CLIENTS} clients, ${label}`,
          value: round(bare, 0),
        },
        ratio: round(slips / bare, 3),
        notes: `p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}; ${round(slips * 3, 0)} bets/s`,
        goal: { of: 'ratio', op: '>=', target: pg ? 1.5 : 1.0 },
      },
      ...(pg
        ? [
            {
              name: `POST /api/bets/submit p99, ${CLIENTS} clients, ${label}`,
              value: result.latency.p99,
              unit: 'ms',
              goal: { of: 'value' as const, op: '<' as const, target: 50 },
            },
          ]
        : []),
    ];
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
    const pgDb = await scratchPostgres(process.env.BENCH_DATABASE_URL);
    try {
      results.push(...(await benchEngine('PostgreSQL', pgDb)));
    } finally {
      await pgDb.close();
    }
  }
  return results;
}
