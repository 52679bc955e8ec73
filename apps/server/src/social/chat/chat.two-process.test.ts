import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { adminQuery } from '../../platform/db/scratch-postgres.ts';
import { randomPort, type ServerProcess, spawnServer, waitUntilUp } from '../../test/server-process.ts';
import { connectSocket, type TestSocket } from '../../test/ws-client.ts';

// Two real server processes (main.ts, as deployed) on one PostgreSQL database and one Redis:
// a message sent over HTTP to one process reaches a socket held by the other, in seq order.
const redisUrl = process.env.TEST_REDIS_URL;
const pgUrl = process.env.TEST_DATABASE_URL;
const enabled = !!redisUrl && !!pgUrl && process.env.TEST_DB_ENGINE === 'postgres';
const children: ServerProcess[] = [];
const sockets: TestSocket[] = [];
let dbName = '';

const admin = (sql: string) => adminQuery(pgUrl!, sql);

async function startServer(databaseUrl: string): Promise<string> {
  const server = spawnServer(randomPort(30000), {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    RATE_LIMITS: 'off',
    DEMO: '0',
  });
  children.push(server);
  await waitUntilUp(server);
  return server.base;
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
  if (dbName) await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
});

let servers: Promise<{ one: string; two: string }> | undefined;
/** Both processes on a database of their own, started once for the tests of this file. */
function startBoth() {
  servers ??= (async () => {
    dbName = `two_${randomBytes(5).toString('hex')}`;
    await admin(`CREATE DATABASE ${dbName}`);
    const dbUrl = new URL(pgUrl!);
    dbUrl.pathname = `/${dbName}`;
    // The first start migrates; the second finds the schema in place.
    const one = await startServer(dbUrl.toString());
    const two = await startServer(dbUrl.toString());
    return { one, two };
  })();
  return servers;
}

async function reg(base: string) {
  const username = `tp${randomBytes(4).toString('hex')}`;
  const res = await call(base, null, 'POST', '/api/auth/register', { username, password: 'secret123' });
  expect(res.status).toBe(200);
  return { token: res.body.data.token as string, id: res.body.data.user.id as number };
}

async function socketOf(base: string, token: string) {
  const s = await connectSocket(`${base.replace('http', 'ws')}/api/ws/chat?token=${token}`);
  sockets.push(s);
  await s.next((f) => f.type === 'connection' && f.data.status === 'connected');
  return s;
}

describe.skipIf(!enabled)('two server processes through Redis', () => {
  it('delivers messages sent on one process to sockets held by the other', async () => {
    const { one, two } = await startBoth();
    const a = await reg(one);
    const b = await reg(two);
    const request = await call(one, a.token, 'POST', '/api/chat/friends/request', { friendId: b.id });
    expect(request.status).toBe(200);
    const accept = await call(
      two,
      b.token,
      'PUT',
      `/api/chat/friends/request/${request.body.data.request.id}/accept`,
      {},
    );
    expect(accept.status).toBe(200);

    const sa = await connectSocket(`${one.replace('http', 'ws')}/api/ws/chat?token=${a.token}`);
    const sb = await connectSocket(`${two.replace('http', 'ws')}/api/ws/chat?token=${b.token}`);
    sockets.push(sa, sb);
    await sa.next((f) => f.type === 'connection' && f.data.status === 'connected');
    await sb.next((f) => f.type === 'connection' && f.data.status === 'connected');

    const m1 = await call(one, a.token, 'POST', '/api/chat/messages', {
      toUserId: b.id,
      content: '来自进程一',
    });
    expect(m1.status).toBe(200);
    const got1 = await sb.next(
      (f) => f.type === 'new_message' && f.data.messageId === m1.body.data.messageId,
      10_000,
    );
    expect(got1.data.content).toBe('来自进程一');

    const m2 = await call(two, b.token, 'POST', '/api/chat/messages', {
      toUserId: a.id,
      content: '来自进程二',
    });
    const got2 = await sa.next(
      (f) => f.type === 'new_message' && f.data.messageId === m2.body.data.messageId,
      10_000,
    );
    expect(got2.data.seq).toBe(got1.data.seq + 1);

    // Logging out on process one closes the session's socket held by process two as well.
    const sb2 = await connectSocket(`${one.replace('http', 'ws')}/ws?token=${b.token}`);
    sockets.push(sb2);
    await sb2.next((f) => f.type === 'connection' && f.data.status === 'connected');
    await call(one, b.token, 'POST', '/api/auth/logout', {});
    expect((await sb.closed).code).toBe(4401);
    expect((await sb2.closed).code).toBe(4401);
  }, 120_000);

  it('never delivers to a member removed on one process when the next send comes through the other', async () => {
    const { one, two } = await startBoth();
    const owner = await reg(one);
    const stays = await reg(one);
    const leavers = [await reg(one), await reg(two), await reg(one)];
    const group = await call(one, owner.token, 'POST', '/api/chat/groups', { name: '两进程群' });
    expect(group.status).toBe(200);
    const { id: groupId, joinCode } = group.body.data as { id: number; joinCode: string };
    for (const p of [stays, ...leavers])
      expect((await call(one, p.token, 'POST', '/api/chat/groups/join', { joinCode })).status).toBe(200);
    const staysSocket = await socketOf(two, stays.token);
    // Each leaver holds a socket on both processes.
    const leaverSockets = await Promise.all(
      leavers.map(async (p) => [await socketOf(one, p.token), await socketOf(two, p.token)]),
    );
    const send = async (base: string, content: string) => {
      const res = await call(base, owner.token, 'POST', '/api/chat/messages', { groupId, content });
      expect(res.status).toBe(200);
      await staysSocket.next((f) => f.type === 'new_message' && f.data.content === content);
      return res;
    };
    // Both processes now hold the group's roster with every leaver in it.
    await send(one, '预热一');
    await send(two, '预热二');
    for (const [i, p] of leavers.entries()) {
      const removed = await call(one, owner.token, 'DELETE', `/api/chat/groups/${groupId}/members/${p.id}`);
      expect(removed.status).toBe(200);
      // At once, without waiting for the change to cross Redis.
      await send(two, `移除${i}之后`);
    }
    await new Promise((r) => setTimeout(r, 500));
    for (const [i, pair] of leaverSockets.entries()) {
      for (const s of pair) {
        const got = s.frames.filter((f) => f.type === 'new_message').map((f) => f.data.content as string);
        expect(got).toContain('预热二');
        for (let j = i; j < leavers.length; j++) expect(got).not.toContain(`移除${j}之后`);
      }
    }
  }, 120_000);
});
