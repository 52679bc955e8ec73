import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/platform/db/client.ts';
import {
  randomPort,
  type ServerProcess,
  spawnServer,
  waitUntilUp,
} from '../apps/server/src/test/server-process.ts';
import { type Load, type LoadChild, loadFromChild } from './http-load.ts';

/**
 * Users 1..n of a fresh database, straight in SQL (wallets, ledger and bets refer to users by
 * foreign key); the id sequence moves past them so later registrations do not collide.
 */
export async function seedUsers(db: Db, n: number): Promise<void> {
  await db.execute(sql`
    INSERT INTO users (id, username, password_hash, nickname, invite_code)
    SELECT g, 'bench' || g, '-', 'bench' || g, 'BENCH' || g FROM generate_series(1, ${n}) AS g`);
  await db.execute(sql`SELECT setval(pg_get_serial_sequence('users', 'id'), ${n})`);
}

/**
 * Requests per second of one endpoint under `connections` concurrent clients for `seconds`, the
 * clients in a child process (http-load.ts), with the CPU time this process (the servers') spent
 * per request answered.
 */
export async function measureRps(opts: {
  url: string;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
  connections?: number;
  seconds?: number;
  /** The clients' child to run in (kept warm across loads); a child of its own when absent. */
  child?: LoadChild;
}): Promise<Load & { cpuUsPerRequest: number }> {
  // CPU time per request of the server's process: on a loaded machine it moves far less than
  // requests per second, which depend on how much CPU the server got.
  const cpu = process.cpuUsage();
  const job = {
    url: opts.url,
    method: opts.method ?? 'GET',
    body: opts.body,
    headers: { 'content-type': 'application/json', ...opts.headers },
    connections: opts.connections ?? 20,
    seconds: opts.seconds ?? 5,
  } as const;
  const load = await (opts.child ? opts.child.run(job) : loadFromChild(job));
  const used = process.cpuUsage(cpu);
  return { ...load, cpuUsPerRequest: (used.user + used.system) / Math.max(1, load.requests) };
}

export const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/** The item whose `key` is the median of the items' (the upper one of an even count). */
export function medianBy<T>(items: readonly T[], key: (item: T) => number): T {
  return [...items].sort((a, b) => key(a) - key(b))[Math.floor(items.length / 2)]!;
}

/**
 * Seconds of each side's own load, unmeasured, before a bench's first measured run: both sides are
 * measured as a running server runs, their hot paths optimised (see bets.bench.ts for what a cold
 * start cost).
 */
export const WARM_SECONDS = Number(process.env.BENCH_WARM_SECONDS ?? 3);

/**
 * Runs `clients` loops of `op` for `seconds`, each client's next operation starting when its last
 * has finished; answers operations per second.
 */
export async function loopsPerSecond(
  clients: number,
  op: (client: number) => Promise<void>,
  seconds: number,
): Promise<number> {
  let count = 0;
  const started = Date.now();
  const stopAt = started + seconds * 1000;
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

/**
 * Two real server processes (main.ts, as deployed) on the PostgreSQL database of `databaseUrl`
 * and the Redis of BENCH_REDIS_URL, rate limits, scheduler and demo off, both answering; `stop`
 * them when done.
 */
export async function startTwoServers(databaseUrl: string, name: string): Promise<ServerProcess[]> {
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: process.env.BENCH_REDIS_URL,
    RATE_LIMITS: 'off',
    SCHEDULER: 'off',
    DEMO: '0',
    LOG_LEVEL: 'warn',
    WEB_DIST: '/none',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), `cailiao-${name}-bench-2p-`)),
  };
  const servers = [spawnServer(randomPort(20000), env), spawnServer(randomPort(30000), env)];
  try {
    await Promise.all(servers.map((s) => waitUntilUp(s)));
  } catch (err) {
    await Promise.all(servers.map((s) => s.stop()));
    throw err;
  }
  return servers;
}

/** CPU time (µs) a process has used, from /proc (utime and stime, 100 ticks a second on Linux). */
export function procCpuUs(pid: number | string): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / 100;
}

/** CPU time (µs) of each PostgreSQL server process on this machine now, by pid. */
function postgresCpu(): Map<string, number> {
  const cpu = new Map<string, number>();
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') cpu.set(pid, procCpuUs(pid));
    } catch {
      // gone since the listing
    }
  }
  return cpu;
}

/**
 * Measures the CPU time (µs) the PostgreSQL server of this machine spends from now until the
 * returned function is called (undefined where none runs here, or /proc is not Linux's). A backend
 * started in between counts whole; one that ended in between is missed (autovacuum's, briefly).
 */
export function postgresCpuMeter(): () => number | undefined {
  let before: Map<string, number>;
  try {
    before = postgresCpu();
  } catch {
    return () => undefined;
  }
  return () => {
    if (before.size === 0) return undefined;
    let used = 0;
    for (const [pid, cpu] of postgresCpu()) used += cpu - (before.get(pid) ?? 0);
    return used;
  };
}
