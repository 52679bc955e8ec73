import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { randomPort, type ServerProcess, spawnServer, waitUntilUp } from '../../test/server-process.ts';

// Two real server processes on one PostgreSQL and one Redis; `kill -9` of the one that holds the
// scheduler: the other takes the lock over within 10 s and draws the next issue, no issue twice.
const redisUrl = process.env.TEST_REDIS_URL;
const pgUrl = process.env.TEST_DATABASE_URL;
const enabled = !!redisUrl && !!pgUrl && process.env.TEST_DB_ENGINE === 'postgres';
const children: ServerProcess[] = [];
let dbName = '';

async function admin(sql: string, connectionString = pgUrl) {
  const c = new pg.Client({ connectionString });
  await c.connect();
  try {
    return await c.query(sql);
  } finally {
    await c.end();
  }
}

const isLeader = async (base: string) => {
  try {
    return /^cailiao_scheduler_leader 1$/m.test(await (await fetch(`${base}/metrics`)).text());
  } catch {
    return false;
  }
};
const until = async (check: () => Promise<boolean>, ms: number) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return Date.now();
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`not within ${ms} ms`);
};

afterAll(async () => {
  await Promise.all(children.map((c) => c.stop()));
  if (dbName) await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
});

describe.skipIf(!enabled)('a process killed while it holds the scheduler', () => {
  it('the other takes over within 10 s and draws on, no issue doubled or lost', async () => {
    dbName = `failover_${randomBytes(5).toString('hex')}`;
    await admin(`CREATE DATABASE ${dbName}`);
    const dbUrl = new URL(pgUrl!);
    dbUrl.pathname = `/${dbName}`;
    const env = {
      DATABASE_URL: dbUrl.toString(),
      REDIS_URL: redisUrl,
      DEMO: '0',
      DRAW_INTERVAL_SECONDS: '10',
    };
    for (const port of [randomPort(20000), randomPort(40000)]) {
      const server = spawnServer(port, env);
      children.push(server);
      await waitUntilUp(server);
    }
    await until(
      async () => (await isLeader(children[0]!.base)) || (await isLeader(children[1]!.base)),
      15_000,
    );
    const leaderIndex = (await isLeader(children[0]!.base)) ? 0 : 1;
    const leader = children[leaderIndex]!;
    const standby = children[1 - leaderIndex]!;
    expect(await isLeader(standby.base)).toBe(false);

    const drawnBefore = Number(
      (
        await admin(
          `SELECT count(*)::int AS n FROM issues WHERE status IN ('drawn','settled')`,
          dbUrl.toString(),
        )
      ).rows[0].n,
    );
    const killedAt = Date.now();
    leader.child.kill('SIGKILL');
    await leader.exited;
    const tookAt = await until(() => isLeader(standby.base), 10_000);
    expect(tookAt - killedAt).toBeLessThan(10_000);

    // Draws go on: more issues drawn after the takeover than before the kill.
    await until(async () => {
      const n = Number(
        (
          await admin(
            `SELECT count(*)::int AS n FROM issues WHERE status IN ('drawn','settled')`,
            dbUrl.toString(),
          )
        ).rows[0].n,
      );
      return n > drawnBefore;
    }, 30_000);
    const doubled = await admin(
      `SELECT game_id, issue_no, count(*) FROM issues GROUP BY game_id, issue_no HAVING count(*) > 1`,
      dbUrl.toString(),
    );
    expect(doubled.rows).toEqual([]);
  }, 120_000);
});
