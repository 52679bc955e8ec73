import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameTestApp } from '../../lottery/draw/game-test-kit.ts';
import {
  call,
  concurrently,
  createEngagementApp,
  expectLedgerClean,
  ledgerRows,
  messagesOf,
  player,
  shanghai,
} from '../engagement-test-kit.ts';

let g: GameTestApp;
beforeAll(async () => {
  g = await createEngagementApp();
});
afterAll(() => g.close());

const signIn = (token: string) => call(g, token, 'POST', '/api/activity/sign-in');
const history = async (token: string, month?: string) =>
  (await call(g, token, 'GET', `/api/activity/checkin-history${month ? `?month=${month}` : ''}`)).json().data;

describe('sign-in once per Asia/Shanghai day, with streak rewards', () => {
  it('23:59:59 and 00:00:00 Shanghai are two days: the streak continues and the reward rises', async () => {
    const p = await player(g);
    g.clock.t = shanghai('2026-06-01T23:59:59');
    const first = await signIn(p.token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      message: '签到成功',
      data: { date: '2026-06-01', streak: 1, amount: 1, balance: 1 },
    });
    const again = await signIn(p.token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_SIGNED_IN', message: '今日已签到，明天再来吧' });

    g.clock.t = shanghai('2026-06-02T00:00:00');
    expect((await signIn(p.token)).json().data).toMatchObject({
      date: '2026-06-02',
      streak: 2,
      amount: 2,
      balance: 3,
    });
    expect(await ledgerRows(g, p.userId, 'sign_in_reward')).toEqual([
      { amount_fen: 100, reference: `signin:${p.userId}:2026-06-01` },
      { amount_fen: 200, reference: `signin:${p.userId}:2026-06-02` },
    ]);
    expect((await messagesOf(g, p.userId)).map((m) => m.title)).toEqual(['签到奖励到账', '签到奖励到账']);
  });

  it('a missed day starts the streak again; the last reward repeats past the table', async () => {
    const p = await player(g);
    for (const day of ['01', '02', '03', '04', '05', '06', '07', '08']) {
      g.clock.t = shanghai(`2026-07-${day}T12:00:00`);
      expect((await signIn(p.token)).statusCode).toBe(200);
    }
    const h = await history(p.token);
    expect(h).toMatchObject({
      month: '2026-07',
      today: '2026-07-08',
      signedToday: true,
      streak: 8,
      nextReward: 18,
    });
    expect(h.days.map((d: { reward: number }) => d.reward)).toEqual([1, 2, 3, 5, 8, 10, 18, 18]);
    expect(h.monthTotalReward).toBe(65);
    expect(h.rewards).toEqual([1, 2, 3, 5, 8, 10, 18]);

    g.clock.t = shanghai('2026-07-10T08:00:00'); // the 9th was missed
    expect(await history(p.token)).toMatchObject({ signedToday: false, streak: 0, nextReward: 1 });
    expect((await signIn(p.token)).json().data).toMatchObject({ streak: 1, amount: 1 });
  });

  it('shows another month on request and refuses a malformed one', async () => {
    const p = await player(g);
    g.clock.t = shanghai('2026-08-31T23:00:00');
    await signIn(p.token);
    g.clock.t = shanghai('2026-09-01T01:00:00');
    await signIn(p.token);
    expect((await history(p.token)).days).toEqual([{ date: '2026-09-01', streak: 2, reward: 2 }]);
    expect((await history(p.token, '2026-08')).days).toEqual([{ date: '2026-08-31', streak: 1, reward: 1 }]);
    for (const m of ['2026-13', '2026-8', 'x']) {
      expect((await call(g, p.token, 'GET', `/api/activity/checkin-history?month=${m}`)).statusCode).toBe(
        400,
      );
    }
    expect((await call(g, null, 'POST', '/api/activity/sign-in')).statusCode).toBe(401);
  });

  it('signed in twice concurrently, pays once', async () => {
    const p = await player(g);
    g.clock.t = shanghai('2026-10-01T10:00:00');
    expect(await concurrently(6, () => signIn(p.token))).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await ledgerRows(g, p.userId, 'sign_in_reward')).toHaveLength(1);
    await expectLedgerClean(g);
  });
});
