import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGameTestApp, type GameTestApp, rows } from '../../lottery/draw/game-test-kit.ts';
import { bearer, registerPlayer, type TestApp } from '../../test/test-app.ts';
import { seedRechargeChannels } from '../recharge/recharge.seed.ts';
import { expectLedgerClean, newWithdrawer } from '../wallet/money-test-kit.ts';

const H = 3_600_000;
// The game clock follows real time (ledger rows carry the database's time), 10 s into a minute so
// that an issue of the 60 s games is open.
const START = Math.floor(Date.now() / 60_000) * 60_000 + 10_000;

let g: GameTestApp;
beforeAll(async () => {
  g = await createGameTestApp({ start: START, env: { DEMO: '1' } });
  await seedRechargeChannels(g.database.db);
  await g.tickAt(START);
});
afterAll(() => g.close());

async function player(yuan = 0) {
  const p = await registerPlayer(g.app);
  if (yuan > 0) await g.fund(p.user.id, yuan);
  return { token: p.token, userId: p.user.id as number };
}
type P = Awaited<ReturnType<typeof player>>;
const call = (p: P, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  g.app.inject({ method, url, headers: bearer(p.token), payload });
const bet = (p: P, amount: number) =>
  call(p, 'POST', '/api/bets/submit', {
    gameId: 'jsk3',
    bets: [{ play: 'k3.big_small', option: 'big', amount }],
  });
const recharge = (p: P, amount: number) =>
  call(p, 'POST', '/api/recharge/orders', { channelCode: 'demo', amount });
const setLimit = (p: P, kind: string, period: string, amount: number | null) =>
  call(p, 'PUT', '/api/protection/limits', { kind, period, amount });
const status = async (p: P) => (await call(p, 'GET', '/api/protection')).json().data;
const limitOf = async (p: P, kind: string, period: string) =>
  (await status(p)).limits.find(
    (l: { kind: string; period: string }) => l.kind === kind && l.period === period,
  );
const betDebits = async (userId: number) =>
  (
    await rows<{ n: number }>(
      g.database,
      sql`SELECT count(*)::int AS n FROM wallet_ledger WHERE user_id = ${userId} AND kind = 'bet'`,
    )
  )[0]!.n;

describe('GET /api/protection', () => {
  it('starts with no limit and no block, everything allowed', async () => {
    const p = await player();
    const s = await status(p);
    expect(s.limits).toHaveLength(6);
    expect(
      s.limits.every((l: { amount: unknown; pending: unknown }) => l.amount === null && l.pending === null),
    ).toBe(true);
    expect(s).toMatchObject({ block: null, canBet: true, canRecharge: true, canWithdraw: true });
  });
});

describe('limits refuse bets and recharges with a clear message', () => {
  it('a daily net-loss limit: bets up to it pass, the one beyond is refused and nothing moves', async () => {
    const p = await player(500);
    const set = await setLimit(p, 'loss', 'day', 100);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().message).toBe('限额已生效');
    expect((await bet(p, 60)).statusCode).toBe(200);
    const refused = await bet(p, 50);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('LOSS_LIMIT_REACHED');
    expect(refused.json().message).toMatch(
      /^超出您设定的每日净亏损限额100\.00元：今日净亏损60\.00元，本次投注50\.00元。限额将于\d{4}-\d{2}-\d{2} 00:00（北京时间）重置$/,
    );
    expect(await betDebits(p.userId)).toBe(1);
    expect((await bet(p, 40)).statusCode).toBe(200); // exactly the limit
    expect(await limitOf(p, 'loss', 'day')).toMatchObject({ amount: 100, used: 100, remaining: 0 });
    await expectLedgerClean(g as unknown as TestApp);
  });

  it('a monthly stake limit counts stakes, and concurrent slips cannot slip past it together', async () => {
    const p = await player(1_000);
    await setLimit(p, 'stake', 'month', 100);
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => bet(p, 30)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    const refused = results.find((r) => r.statusCode !== 200)!;
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('STAKE_LIMIT_REACHED');
    expect(refused.json().message).toContain('每月投注限额100.00元');
    expect(refused.json().message).toMatch(/\d{4}-\d{2}-01 00:00（北京时间）重置/);
    expect(await betDebits(p.userId)).toBe(3);
  });

  it('a daily deposit limit counts completed orders; the order beyond it is refused and not created', async () => {
    const p = await player();
    await setLimit(p, 'deposit', 'day', 200);
    expect((await recharge(p, 150)).statusCode).toBe(200);
    const refused = await recharge(p, 100);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('DEPOSIT_LIMIT_REACHED');
    expect(refused.json().message).toContain('每日充值限额200.00元：今日已充值150.00元，本次充值100.00元');
    const orders = await rows<{ n: number }>(
      g.database,
      sql`SELECT count(*)::int AS n FROM recharge_orders WHERE user_id = ${p.userId}`,
    );
    expect(orders[0]!.n).toBe(1);
    expect((await recharge(p, 50)).statusCode).toBe(200);
  });

  it('refuses malformed limits with 400', async () => {
    const p = await player();
    for (const body of [
      { kind: 'loss', period: 'week', amount: 10 },
      { kind: 'fun', period: 'day', amount: 10 },
      { kind: 'loss', period: 'day', amount: 0 },
      { kind: 'loss', period: 'day', amount: 1.005 },
      { kind: 'loss', period: 'day' },
    ]) {
      const res = await call(p, 'PUT', '/api/protection/limits', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('raising a limit waits 24 hours (injected clock)', () => {
  it('lowering applies at once; raising and removing only after 24 h', async () => {
    const p = await player();
    await setLimit(p, 'deposit', 'month', 100);
    const raised = await setLimit(p, 'deposit', 'month', 1_000);
    expect(raised.json().message).toBe('已提交，放宽限额将在24小时后生效');
    expect(await limitOf(p, 'deposit', 'month')).toMatchObject({
      amount: 100,
      pending: { amount: 1_000, effectiveAt: new Date(START + 24 * H).toISOString() },
    });
    try {
      g.clock.t = START + 24 * H - 1_000;
      const early = await recharge(p, 200);
      expect(early.statusCode).toBe(422);
      expect(early.json().code).toBe('DEPOSIT_LIMIT_REACHED');
      g.clock.t = START + 24 * H;
      expect((await recharge(p, 200)).statusCode).toBe(200);
      expect(await limitOf(p, 'deposit', 'month')).toMatchObject({ amount: 1_000, pending: null });

      // Removing is a raise too; lowering meanwhile applies at once and cancels it.
      await setLimit(p, 'deposit', 'month', null);
      expect((await limitOf(p, 'deposit', 'month')).pending).toEqual({
        amount: null,
        effectiveAt: new Date(START + 48 * H).toISOString(),
      });
      await setLimit(p, 'deposit', 'month', 300);
      expect(await limitOf(p, 'deposit', 'month')).toMatchObject({ amount: 300, pending: null });
    } finally {
      g.clock.t = START;
    }
  });
});

describe('cooling-off and self-exclusion', () => {
  it('cooling-off refuses bets and recharges until when it says, keeps withdrawals open, and can only grow', async () => {
    const p = await newWithdrawer(g as unknown as TestApp, 500);
    const started = await call(p, 'POST', '/api/protection/cooling-off', { days: 1 });
    expect(started.statusCode, started.body).toBe(200);
    const until = new Date(START + 24 * H);
    expect(started.json().data).toMatchObject({
      block: { kind: 'cooling_off', until: until.toISOString() },
      canBet: false,
      canRecharge: false,
      canWithdraw: true,
    });
    const refusedBet = await bet(p, 10);
    expect(refusedBet.statusCode).toBe(422);
    expect(refusedBet.json()).toMatchObject({ code: 'COOLING_OFF' });
    const shanghai = new Date(until.getTime() + 8 * H).toISOString().slice(0, 16).replace('T', ' ');
    expect(refusedBet.json().message).toBe(
      `您正处于冷静期，${shanghai}（北京时间）前无法投注和充值；提现不受影响`,
    );
    expect((await recharge(p, 100)).json().code).toBe('COOLING_OFF');
    const withdrawal = await call(p, 'POST', '/api/withdraw/orders', {
      accountId: p.accountId,
      amount: 100,
      withdrawPassword: '123456',
    });
    expect(withdrawal.statusCode, withdrawal.body).toBe(200);

    const shorter = await call(p, 'POST', '/api/protection/cooling-off', { days: 1 });
    expect(shorter.statusCode).toBe(409);
    expect(shorter.json().code).toBe('PROTECTION_BLOCK_ACTIVE');
    expect(shorter.json().message).toContain('只能延长');
    const longer = await call(p, 'POST', '/api/protection/cooling-off', { days: 7 });
    expect(longer.json().data.block.until).toBe(new Date(START + 7 * 24 * H).toISOString());

    try {
      g.clock.t = START + 7 * 24 * H;
      expect(await status(p)).toMatchObject({ block: null, canBet: true, canRecharge: true });
      const after = await recharge(p, 100);
      expect(after.statusCode, after.body).toBe(200);
    } finally {
      g.clock.t = START;
    }
  });

  it('self-exclusion lasts six months or more, outranks cooling-off and refuses bets', async () => {
    const p = await player(100);
    for (const body of [{ months: 5, confirm: true }, { months: 6 }, { months: 6.5, confirm: true }]) {
      expect((await call(p, 'POST', '/api/protection/self-exclusion', body)).statusCode).toBe(400);
    }
    const res = await call(p, 'POST', '/api/protection/self-exclusion', { months: 6, confirm: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.block.kind).toBe('self_exclusion');
    const until = new Date(res.json().data.block.until).getTime();
    expect(until - START).toBeGreaterThanOrEqual(181 * 24 * H);
    const refused = await bet(p, 10);
    expect(refused.json().code).toBe('SELF_EXCLUDED');
    expect(refused.json().message).toContain('您已申请自我排除');
    const cooling = await call(p, 'POST', '/api/protection/cooling-off', { days: 42 });
    expect(cooling.statusCode).toBe(409);
    for (const days of [0, 43]) {
      expect((await call(p, 'POST', '/api/protection/cooling-off', { days })).statusCode).toBe(400);
    }
  });
});

describe('reality check and history', () => {
  it('sum stakes, wins and net of the session and of the last 30 days', async () => {
    const p = await player(200);
    const since = new Date(START - 30 * 60_000).toISOString();
    await bet(p, 20);
    await bet(p, 5);
    const check = await call(p, 'GET', `/api/protection/reality-check?since=${encodeURIComponent(since)}`);
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json().data).toMatchObject({
      since,
      minutesPlayed: 30,
      betCount: 2,
      stakes: 25,
      wins: 0,
      net: -25,
    });
    const history = (await call(p, 'GET', '/api/protection/history')).json().data;
    expect(history.days).toHaveLength(1);
    expect(history.days[0]).toMatchObject({ stakes: 25, wins: 0, net: -25 });
    expect(history.totals).toEqual({ stakes: 25, wins: 0, net: -25 });
    expect((await call(p, 'GET', '/api/protection/reality-check?since=yesterday')).statusCode).toBe(400);
  });
});
