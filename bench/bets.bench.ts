import { randomBytes } from 'node:crypto';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createWalletService } from '../apps/server/src/money/wallet/wallet.service.ts';
import { type Database, openPglite } from '../apps/server/src/platform/db/client.ts';
import { openScratchPostgres } from '../apps/server/src/platform/db/scratch-postgres.ts';
import { MemoryEventBus } from '../apps/server/src/platform/events/event-bus.ts';
import { NoRateLimiter } from '../apps/server/src/platform/lib/rate-limiter.ts';
import { loopsPerSecond, postgresCpuMeter, round, startTwoServers, WARM_SECONDS } from './lib.ts';
import { openPhones, type SlipLoad, type SlipPhones } from './slip-phones.ts';
import type { BenchResult } from './types.ts';

/**
 * Bet slips per second through HTTP: POST /api/bets/submit with 3 items (k3), 20 concurrent
 * clients, each one of the 20 players, each slip with its own requestId, sent from a child process
 * (slip-phones.ts); against the bare ledger transaction of the money issue (wallet.debit: lock the
 * wallet, check, insert the ledger row, update) at 20 concurrent clients, each one player too,
 * measured in the same run on the same database. The game clock of the server in the bench's
 * process is frozen inside an open issue so no slip meets a closed window. PGlite always;
 * PostgreSQL as well when BENCH_DATABASE_URL is set (a scratch database is created there and
 * dropped afterwards), and with BENCH_REDIS_URL too, the same slips through two server processes.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CLIENTS = 20;
const PLAYERS = 20;

const scratchPostgres = (url: string) => openScratchPostgres(url, 'bench_bets', 20);

/*
 * Why both sides are warmed (WARM_SECONDS, lib.ts): measured after only 50 slips, the first 5 s of
 * slips placed 3,505 and 3,855/s on PostgreSQL and the next 5 s 4,523 and 4,637/s; the server's CPU
 * a slip went from 152 to 112-117 µs, and a profile of the machine showed its background threads
 * compiling optimised code through the first window. The bare transaction gains too (about 3,000
 * -> 3,100/s), so the ratio stays where it was.
 */

/** `url` is a PostgreSQL database's, which server processes of their own can open too. */
async function benchEngine(label: string, database: Database & { url?: string }): Promise<BenchResult[]> {
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
  const onPostgres = label === 'PostgreSQL';
  const phones = openPhones();
  try {
    let ref = 0;
    const bareRun = (seconds = SECONDS) =>
      loopsPerSecond(
        CLIENTS,
        (c) =>
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
        seconds,
      );
    // Both sides under their own load first (odds tables, prepared statements, optimised code).
    allAnswered(await phones.send([{ url, tokens }], `w${run}`, WARM_SECONDS));
    await bareRun(WARM_SECONDS);
    // The baseline runs before and after the slips and is averaged: the machine's load moves
    // within a run, and a ratio against one side alone swings with it.
    const bareBefore = await measuredCpu(bareRun, onPostgres);
    // Each connection is one player's phone, as in the baseline: a player's next slip leaves when
    // the answer to the last one has come.
    const slips = await measuredCpu(() => phones.send([{ url, tokens }], `b${run}`, SECONDS), onPostgres);
    const load = slips.result;
    await new Promise((r) => setTimeout(r, 1000)); // let the last in-flight slips finish
    const bareAfter = await bareRun();
    const bare = (bareBefore.result + bareAfter) / 2;
    const results: BenchResult[] = [
      slipResult(`${CLIENTS} clients, ${label}`, load, bare, onPostgres ? 1.5 : 1.0),
      ...(onPostgres ? [p99Result(`${CLIENTS} clients, ${label}`, load)] : []),
      cpuResult(label, slips, bareBefore),
    ];
    if (database.url && process.env.BENCH_REDIS_URL) {
      const two = await twoProcessSlips(phones, database.url, tokens, run);
      const bareLast = await bareRun();
      const label2 = `${CLIENTS} clients over two server processes (main.ts) and Redis, ${label}`;
      results.push(slipResult(label2, two, (bareAfter + bareLast) / 2, 1.5), p99Result(label2, two));
    }
    return results;
  } finally {
    phones.close();
    await app.close();
  }
}

/**
 * What `run` answers, with the CPU time (µs) this process spent on it, and the local PostgreSQL
 * server's when `onPostgres`.
 */
async function measuredCpu<T>(run: () => Promise<T>, onPostgres: boolean) {
  const own = process.cpuUsage();
  const postgres = onPostgres ? postgresCpuMeter() : () => undefined;
  const result = await run();
  const used = process.cpuUsage(own);
  return { result, ownUs: used.user + used.system, postgresUs: postgres() };
}

/**
 * Informative, not a goal: CPU per slip of the server's process (the phones' child excluded) and
 * the database, against CPU per bare transaction of the bench's process and the database. Where
 * the slips/s ratio is bound by each slip's round trip with 20 phones, this one says what a slip
 * costs the machine. PostgreSQL's share only where it runs on this machine.
 */
function cpuResult(
  label: string,
  slips: { result: SlipLoad; ownUs: number; postgresUs?: number },
  bare: { result: number; ownUs: number; postgresUs?: number },
): BenchResult {
  const withDb = slips.postgresUs !== undefined && bare.postgresUs !== undefined;
  const slipCount = slips.result.slipsPerSecond * SECONDS;
  const txCount = bare.result * SECONDS;
  const slip = (slips.ownUs + (withDb ? slips.postgresUs! : 0)) / slipCount;
  const tx = (bare.ownUs + (withDb ? bare.postgresUs! : 0)) / txCount;
  const what = label === 'PGlite' || withDb ? 'server process and database' : 'server process only';
  return {
    name: `CPU per bet slip, ${what}, ${label} (inverse, as a throughput ratio)`,
    value: round(slip, 0),
    unit: 'µs CPU/slip',
    baseline: { name: 'CPU per bare ledger transaction, the same processes', value: round(tx, 0) },
    ratio: round(tx / slip, 3),
    notes: withDb
      ? `server ${round(slips.ownUs / slipCount, 0)} µs + PostgreSQL ${round(slips.postgresUs! / slipCount, 0)} µs a slip; bench process ${round(bare.ownUs / txCount, 0)} µs + PostgreSQL ${round(bare.postgresUs! / txCount, 0)} µs a transaction`
      : `the phones (autocannon) in their child process are not counted${label === 'PGlite' ? '; PGlite runs in the server process' : ''}`,
  };
}

function slipResult(what: string, load: SlipLoad, bare: number, goal: number): BenchResult {
  return {
    name: `POST /api/bets/submit, 3 items, ${what}`,
    value: round(load.slipsPerSecond, 0),
    unit: 'slips/s',
    baseline: {
      name: `bare ledger transaction (wallet.debit), ${CLIENTS} clients, in the bench's process`,
      value: round(bare, 0),
    },
    ratio: round(load.slipsPerSecond / bare, 3),
    notes: `p99 ${load.p99} ms, non-2xx ${load.non2xx}, errors ${load.errors}; ${round(load.slipsPerSecond * 3, 0)} bets/s; slips sent from a child process, which spent ${round(load.phonesCpuPerSlipUs, 0)} µs CPU a slip`,
    goal: { of: 'ratio', op: '>=', target: goal },
  };
}

function p99Result(what: string, load: SlipLoad): BenchResult {
  return {
    name: `POST /api/bets/submit p99, ${what}`,
    value: load.p99,
    unit: 'ms',
    goal: { of: 'value', op: '<', target: 50 },
  };
}

/**
 * The same slips through two real server processes (main.ts, as deployed, the real clock) on the
 * bench's PostgreSQL database and one Redis, half of the players' phones on each. The run starts
 * when the open issue has its whole length of betting left, so no slip meets a closed window.
 */
async function twoProcessSlips(
  phones: SlipPhones,
  databaseUrl: string,
  tokens: string[],
  run: string,
): Promise<SlipLoad> {
  const servers = await startTwoServers(databaseUrl, 'bets');
  try {
    const targets = servers.map((s, i) => ({ url: s.base, tokens: tokens.filter((_, k) => k % 2 === i) }));
    await bettingWindow(WARM_SECONDS + SECONDS + 2);
    allAnswered(await phones.send(targets, `v${run}`, WARM_SECONDS));
    await bettingWindow(SECONDS + 1);
    return await phones.send(targets, `t${run}`, SECONDS);
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}

/** Stops the run when a warm-up slip was refused or failed: the servers are not placing slips. */
function allAnswered(warm: SlipLoad) {
  if (warm.non2xx + warm.errors > 0)
    throw new Error(`warm-up slips: ${warm.non2xx} answered non-2xx, ${warm.errors} failed`);
}

/**
 * Waits, if need be, for the next issue of the 60-second game: betting on an issue closes 5 s
 * before its draw on the minute, and the run needs `seconds` of it left.
 */
async function bettingWindow(seconds: number) {
  const inMinute = Date.now() % 60_000;
  if (inMinute >= 1_000 && inMinute + seconds * 1000 <= 55_000) return;
  await new Promise((r) => setTimeout(r, 60_000 - inMinute + 1_000));
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
