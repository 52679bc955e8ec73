import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGameTestApp, T0 } from '../../lottery/draw/game-test-kit.ts';
import { auditLedger } from '../../money/index.ts';
import { seedRechargeChannels } from '../../money/recharge/recharge.seed.ts';
import { startTcpProxy } from '../../test/tcp-proxy.ts';
import { createTestApp, registerPlayer, type TestApp } from '../../test/test-app.ts';
import { type Database, openPostgres } from './client.ts';
import { adminQuery } from './scratch-postgres.ts';

// PostgreSQL taken away and brought back (through a proxy that cuts every connection, as a
// restart or failover does): requests answer 503 quickly instead of 500 or hanging, the pool
// reconnects by itself, and a slip retried with the same requestId is applied once.
const url = process.env.TEST_DATABASE_URL;
const enabled = !!url && process.env.TEST_DB_ENGINE === 'postgres';

describe.skipIf(!enabled)('PostgreSQL away and back', () => {
  const name = `t_outage_${randomUUID().replace(/-/g, '').slice(0, 10)}`;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let database: Database;
  let t: TestApp;
  const admin = (sql: string) => adminQuery(url!, sql);

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    const target = new URL(url!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const via = new URL(url!);
    via.host = `127.0.0.1:${proxy.port}`;
    via.pathname = `/${name}`;
    database = await openPostgres(via.toString(), 5);
    t = await createTestApp({ database, env: { DEMO: '1' } });
    await seedRechargeChannels(database.db);
  });
  afterAll(async () => {
    await t?.close();
    await database?.close();
    await proxy?.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('answers 503 in the envelope while it is away, and serves again when it is back', async () => {
    const player = await registerPlayer(t.app);
    const auth = { authorization: `Bearer ${player.token}` };
    await proxy.down();
    const started = Date.now();
    const during = await t.app.inject({ method: 'GET', url: '/api/user/balance', headers: auth });
    expect(during.statusCode).toBe(503);
    expect(during.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
    expect(during.body).not.toMatch(/ECONN|terminated|stack|at /);
    expect(Date.now() - started).toBeLessThan(10_000);

    await proxy.up();
    let after = await t.app.inject({ method: 'GET', url: '/api/user/balance', headers: auth });
    for (let i = 0; i < 20 && after.statusCode !== 200; i++) {
      await new Promise((r) => setTimeout(r, 250));
      after = await t.app.inject({ method: 'GET', url: '/api/user/balance', headers: auth });
    }
    expect(after.statusCode).toBe(200);
  }, 60_000);

  it('a recharge retried with the same requestId across the outage credits once', async () => {
    const player = await registerPlayer(t.app);
    const auth = { authorization: `Bearer ${player.token}` };
    const body = { channelCode: 'demo', amount: 100, requestId: randomUUID() };
    await proxy.down();
    const lost = await t.app.inject({
      method: 'POST',
      url: '/api/recharge/orders',
      headers: auth,
      payload: body,
    });
    expect(lost.statusCode).toBe(503);
    await proxy.up();
    const answers = [];
    for (let i = 0; i < 3; i++) {
      answers.push(
        await t.app.inject({ method: 'POST', url: '/api/recharge/orders', headers: auth, payload: body }),
      );
    }
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const balance = await t.app.inject({ method: 'GET', url: '/api/user/balance', headers: auth });
    expect(balance.json().data.balance).toBe(100);
    expect(await auditLedger(database.db)).toEqual([]);
  }, 60_000);

  it('concurrent slips cut off by the outage and retried with their requestIds are debited once each', async () => {
    const g = await createGameTestApp({ database });
    try {
      const player = await registerPlayer(g.app);
      await g.fund(player.user.id, 1000);
      await g.tickAt(T0);
      const auth = { authorization: `Bearer ${player.token}` };
      const slips = Array.from({ length: 12 }, () => ({
        gameId: 'jsk3',
        requestId: randomUUID(),
        bets: [{ play: 'k3.big_small', option: 'big', amount: 5 }],
      }));
      const submit = (payload: object) =>
        g.app.inject({ method: 'POST', url: '/api/bets/submit', headers: auth, payload });
      // Half go through, then PostgreSQL goes away while the rest are in flight.
      const first = await Promise.all(slips.slice(0, 6).map(submit));
      expect(first.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
      const cut = Promise.all(slips.slice(6).map(submit));
      await proxy.down();
      const during = await cut;
      expect(during.every((r) => r.statusCode === 200 || r.statusCode === 503)).toBe(true);
      await proxy.up();
      // The client retries every slip it did not see succeed, and some it did, with the same ids.
      let retried = await Promise.all(slips.map(submit));
      for (let i = 0; i < 20 && retried.some((r) => r.statusCode !== 200); i++) {
        await new Promise((r) => setTimeout(r, 250));
        retried = await Promise.all(slips.map(submit));
      }
      expect(retried.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
      const balance = await g.app.inject({ method: 'GET', url: '/api/user/balance', headers: auth });
      expect(balance.json().data.balance).toBe(1000 - 12 * 5);
      expect(await auditLedger(database.db)).toEqual([]);
    } finally {
      await g.close();
    }
  }, 60_000);
});
