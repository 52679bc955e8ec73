import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../money/index.ts';
import { bearer, registerPlayer } from '../../test/test-app.ts';
import { createGameTestApp, type GameTestApp, ledgerMismatches, rows, T0 } from '../draw/game-test-kit.ts';

// Game 1 is 极速快3: at T0 + 47 s betting on 0721 has closed, so every chase started then waits for
// 0722, which the tick at T0 + 61 s opens and places. Protection judges each placement as a slip.
const MINUTE = 60_000;
let g: GameTestApp;
beforeAll(async () => {
  g = await createGameTestApp();
  await g.tickAt(T0);
});
afterAll(() => g.close());

const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  g.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const start = async (token: string, amount: number) => {
  const res = await call(token, 'POST', '/api/chase', {
    gameId: 1,
    bets: [{ play: 'k3.big_small', option: 'big', amount }],
    multiples: [1, 1, 1],
    stopOnWin: false,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.chaseId as number;
};
const chaseOf = async (token: string, id: number) =>
  (await call(token, 'GET', `/api/chase/${id}`)).json().data;
const statuses = (chase: { issues: { status: string }[] }) => chase.issues.map((i) => i.status);

describe('limits and protection at placement', () => {
  it('refuses a placement over a limit or under a block: that chase stops with the reason and releases the rest', async () => {
    g.clock.t = T0 + 47_000;
    const limited = await registerPlayer(g.app);
    const cooling = await registerPlayer(g.app);
    const free = await registerPlayer(g.app);
    for (const p of [limited, cooling, free]) await g.fund(p.user.id, 100);
    // in placement order (by id): 2 fits a daily stake limit of 3, 4 more does not, 1 more still does
    const a = await start(limited.token, 2);
    const b = await start(limited.token, 4);
    const c = await start(limited.token, 1);
    const d = await start(cooling.token, 2);
    const e = await start(free.token, 2);
    const limit = await call(limited.token, 'PUT', '/api/protection/limits', {
      kind: 'stake',
      period: 'day',
      amount: 3,
    });
    expect(limit.statusCode, limit.body).toBe(200);
    expect((await call(cooling.token, 'POST', '/api/protection/cooling-off', { days: 1 })).statusCode).toBe(
      200,
    );

    await g.tickAt(T0 + MINUTE + 1_000);

    expect(statuses(await chaseOf(limited.token, a))).toEqual(['placed', 'waiting', 'waiting']);
    const refused = await chaseOf(limited.token, b);
    expect(refused).toMatchObject({ status: 'finished', endReason: 'refused', placed: 0, released: 12 });
    expect(refused.endDetail).toContain('超出您设定的每日投注限额3.00元');
    expect(refused.endDetail).toContain('今日已投注2.00元，本次投注4.00元');
    expect(statuses(refused)).toEqual(['cancelled', 'cancelled', 'cancelled']);
    expect(statuses(await chaseOf(limited.token, c))).toEqual(['placed', 'waiting', 'waiting']);
    const blocked = await chaseOf(cooling.token, d);
    expect(blocked).toMatchObject({ status: 'finished', endReason: 'refused', released: 6 });
    expect(blocked.endDetail).toContain('您正处于冷静期');
    expect(statuses(await chaseOf(free.token, e))).toEqual(['placed', 'waiting', 'waiting']);

    const balances = await Promise.all(
      [limited, cooling, free].map(
        async (p) => (await call(p.token, 'GET', '/api/user/balance')).json().data,
      ),
    );
    expect(balances.map((b) => [b.balance, b.frozenAmount])).toEqual([
      [97, 6],
      [100, 0],
      [98, 4],
    ]);
    const changesOfB = g.events.flatMap((ev) =>
      ev.type === 'ChaseUpdated' && ev.chaseId === b ? [ev.change] : [],
    );
    expect(changesOfB).toEqual(['ended']);
    const money = await rows<{ id: number }>(
      g.database,
      sql`SELECT c.id FROM chases c LEFT JOIN chase_issues w ON w.chase_id = c.id AND w.status = 'waiting'
          GROUP BY c.id HAVING c.placed_fen + c.released_fen + coalesce(sum(w.amount_fen), 0) <> c.total_fen`,
    );
    expect(money).toEqual([]);
    expect(await ledgerMismatches(g.database)).toEqual([]);
    // the whole audit, running balances too: one player's placements of a batch follow one another
    expect(await auditLedger(g.database.db)).toEqual([]);
  });
});
