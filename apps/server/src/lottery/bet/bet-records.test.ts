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

describe('bet records, cancel and statistics', () => {
  it('lists, filters, shows one bet, hides other players’ bets', async () => {
    const p = await player(100);
    await submit(p.token, {
      gameId: 'jsk3',
      bets: [
        { play: 'k3.sum', option: '9', amount: 1 },
        { play: 'k3.sum', option: '12', amount: 2 },
      ],
    });
    await submit(p.token, { gameId: 'jssc', bets: [{ play: 'pk10.gy_sum', option: '11', amount: 3 }] });
    const page = (await g.app.inject({ url: '/api/bets?limit=2', headers: bearer(p.token) })).json().data;
    expect(page.pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
    expect(page.list[0]).toMatchObject({
      gameCode: 'jssc',
      gameType: 'pk10',
      play: 'pk10.gy_sum',
      playName: '冠亚和',
      amount: 3,
      status: 'pending',
      numbers: null,
    });
    const byGame = (
      await g.app.inject({ url: '/api/bets?gameId=1&status=pending', headers: bearer(p.token) })
    ).json().data;
    expect(byGame.list.map((b: { option: string }) => b.option)).toEqual(['12', '9']);
    const beyond = (await g.app.inject({ url: '/api/bets?page=9', headers: bearer(p.token) })).json().data;
    expect(beyond.list).toEqual([]);
    expect(
      (await g.app.inject({ url: '/api/bets?startDate=2026-06-02', headers: bearer(p.token) })).json().data
        .list,
    ).toEqual([]);
    expect(
      (
        await g.app.inject({
          url: '/api/bets?startDate=2026-06-01&endDate=2026-06-01',
          headers: bearer(p.token),
        })
      ).json().data.list,
    ).toHaveLength(3);
    const id = page.list[0].betId;
    const detail = (await g.app.inject({ url: `/api/bets/${id}`, headers: bearer(p.token) })).json().data;
    expect(detail).toMatchObject({
      betId: id,
      issue: { seed: null, numbers: null, seedHash: expect.stringMatching(/^[0-9a-f]{64}$/) },
    });
    const other = await player(0);
    expect((await g.app.inject({ url: `/api/bets/${id}`, headers: bearer(other.token) })).statusCode).toBe(
      404,
    );
    expect((await g.app.inject({ url: '/api/bets' })).statusCode).toBe(401);
    expect((await g.app.inject({ url: '/api/bets?status=weird', headers: bearer(p.token) })).statusCode).toBe(
      400,
    );
  });

  it('cancels a pending bet while its issue is open (refund in the ledger), not after', async () => {
    const p = await player(20);
    const placed = (
      await submit(p.token, {
        gameId: 'jsk3',
        bets: [
          { play: 'k3.sum', option: '9', amount: 5 },
          { play: 'k3.sum', option: '8', amount: 5 },
        ],
      })
    ).json().data;
    const [a, b] = placed.bets;
    const cancel = (betId: number, token = p.token) =>
      g.app.inject({ method: 'POST', url: '/api/bet/cancel', headers: bearer(token), payload: { betId } });
    const other = await player(0);
    expect((await cancel(a.betId, other.token)).statusCode).toBe(404);
    const ok = await cancel(a.betId);
    expect(ok.json()).toMatchObject({
      success: true,
      data: { betId: a.betId, status: 'cancelled', refund: 5, balance: 15 },
    });
    expect((await cancel(a.betId)).statusCode).toBe(409);
    const refunds = await rows<{ reference: string; amount_fen: number }>(
      g.database,
      sql`SELECT reference, amount_fen FROM wallet_ledger WHERE user_id = ${p.user.id} AND kind = 'refund'`,
    );
    expect(refunds).toEqual([{ reference: `refund:${a.betId}`, amount_fen: 500 }]);
    g.clock.t = T0 + 46_000; // betting closed
    const late = await cancel(b.betId);
    g.clock.t = T0;
    expect(late.statusCode).toBe(422);
    expect(late.json().code).toBe('BETTING_CLOSED');
    const stats = (await g.app.inject({ url: '/api/bet/statistics', headers: bearer(p.token) })).json().data;
    expect(stats).toMatchObject({
      totalCount: 2,
      totalAmount: 10,
      pendingCount: 1,
      pendingAmount: 5,
      profit: 0,
    });
    expect(stats.byStatus.cancelled).toEqual({ count: 1, amount: 5, payout: 0 });
    expect(stats.byGame).toEqual([expect.objectContaining({ gameCode: 'jsk3', count: 2, amount: 10 })]);
    expect(await ledgerMismatches(g.database)).toEqual([]);
  });

  it('settles, then ranks yesterday’s winners with masked names', async () => {
    const p = await player(100);
    await submit(p.token, {
      gameId: 'jsxy28',
      bets: [
        { play: 'xy28.big_small', option: 'big', amount: 50 },
        { play: 'xy28.big_small', option: 'small', amount: 50 },
      ],
    });
    await g.tickAt(T0 + 50_000);
    const list = (await g.app.inject({ url: '/api/bets', headers: bearer(p.token) })).json().data.list;
    expect(list.map((b: { status: string }) => b.status).sort()).toEqual(['lost', 'won']);
    const stats = (await g.app.inject({ url: '/api/bet/statistics', headers: bearer(p.token) })).json().data;
    expect(stats.profit).toBeCloseTo(50 * 1.96 - 100, 2);
    g.clock.t = T0 + 86_400_000;
    const ranking = (await g.app.inject({ url: '/api/reports/profit-ranking/yesterday' })).json().data;
    g.clock.t = T0 + 50_000;
    expect(ranking.date).toBe('2026-06-01');
    for (const r of ranking.list) {
      expect(r.profit).toBeGreaterThan(0);
      expect(r.nickname).toMatch(/\*/);
    }
  });
});
