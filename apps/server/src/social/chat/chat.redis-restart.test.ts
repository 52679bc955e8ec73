import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { adminQuery } from '../../platform/db/scratch-postgres.ts';
import { randomPort, type ServerProcess, spawnServer, waitUntilUp } from '../../test/server-process.ts';
import { connectSocket, type TestSocket } from '../../test/ws-client.ts';

// Two real server processes on one PostgreSQL and a Redis of this test's own, killed and started
// again in the middle of a burst of chat messages: every send answers as sent, and the receiver
// (held by the other process) ends with every message in order, by the frames it got and the
// catch-up a client makes on `resync` or a seq gap.
const pgUrl = process.env.TEST_DATABASE_URL;
const enabled =
  !!pgUrl &&
  !!process.env.TEST_REDIS_URL &&
  process.env.TEST_DB_ENGINE === 'postgres' &&
  spawnSync('redis-server', ['--version']).status === 0;
const children: ServerProcess[] = [];
const sockets: TestSocket[] = [];
let redis: ChildProcess | undefined;
let dbName = '';

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
const admin = (sql: string) => adminQuery(pgUrl!, sql);
async function startRedis(port: number) {
  redis = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  for (let i = 0; i < 100; i++) {
    if (
      spawnSync('redis-cli', ['-p', String(port), 'ping'])
        .stdout?.toString()
        .includes('PONG')
    )
      return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('redis did not start');
}
async function killRedis() {
  const r = redis;
  redis = undefined;
  if (!r) return;
  const exited = new Promise((resolve) => r.once('exit', resolve));
  r.kill('SIGKILL');
  await exited;
}
async function call(base: string, token: string | null, method: string, url: string, body?: unknown) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { data: any } };
}

afterAll(async () => {
  for (const s of sockets) s.ws.close(1000);
  await Promise.all(children.map((c) => c.stop()));
  await killRedis();
  if (dbName) await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
});

describe.skipIf(!enabled)('Redis restarted during a burst of chat messages', () => {
  it('loses nothing: every send answers 200 and the receiver ends with every message in order', async () => {
    const redisPort = await freePort();
    await startRedis(redisPort);
    dbName = `redis_restart_${randomBytes(5).toString('hex')}`;
    await admin(`CREATE DATABASE ${dbName}`);
    const dbUrl = new URL(pgUrl!);
    dbUrl.pathname = `/${dbName}`;
    const env = {
      DATABASE_URL: dbUrl.toString(),
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      RATE_LIMITS: 'off',
    };
    const [one, two] = [spawnServer(randomPort(20000), env), spawnServer(randomPort(40000), env)];
    children.push(one, two);
    await waitUntilUp(one);
    await waitUntilUp(two);

    const reg = async (base: string) => {
      const username = `rr${randomBytes(4).toString('hex')}`;
      const res = await call(base, null, 'POST', '/api/auth/register', { username, password: 'secret123' });
      return { token: res.body.data.token as string, id: res.body.data.user.id as number };
    };
    const a = await reg(one.base);
    const b = await reg(two.base);
    const request = await call(one.base, a.token, 'POST', '/api/chat/friends/request', { friendId: b.id });
    await call(
      two.base,
      b.token,
      'PUT',
      `/api/chat/friends/request/${request.body.data.request.id}/accept`,
      {},
    );
    const sb = await connectSocket(`${two.base.replace('http', 'ws')}/api/ws/chat?token=${b.token}`);
    sockets.push(sb);
    await sb.next((f) => f.type === 'connection' && f.data.status === 'connected');

    const statuses: number[] = [];
    const contents: string[] = [];
    for (let i = 0; i < 30; i++) {
      if (i === 10) await killRedis();
      if (i === 20) await startRedis(redisPort);
      const content = `连发-${i}`;
      contents.push(content);
      statuses.push(
        (await call(one.base, a.token, 'POST', '/api/chat/messages', { toUserId: b.id, content })).status,
      );
    }
    expect(statuses.every((s) => s === 200)).toBe(true);

    // What the client does: frames as they come, plus catch-up by seq after `resync` or a gap.
    // The receiver's process tells it once its bus is back; messages published while either
    // process's Redis connection was down reached it by no frame, so it catches up by seq.
    await sb.next((f) => f.type === 'resync', 60_000);
    const received = new Map<number, string>();
    for (const f of sb.frames) if (f.type === 'new_message') received.set(f.data.seq, f.data.content);
    const history = await call(
      two.base,
      b.token,
      'GET',
      `/api/chat/messages/history?targetId=${a.id}&type=PRIVATE&afterSeq=0&limit=100`,
    );
    for (const m of history.body.data.list as { seq: number; content: string }[])
      received.set(m.seq, m.content);
    const ordered = [...received.entries()].sort(([x], [y]) => x - y).map(([, c]) => c);
    expect(ordered.filter((c) => c.startsWith('连发-'))).toEqual(contents);
  }, 180_000);
});
