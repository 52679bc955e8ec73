import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGameTestApp, type GameTestApp, T0 } from '../../lottery/draw/game-test-kit.ts';
import { auditLedger } from '../../money/index.ts';
import { seedRechargeChannels } from '../../money/recharge/recharge.seed.ts';
import { type OwnPostgres, ownPostgresAvailable, startOwnPostgres } from '../../test/own-postgres.ts';
import { registerPlayer } from '../../test/test-app.ts';
import { type Database, openPostgres } from './client.ts';

// The real engine restarted: a PostgreSQL cluster of this file's own is stopped (as an operator's
// restart or a crash does), left down a few seconds and started again on the same port, under one
// app that is never restarted. Only where the server-postgres project runs and the PostgreSQL
// binaries are installed (CI); a bare machine skips it.
const enabled =
  !!process.env.TEST_DATABASE_URL && process.env.TEST_DB_ENGINE === 'postgres' && ownPostgresAvailable;

/** The API's request budget (SPEC.md: the client gives up after 10 s). */
const REQUEST_BUDGET_MS = 10_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!enabled)('PostgreSQL restarted (the real engine)', () => {
  let own: OwnPostgres;
  let database: Database;
  let g: GameTestApp;
  /** The longest any single request took to answer, whatever it answered. */
  let longest = 0;

  /** Sends until the answer is 200, as a client retrying with the same body does; every other answer must be the 503 envelope. */
  async function untilApplied(send: () => Promise<LightMyRequestResponse>) {
    let unavailable = 0;
    for (let attempt = 0; attempt < 600; attempt++) {
      const started = Date.now();
      const res = await send();
      longest = Math.max(longest, Date.now() - started);
      if (res.statusCode === 200) return { res, unavailable };
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
      unavailable++;
      await sleep(200);
    }
    throw new Error('still not applied after 600 attempts');
  }

  beforeAll(async () => {
    own = await startOwnPostgres();
    database = await openPostgres(own.url, 5);
    g = await createGameTestApp({ database, env: { DEMO: '1' } });
    await seedRechargeChannels(database.db);
    await g.tickAt(T0);
  });
  afterAll(async () => {
    own?.thaw();
    try {
      await g?.close();
      await database?.close();
    } finally {
      await own?.destroy();
    }
  });

  it('slips and recharges of several players across a restart: 503 while down, each requestId applied once, audit clean', async () => {
    const players = [];
    for (let i = 0; i < 4; i++) {
      const p = await registerPlayer(g.app);
      await g.fund(p.user.id, 100);
      players.push({ auth: { authorization: `Bearer ${p.token}` } });
    }
    const slip = () => ({
      gameId: 'jsk3',
      requestId: randomUUID(),
      bets: [{ play: 'k3.big_small', option: 'big', amount: 5 }],
    });
    const work = players.map((p) => ({
      auth: p.auth,
      slips: [slip(), slip(), slip()],
      recharge: { channelCode: 'demo', amount: 50, requestId: randomUUID() },
    }));
    const submitSlip = (auth: Record<string, string>, payload: object) => () =>
      g.app.inject({ method: 'POST', url: '/api/bets/submit', headers: auth, payload });
    const recharge = (auth: Record<string, string>, payload: object) => () =>
      g.app.inject({ method: 'POST', url: '/api/recharge/orders', headers: auth, payload });

    // First wave: each player's first slip and recharge, in flight while PostgreSQL shuts down.
    const firstWave = work.flatMap((w) => [
      untilApplied(submitSlip(w.auth, w.slips[0]!)),
      untilApplied(recharge(w.auth, w.recharge)),
    ]);
    await own.stop('fast');
    // Second wave: sent while it is down, so each is answered 503 at least once before it succeeds.
    const secondWave = work.flatMap((w) => w.slips.slice(1).map((s) => untilApplied(submitSlip(w.auth, s))));
    await sleep(3_000);
    await own.start();

    const first = await Promise.all(firstWave);
    const second = await Promise.all(secondWave);
    expect([...first, ...second].map((r) => r.res.statusCode)).toEqual(Array(16).fill(200));
    expect(second.every((r) => r.unavailable > 0)).toBe(true);

    // The client retries every request once more with the same ids: nothing is applied twice.
    for (const w of work) {
      for (const s of w.slips) expect((await submitSlip(w.auth, s)()).statusCode).toBe(200);
      expect((await recharge(w.auth, w.recharge)()).statusCode).toBe(200);
      const balance = await g.app.inject({ method: 'GET', url: '/api/user/balance', headers: w.auth });
      expect(balance.json().data.balance).toBe(100 - 3 * 5 + 50);
    }
    expect(await auditLedger(database.db)).toEqual([]);
    expect(longest).toBeLessThan(REQUEST_BUDGET_MS);
  }, 120_000);

  it('after a crash (immediate stop) and recovery the same pool serves again, the app never restarted', async () => {
    const player = await registerPlayer(g.app);
    const auth = { authorization: `Bearer ${player.token}` };
    const balance = () => g.app.inject({ method: 'GET', url: '/api/user/balance', headers: auth });
    expect((await balance()).statusCode).toBe(200);

    await own.stop('immediate');
    const during = await balance();
    expect(during.statusCode, during.body).toBe(503);
    expect(during.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
    expect(during.body).not.toMatch(/ECONN|terminated|stack|at /);
    await own.start();

    const after = await untilApplied(balance);
    expect(after.res.json().data.balance).toBe(0);
    // Writes too: a slip goes through on the reconnected pool.
    await g.fund(player.user.id, 10);
    const slip = {
      gameId: 'jsk3',
      requestId: randomUUID(),
      bets: [{ play: 'k3.big_small', option: 'small', amount: 5 }],
    };
    const placed = await g.app.inject({
      method: 'POST',
      url: '/api/bets/submit',
      headers: auth,
      payload: slip,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(await auditLedger(database.db)).toEqual([]);
    expect(longest).toBeLessThan(REQUEST_BUDGET_MS);
  }, 120_000);
  it('a PostgreSQL that accepts connections but never answers (frozen): 503 within the request budget, then serves again', async () => {
    const player = await registerPlayer(g.app);
    await g.fund(player.user.id, 10);
    const auth = { authorization: `Bearer ${player.token}` };
    const balance = () => g.app.inject({ method: 'GET', url: '/api/user/balance', headers: auth });
    const slip = {
      gameId: 'jsk3',
      requestId: randomUUID(),
      bets: [{ play: 'k3.big_small', option: 'big', amount: 5 }],
    };
    const submit = () =>
      g.app.inject({ method: 'POST', url: '/api/bets/submit', headers: auth, payload: slip });
    // Warm: the pool holds open connections, which a frozen server leaves hanging mid-query.
    expect((await balance()).statusCode).toBe(200);

    own.freeze();
    try {
      const started = Date.now();
      const during = await Promise.all([balance(), submit(), balance()]);
      const took = Date.now() - started;
      for (const res of during) {
        expect(res.statusCode, res.body).toBe(503);
        expect(res.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
      }
      expect(took).toBeLessThan(REQUEST_BUDGET_MS);
    } finally {
      own.thaw();
    }

    const placed = await untilApplied(submit);
    expect(placed.res.json().data).toBeTruthy();
    expect((await submit()).statusCode).toBe(200);
    expect((await untilApplied(balance)).res.json().data.balance).toBe(10 - 5);
    expect(await auditLedger(database.db)).toEqual([]);
  }, 120_000);
  it('a query that runs long on a PostgreSQL that answers is never cut (settlement batches, reports, migrations)', async () => {
    // Longer than a stalled query waits before the pool probes the server, and than the probe's
    // own bound: the probe gets its answer, so nothing is dropped.
    const res = (await database.db.execute(sql`SELECT pg_sleep(8), 42 AS done`)) as unknown as {
      rows: { done: number }[];
    };
    expect(res.rows[0]?.done).toBe(42);
  }, 120_000);
});
