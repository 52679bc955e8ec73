import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import WebSocket from 'ws';
import { sessions } from '../apps/server/src/accounts/auth/auth.schema.ts';
import { users } from '../apps/server/src/accounts/user/user.schema.ts';
import { auditLedger } from '../apps/server/src/money/index.ts';
import { type Database, openPostgres } from '../apps/server/src/platform/db/client.ts';
import { hashPassword } from '../apps/server/src/platform/lib/passwords.ts';
import { newToken, sha256 } from '../apps/server/src/platform/lib/tokens.ts';
import { conversationMembers } from '../apps/server/src/social/chat/chat.schema.ts';
import { friendships } from '../apps/server/src/social/friends/friends.schema.ts';
import { groupMembers } from '../apps/server/src/social/groups/groups.schema.ts';
import { randomPort, spawnServer, waitUntilUp } from '../apps/server/src/test/server-process.ts';

/**
 * `npm run soak -- [minutes]` (default 30; not part of CI). Two real server processes on one
 * PostgreSQL database and one Redis, under a mixed load for the given time: chat in a 500-member
 * group whose sockets are spread over both processes, private chats, bet slips on a fast game with
 * settlement every issue. Every minute it prints each process's heap and RSS and the p50/p99 of
 * slips and of message delivery; at the end the ledger audit and messages sent / stored /
 * delivered. Exits non-zero on a lost message, an audit mismatch or memory growth over 10 %.
 *
 * Needs SOAK_DATABASE_URL (a PostgreSQL where it may create a database; TEST_DATABASE_URL is
 * used when unset) and SOAK_REDIS_URL (or TEST_REDIS_URL). Loopback only.
 */

const minutes = Number(process.argv[2] ?? process.env.SOAK_MINUTES ?? 30);
const adminUrl = process.env.SOAK_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const redisUrl = process.env.SOAK_REDIS_URL ?? process.env.TEST_REDIS_URL;
const GROUP = Number(process.env.SOAK_GROUP ?? 500);
const PAIRS = 20;
const BETTORS = 40;
const RATES = { groupPerSec: 2, privatePerSec: 2, slipsPerSec: 5 };
const WARMUP_MINUTES = Math.min(5, Math.max(1, Math.floor(minutes / 6)));

if (!adminUrl || !redisUrl || !(minutes > 0)) {
  console.error('usage: SOAK_DATABASE_URL=postgres://… SOAK_REDIS_URL=redis://… npm run soak -- [minutes]');
  process.exit(2);
}

const wall = () => performance.timeOrigin + performance.now();
const pct = (xs: number[], p: number) =>
  xs.length === 0
    ? 0
    : [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const mb = (bytes: number) => Math.round(bytes / 1048576);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function createDatabase(url: string) {
  const name = `cailiao_soak_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return { name, url: dbUrl.toString() };
}

/** Players with live sessions, inserted directly (argon2 once; 540 registrations would take minutes). */
async function seedPlayers(db: Database['db'], n: number) {
  const passwordHash = await hashPassword('soak123');
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        username: `soak${i}`,
        passwordHash,
        nickname: `耐久${i}`,
        inviteCode: `SOAK${i}`,
      })),
    )
    .returning({ id: users.id });
  const players = rows.map((r) => ({ id: r.id, token: newToken() }));
  await db.insert(sessions).values(
    players.map((p) => ({
      tokenHash: sha256(p.token),
      userId: p.id,
      expiresAt: new Date(Date.now() + 86_400_000),
    })),
  );
  return players;
}

async function metricsOf(base: string) {
  const text = await (await fetch(`${base}/metrics`)).text();
  const value = (name: string) => Number(text.match(new RegExp(`^${name} (\\S+)$`, 'm'))?.[1] ?? Number.NaN);
  return { rss: value('process_resident_memory_bytes'), heap: value('nodejs_heap_size_used_bytes') };
}

const created = await createDatabase(adminUrl);
const database = await openPostgres(created.url, 5);
const servers = [randomPort(20000), randomPort(40000)].map((port) =>
  spawnServer(port, {
    DATABASE_URL: created.url,
    REDIS_URL: redisUrl,
    DEMO: '1',
    RATE_LIMITS: 'off',
    DRAW_INTERVAL_SECONDS: '30',
    LOG_LEVEL: 'warn',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cailiao-soak-')),
  }),
);
const stopAll = async () => {
  await Promise.all(servers.map((s) => s.stop()));
};
process.on('SIGINT', () => void stopAll().then(() => process.exit(130)));

try {
  for (const s of servers) await waitUntilUp(s, 120_000);
  const api = async (i: number, token: string, method: string, url: string, body?: unknown) => {
    const res = await fetch(`${servers[i % 2]!.base}${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as { success: boolean; data: never; message: string };
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${json.message}`);
    return json.data;
  };

  // ---- set-up: a 500-member group, friend pairs, funded bettors --------------------------------
  const players = await seedPlayers(database.db, GROUP + 2 * PAIRS);
  const members = players.slice(0, GROUP);
  const group = (await api(0, members[0]!.token, 'POST', '/api/chat/groups', {
    name: '耐久测试群',
    maxMembers: 500,
  })) as {
    id: number;
  };
  const conversationId = `group_${group.id}`;
  await database.db
    .insert(groupMembers)
    .values(members.slice(1).map((p) => ({ groupId: group.id, userId: p.id, role: 'member' as const })));
  await database.db
    .insert(conversationMembers)
    .values(members.slice(1).map((p) => ({ conversationId, userId: p.id, readSeq: 1, clearedSeq: 1 })));
  const pairs = Array.from(
    { length: PAIRS },
    (_, i) => [players[GROUP + 2 * i]!, players[GROUP + 2 * i + 1]!] as const,
  );
  await database.db.insert(friendships).values(
    pairs.flatMap(([a, b]) => [
      { userId: a.id, friendId: b.id },
      { userId: b.id, friendId: a.id },
    ]),
  );
  const bettors = members.slice(0, BETTORS);
  for (const [i, p] of bettors.entries()) {
    await api(i, p.token, 'POST', '/api/recharge/orders', { channelCode: 'demo', amount: 50_000 });
  }
  const games = (await api(0, members[0]!.token, 'GET', '/api/game/list')) as {
    list: { id: number; family?: string; type?: string; code: string }[];
  };
  const k3 = games.list.find((g) => (g.family ?? g.type) === 'k3' || g.code.includes('k3'))!;

  // ---- receivers: every group member and every pair member, spread over both processes -----------
  const sent = new Map<string, { at: number; from: number; expect: Set<number> }>();
  const deliveries: number[] = [];
  let delivered = 0;
  let duplicates = 0;
  const MARK = Buffer.from('"content":"soak-');
  const open = (p: { id: number; token: string }, i: number) =>
    new Promise<WebSocket>((resolve, reject) => {
      const base = servers[i % 2]!.base.replace(/^http/, 'ws');
      const ws = new WebSocket(`${base}/api/ws/chat?token=${p.token}&platform=h5&version=1.0.0`);
      ws.once('error', reject);
      ws.on('message', (raw: Buffer) => {
        const at = raw.indexOf(MARK);
        if (at < 0) {
          if (raw.includes('"friends_online_status"')) resolve(ws);
          return;
        }
        const start = at + MARK.length - 'soak-'.length;
        const key = raw.toString('latin1', start, raw.indexOf(0x22, start));
        const entry = sent.get(key);
        if (!entry || p.id === entry.from) return; // the sender's own sockets get it too
        if (!entry.expect.delete(p.id)) {
          duplicates++;
          return;
        }
        delivered++;
        deliveries.push(wall() - entry.at);
      });
      const beat = setInterval(
        () =>
          ws.readyState === ws.OPEN &&
          ws.send(JSON.stringify({ type: 'heartbeat', data: {}, timestamp: Date.now() })),
        30_000,
      );
      ws.once('close', () => clearInterval(beat));
    });
  const sockets: WebSocket[] = [];
  const receivers = [...members, ...pairs.flat()];
  for (let i = 0; i < receivers.length; i += 50) {
    sockets.push(...(await Promise.all(receivers.slice(i, i + 50).map((p, j) => open(p, i + j)))));
  }
  console.log(`soak: ${minutes} min, ${receivers.length} sockets over 2 processes, group of ${GROUP}`);

  // ---- load ---------------------------------------------------------------------------------
  let seq = 0;
  let messagesSent = 0;
  let slips = 0;
  let errors = 0;
  const slipLatencies: number[] = [];
  const memory: { minute: number; rss: number[]; heap: number[] }[] = [];
  const sendGroup = async () => {
    const sender = members[Math.floor(Math.random() * GROUP)]!;
    const key = `soak-${seq++}`;
    sent.set(key, {
      at: wall(),
      from: sender.id,
      expect: new Set(members.map((m) => m.id).filter((id) => id !== sender.id)),
    });
    messagesSent++;
    await api(seq, sender.token, 'POST', '/api/chat/messages', {
      groupId: group.id,
      content: key,
      clientMsgId: randomUUID(),
    });
  };
  const sendPrivate = async () => {
    const [a, b] = pairs[Math.floor(Math.random() * PAIRS)]!;
    const key = `soak-${seq++}`;
    sent.set(key, { at: wall(), from: a.id, expect: new Set([b.id]) });
    messagesSent++;
    await api(seq, a.token, 'POST', '/api/chat/messages', {
      toUserId: b.id,
      content: key,
      clientMsgId: randomUUID(),
    });
  };
  const placeSlip = async () => {
    const p = bettors[Math.floor(Math.random() * BETTORS)]!;
    const t0 = wall();
    try {
      await api(slips, p.token, 'POST', '/api/bets/submit', {
        gameId: k3.id,
        requestId: randomUUID(),
        bets: [
          { play: 'k3.big_small', option: Math.random() < 0.5 ? 'big' : 'small', amount: 2 },
          { play: 'k3.odd_even', option: Math.random() < 0.5 ? 'odd' : 'even', amount: 2 },
          { play: 'k3.sum', option: String(4 + Math.floor(Math.random() * 14)), amount: 1 },
        ],
      });
      slips++;
      slipLatencies.push(wall() - t0);
    } catch (err) {
      // Betting closes a few seconds before each draw: refusals then are the game's rule.
      if (!String(err).includes('422')) throw err;
    }
  };
  const every = (perSec: number, fn: () => Promise<void>) =>
    setInterval(() => void fn().catch(() => errors++), Math.round(1000 / perSec));
  const timers = [
    every(RATES.groupPerSec, sendGroup),
    every(RATES.privatePerSec, sendPrivate),
    every(RATES.slipsPerSec, placeSlip),
  ];

  const started = Date.now();
  for (let minute = 1; minute <= minutes; minute++) {
    await sleep(started + minute * 60_000 - Date.now());
    const mem = await Promise.all(servers.map((s) => metricsOf(s.base)));
    memory.push({ minute, rss: mem.map((m) => m.rss), heap: mem.map((m) => m.heap) });
    const slipP = [pct(slipLatencies, 50), pct(slipLatencies, 99)].map(Math.round);
    const msgP = [pct(deliveries, 50), pct(deliveries, 99)].map(Math.round);
    console.log(
      `min ${String(minute).padStart(3)} | heap ${mem.map((m) => mb(m.heap)).join('/')} MB rss ${mem.map((m) => mb(m.rss)).join('/')} MB | ` +
        `slips ${slipLatencies.length} p50 ${slipP[0]} p99 ${slipP[1]} ms | deliveries ${deliveries.length} p50 ${msgP[0]} p99 ${msgP[1]} ms | errors ${errors}`,
    );
    slipLatencies.length = 0;
    deliveries.length = 0;
  }
  for (const t of timers) clearInterval(t);

  // ---- the end: let deliveries and the last settlement finish, then count and audit ----------
  await sleep(45_000);
  for (const ws of sockets) ws.close(1000);
  const stored = await database.db.execute(
    sql`SELECT count(*)::int AS n FROM messages WHERE content LIKE 'soak-%'`,
  );
  const storedCount = Number((stored as unknown as { rows: { n: number }[] }).rows[0]!.n);
  const missing = [...sent.values()].reduce((n, e) => n + e.expect.size, 0);
  const mismatches = await auditLedger(database.db);
  const pending = await database.db.execute(
    sql`SELECT count(*)::int AS n FROM bets b JOIN issues i ON i.id = b.issue_id WHERE b.status = 'pending' AND i.draw_at < now() - interval '60 seconds'`,
  );
  const overdue = Number((pending as unknown as { rows: { n: number }[] }).rows[0]!.n);
  const warm = memory.find((m) => m.minute === WARMUP_MINUTES) ?? memory[0]!;
  const last = memory.at(-1)!;
  const growth = last.heap.map((h, i) => (h - warm.heap[i]!) / warm.heap[i]!);
  console.log('\n## soak result');
  console.log(
    `messages sent ${messagesSent}, stored ${storedCount}, deliveries ${delivered}, missing ${missing}, duplicated ${duplicates}`,
  );
  console.log(`slips ${slips}; bets overdue for settlement ${overdue}; request errors ${errors}`);
  console.log(`ledger audit: ${mismatches.length === 0 ? 'clean' : `${mismatches.length} mismatches`}`);
  console.log(
    `heap growth after warm-up (minute ${warm.minute} → ${last.minute}): ${growth.map((g) => `${(g * 100).toFixed(1)} %`).join(' / ')}`,
  );
  const ok =
    missing === 0 &&
    duplicates === 0 &&
    storedCount === messagesSent &&
    mismatches.length === 0 &&
    overdue === 0 &&
    growth.every((g) => g < 0.1);
  console.log(ok ? 'PASS' : 'FAIL');
  process.exitCode = ok ? 0 : 1;
} finally {
  await stopAll();
  await database.close();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${created.name} WITH (FORCE)`);
  await admin.end();
}
