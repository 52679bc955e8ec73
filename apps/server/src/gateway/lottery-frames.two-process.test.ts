import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { adminQuery } from '../platform/db/scratch-postgres.ts';
import { randomPort, type ServerProcess, spawnServer, waitUntilUp } from '../test/server-process.ts';
import { connectSocket, type TestSocket } from '../test/ws-client.ts';

// Two real server processes on one PostgreSQL database and one Redis: only the process holding the
// scheduler lock draws, yet a socket on either process hears issue_drawn the moment the draw is made.
const redisUrl = process.env.TEST_REDIS_URL;
const pgUrl = process.env.TEST_DATABASE_URL;
const enabled = !!redisUrl && !!pgUrl && process.env.TEST_DB_ENGINE === 'postgres';
const children: ServerProcess[] = [];
const sockets: TestSocket[] = [];
let dbName = '';

const admin = (sql: string) => adminQuery(pgUrl!, sql);

afterAll(async () => {
  for (const s of sockets) s.ws.close(1000);
  await Promise.all(children.map((c) => c.stop()));
  if (dbName) await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
});

describe.skipIf(!enabled)('lottery frames across processes', () => {
  it('a draw made by one process reaches sockets held by both', async () => {
    dbName = `draws_${randomBytes(5).toString('hex')}`;
    await admin(`CREATE DATABASE ${dbName}`);
    const dbUrl = new URL(pgUrl!);
    dbUrl.pathname = `/${dbName}`;
    const start = async () => {
      const server = spawnServer(randomPort(30000), {
        DATABASE_URL: dbUrl.toString(),
        REDIS_URL: redisUrl,
        RATE_LIMITS: 'off',
        DEMO: '0',
        DRAW_INTERVAL_SECONDS: '10',
      });
      children.push(server);
      await waitUntilUp(server);
      return server.base;
    };
    // The first start migrates; the second finds the schema in place.
    const bases = [await start(), await start()];
    for (const base of bases) {
      const username = `ld${randomBytes(4).toString('hex')}`;
      const res = await fetch(`${base}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: 'secret123' }),
      });
      expect(res.status).toBe(200);
      const token = ((await res.json()) as { data: { token: string } }).data.token;
      const s = await connectSocket(`${base.replace('http', 'ws')}/ws?token=${token}`);
      sockets.push(s);
      await s.next((f) => f.type === 'connection');
    }
    const [a, b] = sockets as [TestSocket, TestSocket];
    const drawn = await a.next((f) => f.type === 'issue_drawn' && f.data.gameCode === 'jsk3', 30_000);
    const same = await b.next(
      (f) => f.type === 'issue_drawn' && f.data.gameCode === 'jsk3' && f.data.issueNo === drawn.data.issueNo,
      // The other process hears it through Redis; under a full CI run that can take seconds.
      20_000,
    );
    expect(same.data).toEqual(drawn.data);
    expect(drawn.data.numbers).toHaveLength(3);
  }, 60_000);
});
