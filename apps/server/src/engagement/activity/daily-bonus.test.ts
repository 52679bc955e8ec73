import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameTestApp } from '../../lottery/draw/game-test-kit.ts';
import {
  call,
  concurrently,
  createEngagementApp,
  expectLedgerClean,
  ledgerRows,
  player,
  settledBet,
  shanghai,
} from '../engagement-test-kit.ts';
import { EMPTY_RULES, saveRules } from '../settings/engagement-rules.ts';

let g: GameTestApp;
beforeAll(async () => {
  g = await createEngagementApp();
});
afterAll(() => g.close());

const info = async (token: string) =>
  (await call(g, token, 'GET', '/api/activity/daily-bonus/info')).json().data;
const claim = (token: string) => call(g, token, 'POST', '/api/activity/daily-bonus/claim');

describe('daily bonus by yesterday’s valid turnover', () => {
  it('publishes the tiers', async () => {
    const res = await call(g, null, 'GET', '/api/activity/daily-bonus/rates');
    expect(res.json().data).toEqual({
      tiers: [
        { minTurnover: 100, rate: 0.3 },
        { minTurnover: 1000, rate: 0.5 },
        { minTurnover: 10000, rate: 0.8 },
        { minTurnover: 50000, rate: 1 },
      ],
    });
  });

  it('yesterday is the Shanghai day: 23:59:59 counts, 00:00:00 is today’s', async () => {
    const p = await player(g);
    await settledBet(g, p.userId, 2_000, shanghai('2026-06-01T23:59:59'), 'lost');
    await settledBet(g, p.userId, 5_000, shanghai('2026-06-02T00:00:00'), 'lost');
    await settledBet(g, p.userId, 9_000, shanghai('2026-06-01T12:00:00'), 'refunded');
    await settledBet(g, p.userId, 9_000, shanghai('2026-05-31T23:59:59'), 'won');
    g.clock.t = shanghai('2026-06-02T09:00:00');
    expect(await info(p.token)).toEqual({
      date: '2026-06-01',
      today: '2026-06-02',
      turnover: 2000,
      rate: 0.5,
      amount: 10,
      claimed: false,
      claimedAt: null,
      canClaim: true,
    });
    const res = await claim(p.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ date: '2026-06-01', amount: 10, balance: 10 });
    const again = await claim(p.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('DAILY_BONUS_CLAIMED');
    expect(await info(p.token)).toMatchObject({
      claimed: true,
      canClaim: false,
      amount: 10,
      claimedAt: expect.any(String),
    });
    expect(await ledgerRows(g, p.userId, 'daily_bonus')).toEqual([
      { amount_fen: 1000, reference: `daily_bonus:${p.userId}:2026-06-01` },
    ]);

    // The next Shanghai day, yesterday is 06-02 (the 5,000 settled at 00:00:00).
    g.clock.t = shanghai('2026-06-03T00:00:00');
    expect(await info(p.token)).toMatchObject({
      date: '2026-06-02',
      turnover: 5000,
      amount: 25,
      canClaim: true,
    });
  });

  it('nothing to claim below the first tier (422)', async () => {
    const p = await player(g);
    await settledBet(g, p.userId, 99.99, shanghai('2026-06-01T10:00:00'), 'won');
    g.clock.t = shanghai('2026-06-02T10:00:00');
    expect(await info(p.token)).toMatchObject({ turnover: 99.99, rate: 0, amount: 0, canClaim: false });
    const res = await claim(p.token);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'NO_DAILY_BONUS', message: '昨日有效投注未达到加奖标准' });
  });

  it('claimed twice concurrently, pays once', async () => {
    const p = await player(g);
    await settledBet(g, p.userId, 60_000, shanghai('2026-06-01T10:00:00'), 'lost');
    g.clock.t = shanghai('2026-06-02T10:00:00');
    expect(await concurrently(6, () => claim(p.token))).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await ledgerRows(g, p.userId, 'daily_bonus')).toEqual([
      { amount_fen: 60_000, reference: `daily_bonus:${p.userId}:2026-06-01` },
    ]);
    await expectLedgerClean(g);
  });

  it('without configured tiers there is no bonus', async () => {
    await saveRules(g.database.db, EMPTY_RULES);
    expect((await call(g, null, 'GET', '/api/activity/daily-bonus/rates')).json().data).toEqual({
      tiers: [],
    });
  });
});
