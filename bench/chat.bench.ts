import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { FastifyInstance } from 'fastify';
import WebSocket, { WebSocketServer } from 'ws';
import { sessions } from '../apps/server/src/accounts/auth/auth.schema.ts';
import { users } from '../apps/server/src/accounts/user/user.schema.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { type Database, openPglite, openPostgres } from '../apps/server/src/platform/db/client.ts';
import { MemoryEventBus } from '../apps/server/src/platform/events/event-bus.ts';
import { hashPassword } from '../apps/server/src/platform/lib/passwords.ts';
import { NoRateLimiter } from '../apps/server/src/platform/lib/rate-limiter.ts';
import { newToken, sha256 } from '../apps/server/src/platform/lib/tokens.ts';
import { conversationMembers } from '../apps/server/src/social/chat/chat.schema.ts';
import { groupMembers } from '../apps/server/src/social/groups/groups.schema.ts';
import { postgresCpuMeter, procCpuUs, startTwoServers } from './lib.ts';
import type { BenchResult } from './types.ts';

/**
 * Chat fan-out: a 500-member group with all 500 sockets connected, send (HTTP POST) to receipt at
 * the last receiver, against a bare `ws` broadcast to 500 sockets; and memory per idle socket at
 * 5,000 sockets against bare `ws`. The sockets live in a child process, and so does the player
 * who sends (HTTP POST over a kept-alive connection, as a phone would): the server process measured
 * holds only its own side of each connection and does only a server's work, as the bare
 * broadcast's process does. Loopback only.
 */

const GROUP = 500;
const IDLE = Number(process.env.BENCH_IDLE_SOCKETS ?? 5000);
// A p99 needs rounds enough to have a tail of its own: of 150 it was the second slowest round, and
// moved with whether a GC pause or two happened to fall on a round (1.03-1.76 in three runs of the
// same code, 2026-12-05); of 500 it is the fifth slowest, and the pauses a steady stream of
// messages brings are part of it (1.71-2.63).
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 500);
const BURST = Number(process.env.BENCH_BURST ?? 200);
const BURST_CONCURRENCY = 8;
/** Messages sent before the timed rounds, not counted (see fanout). */
const WARM = 10;

/** Runs `work` for each key, at most `concurrency` at a time, in the keys' order. */
async function inTurns(keys: string[], concurrency: number, work: (key: string) => unknown) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < keys.length) await work(keys[next++]!);
    }),
  );
}

type ChildEvent =
  | { ev: 'ready'; count: number }
  | { ev: 'done'; key: string; lastAt: number; sentAt?: number }
  | { ev: 'closed' }
  | { ev: 'collected' }
  | { ev: 'pauses'; text: string }
  | { ev: 'failed'; message: string };

/** Where the child's player sends: POST of `{ groupId, content: key }` with these headers. */
interface SendTarget {
  url: string;
  headers: Record<string, string>;
  groupId: number;
}

/** The socket clients, in a child process (this same file, started with CHAT_BENCH_CHILD=1). */
class Clients {
  private readonly child: ChildProcess;
  /** The sockets' process: every receiver, and the app's sender. */
  get pid(): number {
    return this.child.pid!;
  }
  private readonly waiters = new Map<string, (e: ChildEvent) => void>();

  constructor() {
    this.child = fork(import.meta.filename, [], {
      // The receivers stand in for 500 phones, which would collect their garbage on their own
      // CPUs. With V8's helper threads, one collection here took both cores for up to 20 ms (perf
      // sched, 2026-12-05): the server measured got 0.02 ms of every 1 ms. That hurt the app, whose
      // work spreads over the round, and not the bare broadcast, which is done in one burst: in
      // four pairs of runs the app's p99 went from 17.6-21.1 ms to 10.3-15.8 ms on one thread
      // and the bare one's stayed at 6.2-12.6 ms. The receivers' pauses still count in every
      // round they fall in, on both sides.
      execArgv: ['--import', 'tsx', '--single-threaded-gc'],
      env: { ...process.env, CHAT_BENCH_CHILD: '1' },
    });
    this.child.on('message', (e: ChildEvent) => {
      if (e.ev === 'failed') throw new Error(`send failed: ${e.message}`);
      const key = e.ev === 'done' ? `done:${e.key}` : e.ev;
      this.waiters.get(key)?.(e);
      this.waiters.delete(key);
    });
  }

  private wait<T extends ChildEvent>(key: string): Promise<T> {
    return new Promise((resolve) => this.waiters.set(key, resolve as (e: ChildEvent) => void));
  }

  async connect(urls: string[], expect: number) {
    const ready = this.wait<{ ev: 'ready'; count: number }>('ready');
    this.child.send({ cmd: 'connect', urls, expect });
    return (await ready).count;
  }

  /**
   * Resolves when the last socket received the frame tagged `key`: that wall-clock time, and when
   * the child's player sent it (for messages the child sent).
   */
  done(key: string) {
    return this.wait<{ ev: 'done'; key: string; lastAt: number; sentAt?: number }>(`done:${key}`);
  }

  /** Has the child's player send these keys, `concurrency` at a time, to `target`. */
  send(target: SendTarget, keys: string[], concurrency = 1) {
    this.child.send({ cmd: 'send', target, keys, concurrency });
  }

  /** Has the child collect its garbage (what connecting and the warm-up left) and waits for it. */
  async collect() {
    const collected = this.wait('collected');
    this.child.send({ cmd: 'collect' });
    await collected;
  }

  /** Starts counting the child's own GC pauses and event-loop delay (the receivers' side of a round). */
  startPauses() {
    this.child.send({ cmd: 'pauses-start' });
  }

  async stopPauses(): Promise<string> {
    const pauses = this.wait<{ ev: 'pauses'; text: string }>('pauses');
    this.child.send({ cmd: 'pauses-stop' });
    return (await pauses).text;
  }

  async closeAll() {
    const closed = this.wait('closed');
    this.child.send({ cmd: 'close' });
    await closed;
  }

  stop() {
    this.child.kill();
  }
}

async function childMain() {
  let sockets: WebSocket[] = [];
  let expect = 0;
  const counts = new Map<string, number>();
  const sentAt = new Map<string, number>();
  const agent = new http.Agent({ keepAlive: true, maxSockets: BURST_CONCURRENCY });
  const post = (target: SendTarget, key: string) =>
    new Promise<void>((resolve, reject) => {
      const body = JSON.stringify({ groupId: target.groupId, content: key });
      const headers = { ...target.headers, 'content-length': String(Buffer.byteLength(body)) };
      sentAt.set(key, performance.timeOrigin + performance.now());
      const req = http.request(target.url, { method: 'POST', agent, headers }, (res) => {
        if (res.statusCode !== 200) reject(new Error(`HTTP ${res.statusCode}`));
        res.resume();
        res.on('end', resolve);
      });
      req.once('error', reject);
      req.end(body);
    });
  // Finds the tag without decoding or parsing the frame: the child must stay cheaper than the
  // server it measures (500 frames per message).
  const MARK = Buffer.from('"content":"bench-');
  const onFrame = (raw: WebSocket.RawData) => {
    const buf = raw as Buffer;
    const at = buf.indexOf(MARK);
    if (at < 0) return;
    const start = at + MARK.length - 'bench-'.length;
    const content = buf.toString('latin1', start, buf.indexOf(0x22, at + MARK.length));
    const n = (counts.get(content) ?? 0) + 1;
    counts.set(content, n);
    if (n === expect) {
      counts.delete(content);
      const lastAt = performance.timeOrigin + performance.now();
      process.send!({ ev: 'done', key: content, lastAt, sentAt: sentAt.get(content) });
      sentAt.delete(content);
    }
  };
  const open = (url: string) =>
    new Promise<WebSocket>((resolve, reject) => {
      const ws = new WebSocket(url);
      ws.on('message', onFrame);
      ws.once('error', reject);
      // The app greets with `connection` then `friends_online_status`; bare ws greets with `hello`.
      const ready = (raw: WebSocket.RawData) => {
        const type = (JSON.parse(raw.toString()) as { type: string }).type;
        if (type === 'friends_online_status' || type === 'hello') {
          ws.off('message', ready);
          resolve(ws);
        }
      };
      ws.on('message', ready);
    });
  type Command = {
    cmd: string;
    urls?: string[];
    expect?: number;
    target?: SendTarget;
    keys?: string[];
    concurrency?: number;
  };
  let pauses: RoundPauses | undefined;
  process.on('message', async (m: Command) => {
    if (m.cmd === 'collect') {
      gc();
      gc();
      process.send!({ ev: 'collected' });
    } else if (m.cmd === 'pauses-start') pauses = new RoundPauses();
    else if (m.cmd === 'pauses-stop') process.send!({ ev: 'pauses', text: pauses!.stop('sockets’ process') });
    else if (m.cmd === 'send') {
      try {
        await inTurns(m.keys!, m.concurrency!, (key) => post(m.target!, key));
      } catch (err) {
        process.send!({ ev: 'failed', message: (err as Error).message });
      }
    } else if (m.cmd === 'connect') {
      expect = m.expect!;
      const urls = m.urls!;
      for (let i = 0; i < urls.length; i += 100)
        sockets.push(...(await Promise.all(urls.slice(i, i + 100).map(open))));
      process.send!({ ev: 'ready', count: sockets.length });
    } else if (m.cmd === 'close') {
      await Promise.all(
        sockets.map(
          (ws) =>
            new Promise<void>((resolve) => {
              if (ws.readyState === ws.CLOSED) return resolve();
              ws.once('close', () => resolve());
              ws.close(1000);
            }),
        ),
      );
      sockets = [];
      process.send!({ ev: 'closed' });
    }
  });
}

if (process.env.CHAT_BENCH_CHILD === '1') await childMain();

// ---- measurement helpers -------------------------------------------------------------------

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const wall = () => performance.timeOrigin + performance.now();
const round = (n: number, d = 2) => Math.round(n * 10 ** d) / 10 ** d;
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
async function settle() {
  for (let i = 0; i < 3; i++) {
    gc();
    await new Promise((r) => setTimeout(r, 100));
  }
  const m = process.memoryUsage();
  return { rss: m.rss, heap: m.heapUsed, external: m.external };
}

/** CPU time (µs) this process has used: the server's side of the in-process runs. */
const ownCpu = () => {
  const u = process.cpuUsage();
  return u.user + u.system;
};
/** CPU time (µs) of other processes (the servers of the two-process run), from /proc. */
const cpuOf = (pids: number[]) => () => pids.reduce((sum, pid) => sum + procCpuUs(pid), 0);

/**
 * Who sends: the bare server broadcasts in its own process (no client at all); the app is sent
 * to by the child's player over HTTP, `concurrency` messages at a time.
 */
type Sender = ((key: string) => void) | SendTarget;

/**
 * Latency per round (one message, wait for the last receiver), messages/s of a burst, and the CPU
 * time per message of the burst (`cpu`: the server process(es); this figure moves far less with
 * the machine's load than messages/s, which depends on how much CPU the server was given).
 */
async function fanout(
  clients: Clients,
  sender: Sender,
  rounds: number,
  burst: number,
  cpu: () => number = ownCpu,
) {
  /** One message, sent and waited for at the last receiver; answers its latency in ms. */
  const round1 = async (key: string) => {
    const done = clients.done(key);
    const t0 = wall();
    if (typeof sender === 'function') sender(key);
    else clients.send(sender, [key]);
    const { lastAt, sentAt } = await done;
    return lastAt - (sentAt ?? t0);
  };
  // Warm-up messages, not counted: the first message a process fans out compiles its path and
  // loads the group's roster; the figures are of a warm server, as in the other benches.
  const first = await round1('bench-w0');
  for (let i = 1; i < WARM; i++) await round1(`bench-w${i}`);
  const latencies: number[] = [];
  // What the bench's own process (the in-process server, or the bare one) spent in pauses during
  // the rounds: where a round's tail may come from.
  // The sockets' process too: a pause there delays the last receiver of a round just the same.
  // Both processes start the rounds with their garbage collected, the bare side and the app's
  // alike: a full collection of what connecting 500 sockets and the warm-up left would otherwise
  // land in whichever rounds it falls, and would count in one side's tail and not the other's.
  gc();
  await clients.collect();
  const pauses = new RoundPauses();
  clients.startPauses();
  for (let i = 0; i < rounds; i++) latencies.push(await round1(`bench-r${i}`));
  const roundPauses = `${pauses.stop('bench process')}; ${await clients.stopPauses()}`;
  const keys = Array.from({ length: burst }, (_, i) => `bench-b${i}`);
  const all = Promise.all(keys.map((k) => clients.done(k)));
  // The other processes are read first: this process's own reading of /proc is not the server's.
  const sockets0 = procCpuUs(clients.pid);
  const postgres = postgresCpuMeter();
  const cpu0 = cpu();
  const t0 = wall();
  if (typeof sender === 'function') {
    // The same 8 in flight as the app's burst; a broadcast is synchronous, so they take turns.
    await inTurns(keys, BURST_CONCURRENCY, sender);
  } else clients.send(sender, keys, BURST_CONCURRENCY);
  const last = Math.max(...(await all).map((e) => e.lastAt));
  const cpuPerMessage = (cpu() - cpu0) / burst;
  // Where a burst's time went besides the server: the receivers' (and sender's) process, and the
  // database (undefined without a PostgreSQL on this machine).
  const socketsCpuPerMessage = (procCpuUs(clients.pid) - sockets0) / burst;
  const postgresUs = postgres();
  return {
    p50: pct(latencies, 50),
    p99: pct(latencies, 99),
    /** The first message's latency, before any warm-up. */
    first,
    perSecond: burst / ((last - t0) / 1000),
    cpuPerMessage,
    socketsCpuPerMessage,
    postgresCpuPerMessage: postgresUs === undefined ? undefined : postgresUs / burst,
    roundPauses,
  };
}

/**
 * The sockets' process's CPU per message of a burst, and PostgreSQL's when the app runs on it (on
 * PGlite the database's work is the server's own CPU).
 */
function burstCpu(
  r: { socketsCpuPerMessage: number; postgresCpuPerMessage?: number },
  engine: Database['engine'],
): string {
  const sockets = `${round(r.socketsCpuPerMessage / 1000)} ms`;
  return engine !== 'postgres' || r.postgresCpuPerMessage === undefined
    ? sockets
    : `${sockets}, PostgreSQL ${round(r.postgresCpuPerMessage / 1000, 2)} ms`;
}

/** Garbage-collection pauses and event-loop delay of this process, from construction to stop(). */
class RoundPauses {
  private readonly gc: number[] = [];
  private readonly observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) this.gc.push(e.duration);
  });
  private readonly delay = monitorEventLoopDelay({ resolution: 1 });

  constructor() {
    this.observer.observe({ entryTypes: ['gc'] });
    this.delay.enable();
  }

  stop(who: string): string {
    this.observer.disconnect();
    this.delay.disable();
    const longest = this.gc.length ? Math.max(...this.gc) : 0;
    const total = this.gc.reduce((a, b) => a + b, 0);
    return `${who} during the rounds: ${this.gc.length} GC pauses (longest ${round(longest, 1)} ms, total ${round(total, 0)} ms), event-loop delay p99 ${round(this.delay.percentile(99) / 1e6, 1)} ms, max ${round(this.delay.max / 1e6, 1)} ms`;
  }
}

/** A bare `ws` server: greets each socket, broadcasts a message to every socket. */
async function bareServer() {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((r) => wss.once('listening', r));
  wss.on('connection', (ws) => ws.send(JSON.stringify({ type: 'hello', data: {}, timestamp: Date.now() })));
  const port = (wss.address() as { port: number }).port;
  return {
    url: `ws://127.0.0.1:${port}/`,
    broadcast(content: string) {
      const frame = JSON.stringify({
        type: 'new_message',
        data: { content, messageType: 'TEXT' },
        timestamp: Date.now(),
      });
      for (const ws of wss.clients) ws.send(frame);
    },
    close: () => new Promise<void>((r) => wss.close(() => r())),
  };
}

/** Inserts `n` players with live sessions (argon2 once: registering 5,500 would take minutes). */
async function seedPlayers(db: Database['db'], n: number) {
  const passwordHash = await hashPassword('bench123');
  const stamp = Date.now().toString(36).slice(-4);
  const out: { id: number; token: string }[] = [];
  for (let i = 0; i < n; i += 500) {
    const batch = Array.from({ length: Math.min(500, n - i) }, (_, j) => {
      const k = (i + j).toString(36).padStart(4, '0');
      return {
        username: `b${stamp}${k}`,
        passwordHash,
        nickname: `压测${i + j}`,
        inviteCode: `B${stamp}${k}`.toUpperCase(),
      };
    });
    const rows = await db.insert(users).values(batch).returning({ id: users.id });
    const tokens = rows.map((r) => ({ id: r.id, token: newToken() }));
    await db.insert(sessions).values(
      tokens.map((t) => ({
        tokenHash: sha256(t.token),
        userId: t.id,
        expiresAt: new Date(Date.now() + 3_600_000),
      })),
    );
    out.push(...tokens);
  }
  return out;
}

/**
 * The same fan-out with two real server processes (main.ts, as deployed) on the bench's
 * PostgreSQL database and one Redis: every message is sent to process one, and half of the 500
 * receivers hold their socket on process two, so each message crosses Redis.
 */
async function twoProcessFanout(
  clients: Clients,
  db: Database['db'],
  members: { id: number; token: string }[],
  databaseUrl: string,
) {
  const servers = await startTwoServers(databaseUrl, 'chat');
  try {
    const [one, two] = servers.map((s) => s.base) as [string, string];
    const owner = members[0]!;
    const created = await fetch(`${one}/api/chat/groups`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
      body: JSON.stringify({ name: '两进程压测群', maxMembers: 500 }),
    });
    const groupId = ((await created.json()) as { data: { id: number } }).data.id;
    const rest = members.slice(1);
    await db
      .insert(groupMembers)
      .values(rest.map((p) => ({ groupId, userId: p.id, role: 'member' as const })));
    await db
      .insert(conversationMembers)
      .values(
        rest.map((p) => ({ conversationId: `group_${groupId}`, userId: p.id, readSeq: 1, clearedSeq: 1 })),
      );
    await clients.connect(
      members.map((p, i) => `${(i % 2 ? two : one).replace(/^http/, 'ws')}/api/ws/chat?token=${p.token}`),
      members.length,
    );
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` };
    const result = await fanout(
      clients,
      { url: `${one}/api/chat/messages`, headers, groupId },
      ROUNDS,
      BURST,
      cpuOf(servers.map((s) => s.child.pid!)),
    );
    await clients.closeAll();
    return result;
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}

export async function run(): Promise<BenchResult[]> {
  const database = process.env.BENCH_DATABASE_URL
    ? await openPostgres(process.env.BENCH_DATABASE_URL)
    : await openPglite();
  const app: FastifyInstance = await buildApp({
    config: loadConfig({
      CAPTCHA: 'off',
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'off',
      SCHEDULER: 'off',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cailiao-chat-bench-')),
      WEB_DIST: '/none',
    }),
    database,
    bus: new MemoryEventBus(),
    limiter: new NoRateLimiter(),
  });
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const wsBase = appUrl.replace(/^http/, 'ws');
  const clients = new Clients();
  const bare = await bareServer();
  const results: BenchResult[] = [];
  try {
    const players = await seedPlayers(database.db, Math.max(GROUP, IDLE));
    const owner = players[0]!;
    const created = await app.inject({
      method: 'POST',
      url: '/api/chat/groups',
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { name: '压测群', maxMembers: 500 },
    });
    const groupId = created.json().data.id as number;
    const members = players.slice(1, GROUP);
    await database.db
      .insert(groupMembers)
      .values(members.map((p) => ({ groupId, userId: p.id, role: 'member' as const })));
    await database.db
      .insert(conversationMembers)
      .values(
        members.map((p) => ({ conversationId: `group_${groupId}`, userId: p.id, readSeq: 1, clearedSeq: 1 })),
      );

    // Bare ws broadcast to 500 sockets: the baseline of the same run.
    await clients.connect(
      Array.from({ length: GROUP }, () => bare.url),
      GROUP,
    );
    const base = await fanout(clients, (key) => bare.broadcast(key), ROUNDS, BURST);
    await clients.closeAll();

    // The app: POST /api/chat/messages to a 500-member group, every member connected.
    await clients.connect(
      players.slice(0, GROUP).map((p) => `${wsBase}/api/ws/chat?token=${p.token}`),
      GROUP,
    );
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` };
    const chat = await fanout(
      clients,
      { url: `${appUrl}/api/chat/messages`, headers, groupId },
      ROUNDS,
      BURST,
    );
    await clients.closeAll();
    const engine = database.engine;
    const twoProcess =
      engine === 'postgres' && process.env.BENCH_REDIS_URL
        ? await twoProcessFanout(
            clients,
            database.db,
            players.slice(0, GROUP),
            process.env.BENCH_DATABASE_URL!,
          )
        : undefined;
    results.push(
      {
        name: 'group of 500: send → last receiver p50',
        value: round(chat.p50),
        unit: 'ms',
        baseline: { name: 'bare ws broadcast to 500 p50', value: round(base.p50) },
        ratio: round(chat.p50 / base.p50),
        notes: `HTTP POST, stored (${engine}), bus, 500 sockets`,
      },
      {
        name: 'group of 500: send → last receiver p99',
        value: round(chat.p99),
        unit: 'ms',
        baseline: { name: 'bare ws broadcast to 500 p99', value: round(base.p99) },
        ratio: round(chat.p99 / base.p99),
        goal: { of: 'ratio', op: '<=', target: 1.5 },
        notes: `${ROUNDS} rounds after ${WARM} warm-up messages (the first: app ${round(chat.first, 1)} ms, bare ${round(base.first, 1)} ms); app: ${chat.roundPauses}; bare: ${base.roundPauses}`,
      },
      {
        name: 'group of 500: messages per second',
        value: round(chat.perSecond, 0),
        unit: 'msg/s',
        baseline: { name: 'bare ws broadcasts per second to 500', value: round(base.perSecond, 0) },
        ratio: round(chat.perSecond / base.perSecond, 3),
        notes: `${BURST} messages, ${BURST_CONCURRENCY} in flight; ×500 deliveries each; CPU per message of the sockets' process ${burstCpu(chat, engine)} (bare ${burstCpu(base, engine)})`,
        goal: { of: 'ratio', op: '>=', target: 0.7 },
      },
      {
        name: 'group of 500: server CPU per message',
        value: round(chat.cpuPerMessage / 1000),
        unit: 'ms',
        baseline: { name: 'bare ws CPU per broadcast', value: round(base.cpuPerMessage / 1000) },
        ratio: round(base.cpuPerMessage / chat.cpuPerMessage, 3),
        notes: `ratio = bare ÷ app, comparable with messages/s; ${engine === 'pglite' ? 'includes PGlite' : 'PostgreSQL’s own CPU not included'}`,
      },
    );
    if (twoProcess) {
      const notes = 'two server processes, PostgreSQL + Redis; sent to process one, receivers on both';
      results.push(
        {
          name: 'two processes, group of 500: send → last receiver p50',
          value: round(twoProcess.p50),
          unit: 'ms',
          baseline: { name: 'bare ws broadcast to 500 p50', value: round(base.p50) },
          ratio: round(twoProcess.p50 / base.p50),
          notes,
        },
        {
          name: 'two processes, group of 500: send → last receiver p99',
          value: round(twoProcess.p99),
          unit: 'ms',
          baseline: { name: 'bare ws broadcast to 500 p99', value: round(base.p99) },
          ratio: round(twoProcess.p99 / base.p99),
          goal: { of: 'ratio', op: '<=', target: 1.5 },
          notes: `${ROUNDS} rounds after ${WARM} warm-up messages (the first: ${round(twoProcess.first, 1)} ms)`,
        },
        {
          name: 'two processes, group of 500: messages per second',
          value: round(twoProcess.perSecond, 0),
          unit: 'msg/s',
          baseline: { name: 'bare ws broadcasts per second to 500', value: round(base.perSecond, 0) },
          ratio: round(twoProcess.perSecond / base.perSecond, 3),
          goal: { of: 'ratio', op: '>=', target: 0.7 },
        },
        {
          name: 'two processes, group of 500: CPU per message, both servers',
          value: round(twoProcess.cpuPerMessage / 1000),
          unit: 'ms',
          baseline: { name: 'bare ws CPU per broadcast', value: round(base.cpuPerMessage / 1000) },
          ratio: round(base.cpuPerMessage / twoProcess.cpuPerMessage, 3),
          notes: 'from /proc, 10 ms ticks; PostgreSQL and Redis not included',
        },
      );
    }

    // Memory per idle socket: the server process only (clients live in the child process). The
    // bare server goes first, so memory the app frees afterwards cannot make its figure negative.
    const bareBefore = await settle();
    await clients.connect(
      Array.from({ length: IDLE }, () => bare.url),
      IDLE,
    );
    const bareAfter = await settle();
    await clients.closeAll();
    const idleUrls = players.slice(0, IDLE).map((p) => `${wsBase}/api/ws/chat?token=${p.token}`);
    const before = await settle();
    const t0 = wall();
    await clients.connect(idleUrls, IDLE);
    const connectSeconds = (wall() - t0) / 1000;
    const after = await settle();
    await clients.closeAll();
    const perKb = (a: number, b: number) => round((b - a) / IDLE / 1024, 1);
    results.push(
      {
        name: `memory per idle socket at ${IDLE} (RSS)`,
        value: perKb(before.rss, after.rss),
        unit: 'KB',
        baseline: { name: 'bare ws (RSS)', value: perKb(bareBefore.rss, bareAfter.rss) },
        ratio: round(perKb(before.rss, after.rss) / Math.max(0.1, perKb(bareBefore.rss, bareAfter.rss))),
        notes: `connected in ${round(connectSeconds, 1)} s (auth + presence row each)`,
      },
      {
        name: `memory per idle socket at ${IDLE} (JS heap)`,
        value: perKb(before.heap, after.heap),
        unit: 'KB',
        baseline: { name: 'bare ws (JS heap)', value: perKb(bareBefore.heap, bareAfter.heap) },
        ratio: round(perKb(before.heap, after.heap) / Math.max(0.1, perKb(bareBefore.heap, bareAfter.heap))),
        goal: { of: 'value', op: '<=', target: 4 },
        notes: `external (buffers${engine === 'pglite' ? ', embedded PGlite' : ''}): ${perKb(before.external, after.external)} KB vs ${perKb(bareBefore.external, bareAfter.external)} KB`,
      },
    );
  } finally {
    clients.stop();
    await bare.close();
    await app.close();
    await database.close();
  }
  return results;
}
