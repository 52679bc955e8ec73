import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerPlayer } from '../../test/test-app.ts';
import { createGameTestApp, type GameTestApp, ledgerMismatches, rows, T0 } from '../draw/game-test-kit.ts';

let g: GameTestApp;
beforeAll(async () => {
  g = await createGameTestApp();
  await g.tickAt(T0);
});
afterAll(() => g.close());

async function player(yuan: number) {
  const p = await registerPlayer(g.app);
  if (yuan > 0) await g.fund(p.user.id, yuan);
  return p;
}
const submit = (token: string, payload: unknown, url = '/api/bets/submit') =>
  g.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as object });
const balanceOf = async (token: string) =>
  (await g.app.inject({ url: '/api/user/balance', headers: bearer(token) })).json().data;
const countRows = async (table: 'bets' | 'bet_orders' | 'wallet_ledger', userId: number) =>
  Number(
    (
      await rows<{ n: number }>(
        g.database,
        sql`SELECT count(*)::int AS n FROM ${sql.raw(table)} WHERE user_id = ${userId}`,
      )
    )[0]!.n,
  );

describe('POST /api/bets/submit', () => {
  it('places a slip: one debit for the order, one row per bet with its odds, the API.md answer', async () => {
    const p = await player(100);
    const res = await submit(p.token, {
      gameId: 1,
      issueNo: '20260601-0721',
      requestId: 'slip-1',
      bets: [
        { play: 'k3.sum', option: '10', amount: 10 },
        { play: 'k3.big_small', option: 'big', amount: 12.5 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ gameId: 1, issueNo: '20260601-0721', totalAmount: 22.5, balance: 77.5 });
    expect(data.bets).toEqual([
      { betId: expect.any(Number), play: 'k3.sum', option: '10', amount: 10, odds: 7.6, status: 'pending' },
      {
        betId: expect.any(Number),
        play: 'k3.big_small',
        option: 'big',
        amount: 12.5,
        odds: 2.01,
        status: 'pending',
      },
    ]);
    const ledger = await rows<{ kind: string; amount_fen: number; reference: string }>(
      g.database,
      sql`SELECT kind, amount_fen, reference FROM wallet_ledger WHERE user_id = ${p.user.id} AND kind = 'bet'`,
    );
    expect(ledger).toEqual([{ kind: 'bet', amount_fen: -2250, reference: `bet-order:${data.orderId}` }]);
    // 待开奖 holds the open stakes; they are no loss of today's until they settle.
    expect(await balanceOf(p.token)).toMatchObject({ pendingAmount: 22.5, todayWinLoss: 0 });
    for (const url of ['/api/bet/submit', '/api/k3/bet']) {
      const r = await submit(
        p.token,
        { gameId: 'jsk3', bets: [{ play: 'k3.triple_any', option: 'any', amount: 1 }] },
        url,
      );
      expect(r.statusCode, r.body).toBe(200);
    }
    const xy = await submit(
      p.token,
      { gameId: 'jsxy28', bets: [{ play: 'xy28.pair', option: 'any', amount: 1 }] },
      '/api/xy28/bet',
    );
    expect(xy.statusCode).toBe(200);
    const wrongFamily = await submit(
      p.token,
      { gameId: 'jsxy28', bets: [{ play: 'xy28.pair', option: 'any', amount: 1 }] },
      '/api/k3/bet',
    );
    expect(wrongFamily.statusCode).toBe(400);
  });

  it('refuses bad slips with 400/422 and changes nothing', async () => {
    const p = await player(50);
    const cases: [unknown, number, string][] = [
      [{ gameId: 'jsk3', bets: [{ play: 'k3.nope', option: '1', amount: 5 }] }, 400, 'VALIDATION_FAILED'],
      [{ gameId: 'jsk3', bets: [{ play: 'ssc.any_one', option: '1', amount: 5 }] }, 400, 'VALIDATION_FAILED'],
      [{ gameId: 'jsk3', bets: [{ play: 'k3.sum', option: '2', amount: 5 }] }, 400, 'VALIDATION_FAILED'],
      [
        { gameId: 'jsk3', bets: [{ play: 'k3.three_diff', option: '3,2,1', amount: 5 }] },
        400,
        'VALIDATION_FAILED',
      ],
      [
        {
          gameId: 'jsk3',
          bets: [
            { play: 'k3.sum', option: '10', amount: 5 },
            { play: 'k3.two_diff', option: '2,2', amount: 5 },
          ],
        },
        400,
        'VALIDATION_FAILED',
      ],
      [
        { gameId: 'jslhc', bets: [{ play: 'lhc.link_2of2', option: '3,50', amount: 5 }] },
        400,
        'VALIDATION_FAILED',
      ],
      [{ gameId: 'jsk3', bets: [{ play: 'k3.sum', option: '10', amount: 1.001 }] }, 400, 'VALIDATION_FAILED'],
      [{ gameId: 'jsk3', bets: [{ play: 'k3.sum', option: '10', amount: '10' }] }, 400, 'VALIDATION_FAILED'],
      [{ gameId: 'jsk3', bets: [] }, 400, 'VALIDATION_FAILED'],
      [
        { gameId: 'jsk3', bets: [{ play: 'k3.sum', option: '10', amount: 0.99 }] },
        422,
        'AMOUNT_OUT_OF_RANGE',
      ],
      [{ gameId: 'jsk3', bets: [{ play: 'k3.sum', option: '10', amount: 0 }] }, 422, 'AMOUNT_OUT_OF_RANGE'],
      [{ gameId: 'jsk3', bets: [{ play: 'k3.sum', option: '10', amount: -5 }] }, 422, 'AMOUNT_OUT_OF_RANGE'],
      [
        { gameId: 'jsk3', bets: [{ play: 'k3.sum', option: '10', amount: 100000.01 }] },
        422,
        'AMOUNT_OUT_OF_RANGE',
      ],
      [
        { gameId: 'jsk3', bets: [{ play: 'k3.sum', option: '10', amount: 1e300 }] },
        422,
        'AMOUNT_OUT_OF_RANGE',
      ],
      [
        {
          gameId: 'jsk3',
          bets: [
            { play: 'k3.sum', option: '10', amount: 30 },
            { play: 'k3.sum', option: '11', amount: 30 },
          ],
        },
        422,
        'INSUFFICIENT_BALANCE',
      ],
      [
        { gameId: 'jsk3', issueNo: '20260601-0720', bets: [{ play: 'k3.sum', option: '10', amount: 5 }] },
        422,
        'BETTING_CLOSED',
      ],
      [
        { gameId: 'jsk3', issueNo: '20260601-0722', bets: [{ play: 'k3.sum', option: '10', amount: 5 }] },
        422,
        'BETTING_CLOSED',
      ],
      [{ gameId: 'nope', bets: [{ play: 'k3.sum', option: '10', amount: 5 }] }, 404, 'NOT_FOUND'],
      [{ gameId: 999, bets: [{ play: 'k3.sum', option: '10', amount: 5 }] }, 404, 'NOT_FOUND'],
    ];
    for (const [payload, status, code] of cases) {
      const res = await submit(p.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json()).toMatchObject({ success: false, code });
    }
    // Betting closes 5 s before the draw.
    g.clock.t = T0 + 45_000; // 12:00:55
    const closed = await submit(p.token, {
      gameId: 'jsk3',
      bets: [{ play: 'k3.sum', option: '10', amount: 5 }],
    });
    g.clock.t = T0;
    expect(closed.statusCode).toBe(422);
    expect(closed.json()).toMatchObject({ code: 'BETTING_CLOSED', message: expect.stringMatching(/封盘/) });
    expect(await countRows('bets', p.user.id)).toBe(0);
    expect(await countRows('bet_orders', p.user.id)).toBe(0);
    expect(await countRows('wallet_ledger', p.user.id)).toBe(1); // the funding only
    expect((await balanceOf(p.token)).balance).toBe(50);
  });

  it('is idempotent by requestId, also for concurrent duplicates', async () => {
    const p = await player(100);
    const body = {
      gameId: 'jsk3',
      requestId: 'dup-1',
      bets: [{ play: 'k3.odd_even', option: 'odd', amount: 10 }],
    };
    const results = await Promise.all(Array.from({ length: 6 }, () => submit(p.token, body)));
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    const orderIds = new Set(results.map((r) => r.json().data.orderId));
    expect(orderIds.size).toBe(1);
    const again = await submit(p.token, {
      ...body,
      bets: [{ play: 'k3.odd_even', option: 'even', amount: 50 }],
    });
    expect(again.json().data.orderId).toBe([...orderIds][0]);
    expect(again.json().data.bets[0]).toMatchObject({ option: 'odd', amount: 10 });
    expect(await countRows('bets', p.user.id)).toBe(1);
    expect((await balanceOf(p.token)).balance).toBe(90);
    // Another player may use the same requestId.
    const q = await player(10);
    expect((await submit(q.token, body)).json().data.orderId).not.toBe([...orderIds][0]);
  });

  it('never overdraws a balance under concurrent slips', async () => {
    const p = await player(100);
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        submit(p.token, {
          gameId: i % 2 ? 'jsk3' : 'jsssc',
          bets: [{ play: i % 2 ? 'k3.sum' : 'ssc.any_one', option: '5', amount: 10 }],
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 422)).toHaveLength(6);
    for (const r of results.filter((x) => x.statusCode === 422))
      expect(r.json().code).toBe('INSUFFICIENT_BALANCE');
    expect((await balanceOf(p.token)).balance).toBe(0);
    expect(await countRows('bets', p.user.id)).toBe(10);
    expect(await ledgerMismatches(g.database)).toEqual([]);
  });

  it('refuses a slip on an issue closed behind the open-issue cache, and writes nothing', async () => {
    const p = await player(50);
    const body = { gameId: 'jsk3', bets: [{ play: 'k3.sum', option: '10', amount: 5 }] };
    expect((await submit(p.token, body)).statusCode).toBe(200); // the issue is cached as open
    // Another process closes it (the draw); this process's cache still holds it as open.
    await g.database.db.execute(sql`UPDATE issues SET status = 'closed' WHERE status = 'open'`);
    try {
      const res = await submit(p.token, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('BETTING_CLOSED');
      expect(await countRows('bet_orders', p.user.id)).toBe(1);
      expect((await balanceOf(p.token)).balance).toBe(45);
    } finally {
      await g.database.db.execute(
        sql`UPDATE issues SET status = 'open' WHERE status = 'closed' AND draw_at > ${new Date(T0).toISOString()}::timestamptz`,
      );
    }
    expect(await ledgerMismatches(g.database)).toEqual([]);
  });

  it('places a slip of a player with a stake limit through the limit check', async () => {
    const p = await player(100);
    const limit = await g.app.inject({
      method: 'PUT',
      url: '/api/protection/limits',
      headers: bearer(p.token),
      payload: { kind: 'stake', period: 'day', amount: 30 },
    });
    expect(limit.statusCode, limit.body).toBe(200);
    const body = (amount: number) => ({ gameId: 'jsk3', bets: [{ play: 'k3.sum', option: '10', amount }] });
    expect((await submit(p.token, body(20))).statusCode).toBe(200);
    const over = await submit(p.token, body(20));
    expect(over.statusCode).toBe(422);
    expect(over.json().code).toBe('STAKE_LIMIT_REACHED');
    expect((await balanceOf(p.token)).balance).toBe(80);
  });
});
