import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTcpProxy } from '../../test/tcp-proxy.ts';
import { openPostgres } from './client.ts';
import { openScratchPostgres } from './scratch-postgres.ts';

// Closing waits for the pool's connections to have closed: pg-pool's end() resolved once it had
// asked them to, and the DROP DATABASE … WITH (FORCE) of a scratch database's close then
// terminated connections still closing, each one an "idle client error" on the console.
const enabled = !!process.env.TEST_DATABASE_URL && process.env.TEST_DB_ENGINE === 'postgres';

describe.skipIf(!enabled)('a scratch PostgreSQL database', () => {
  afterEach(() => vi.restoreAllMocks());

  it('closes its connections before it is dropped, so none reports an error', async () => {
    const warn = vi.spyOn(console, 'warn');
    for (let run = 0; run < 5; run++) {
      const database = await openScratchPostgres(process.env.TEST_DATABASE_URL!, 'test_scratch', 20);
      // Twenty connections at once, then idle in the pool when it closes.
      await Promise.all(Array.from({ length: 20 }, () => database.db.execute(sql`SELECT pg_sleep(0.05)`)));
      expect(database.poolStats?.().total).toBe(20);
      await database.close();
    }
    // Errors reach the pool's listener asynchronously: give a late one time to arrive.
    await new Promise((r) => setTimeout(r, 200));
    expect(warn.mock.calls.filter(([m]) => String(m).includes('idle client error'))).toEqual([]);
  });

  it('closes all the same when PostgreSQL has frozen and will never close its side', async () => {
    const scratch = await openScratchPostgres(process.env.TEST_DATABASE_URL!, 'test_frozen', 2);
    const target = new URL(scratch.url);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    try {
      const via = new URL(scratch.url);
      via.host = `127.0.0.1:${proxy.port}`;
      const database = await openPostgres(via.toString(), 3);
      await Promise.all(Array.from({ length: 3 }, () => database.db.execute(sql`SELECT pg_sleep(0.05)`)));
      proxy.freeze();
      // Without a bound on the wait for each connection's end, this never resolves (the test's
      // own time limit would fail it).
      await database.close();
      expect(database.poolStats?.().total).toBe(0);
    } finally {
      await proxy.close();
      await scratch.close();
    }
  });
});
