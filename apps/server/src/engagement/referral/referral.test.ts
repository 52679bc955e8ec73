import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createGameTestApp, type GameTestApp, T0 } from '../../lottery/draw/game-test-kit.ts';
import type { BusEvent } from '../../platform/events/event-bus.ts';
import { saveReferralRates } from './referral.settings.ts';
import { accrued, api, chain, commissionLedger, type Member } from './referral-test-kit.ts';

// A ← B ← C ← D ← E: each invited by the one before. Rates 0.5 %, 0.2 %, 0.1 % over three levels.
let g: GameTestApp;
let A: Member, B: Member, C: Member, D: Member, E: Member;
beforeAll(async () => {
  g = await createGameTestApp();
  await saveReferralRates(g.database.db, { bpsByLevel: [50, 20, 10] });
  [A, B, C, D, E] = (await chain(g.app, 5)) as [Member, Member, Member, Member, Member];
  for (const m of [D, E]) await g.fund(m.userId, 1_000);
});
afterAll(() => g.close());

const get = (m: Member, url: string) => api(g.app, m, 'GET', url);
const post = (m: Member, url: string, payload?: object) => api(g.app, m, 'POST', url, payload);
const bet = async (m: Member, amount: number) => {
  const res = await post(m, '/api/bets/submit', {
    gameId: 'jsk3',
    bets: [{ play: 'k3.big_small', option: 'big', amount }],
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.bets[0].betId as number;
};
const settledEvents = (userId: number) =>
  g.events.filter(
    (e): e is Extract<BusEvent, { type: 'BetSettled' }> => e.type === 'BetSettled' && e.userId === userId,
  );

describe('registration binds a player to the inviter', () => {
  it('an invite code binds; an unknown one is refused in Chinese', async () => {
    const stats = (await get(A, '/api/referral/stats')).json().data;
    expect(stats).toMatchObject({ code: A.inviteCode, levelCounts: [1, 1, 1], teamCount: 3, todayNew: 3 });
    const bad = await g.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'nobodyinvited', password: 'secret123', inviteCode: 'ZZZZ9999' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({
      code: 'INVALID_INVITE_CODE',
      message: '邀请码不存在，请核对后重新输入',
      errors: [{ field: 'inviteCode' }],
    });
  });

  it('answers the code and a registration link carrying it', async () => {
    const code = (await get(B, '/api/referral/code')).json().data;
    expect(code).toEqual({
      code: B.inviteCode,
      link: `http://localhost:80/#/pages/register/register?inviteCode=${B.inviteCode}`,
    });
  });
});

describe('commission accrues at settlement and matches hand-computed amounts', () => {
  it('three levels up, nothing for the fourth, nothing on a voided bet, claimed exactly once', async () => {
    await g.tickAt(T0);
    const e100 = await bet(E, 100); // D 50 fen, C 20, B 10, A nothing (4th level)
    await bet(E, 1.5); // D 0.75 fen, C 0.3, B 0.15
    await bet(D, 10); // C 5 fen, B 2, A 1
    await g.tickAt(T0 + 50_000); // 12:01:00: drawn and settled
    expect(settledEvents(E.userId).flatMap((e) => e.bets.map((b) => b.status))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^(won|lost)$/)]),
    );
    expect(settledEvents(E.userId)[0]!.bets.find((b) => b.betId === e100)!.stakeFen).toBe(10_000);

    // A voided issue refunds its stakes: no commission on them.
    const late = T0 + 3_600_000;
    await g.tickAt(late);
    await bet(E, 40);
    const voided = await g.tickAt(late + 70_000);
    expect(voided.voided).toBeGreaterThanOrEqual(1);
    expect(settledEvents(E.userId).at(-1)!.bets[0]!.status).toBe('refunded');

    await vi.waitFor(async () => expect((await accrued(g.database, A.userId)).n).toBe(1));
    await vi.waitFor(async () => expect((await accrued(g.database, B.userId)).n).toBe(3));
    expect(await accrued(g.database, D.userId)).toEqual({ units: 500_000 + 7_500, n: 2 });
    expect(await accrued(g.database, C.userId)).toEqual({ units: 200_000 + 3_000 + 50_000, n: 3 });
    expect(await accrued(g.database, B.userId)).toEqual({ units: 100_000 + 1_500 + 20_000, n: 3 });
    expect(await accrued(g.database, A.userId)).toEqual({ units: 10_000, n: 1 });

    const statsD = (await get(D, '/api/referral/stats')).json().data;
    expect(statsD).toMatchObject({
      rates: [
        { level: 1, ratePercent: 0.5 },
        { level: 2, ratePercent: 0.2 },
        { level: 3, ratePercent: 0.1 },
      ],
      teamTurnover: 101.5,
      totalCommission: 0.5,
      claimable: 0.5,
      claimed: 0,
    });
    const rewards = (await get(D, '/api/referral/rewards')).json().data;
    expect(
      rewards.list.map((r: { stake: number; commission: string; level: number }) => [
        r.stake,
        r.commission,
        r.level,
      ]),
    ).toEqual([
      [1.5, '0.0075', 1],
      [100, '0.50', 1],
    ]);
    expect(rewards.list[0]).toMatchObject({
      gameName: expect.any(String),
      status: 'unclaimed',
      ratePercent: 0.5,
    });

    // A replayed event (every process of a cluster hears each one) accrues nothing more.
    const before = await accrued(g.database, D.userId);
    const replay = settledEvents(E.userId)[0]!;
    await Promise.all([g.bus.publish(replay), g.bus.publish(replay)]);
    await new Promise((r) => setTimeout(r, 100));
    expect(await accrued(g.database, D.userId)).toEqual(before);

    // Claim: whole fen of the running total; the fraction stays for later.
    const claim = await post(D, '/api/referral/settle');
    expect(claim.statusCode, claim.body).toBe(200);
    expect(claim.json().data).toMatchObject({ amount: 0.5, rewardCount: 2 });
    expect(claim.json().message).toBe('已领取佣金0.50元');
    const again = await post(D, '/api/referral/settle');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'NOTHING_TO_CLAIM', message: '暂无可领取的佣金' });
    const ledger = await commissionLedger(g.database, D.userId);
    expect(ledger).toEqual([
      { amountFen: 50, reference: `referral_commission:${D.userId}:${claim.json().data.claimId}` },
    ]);
    for (const [m, fen] of [
      [C, 25],
      [B, 12],
      [A, 1],
    ] as const) {
      const res = await post(m, '/api/referral/settle');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.amount * 100).toBeCloseTo(fen);
    }

    // 0.75 fen left with D; one more 1-yuan bet (0.5 fen) makes a whole fen to claim.
    await g.tickAt(late + 3_600_000);
    await bet(E, 1);
    await g.tickAt(late + 3_600_000 + 50_000);
    await vi.waitFor(async () => expect((await accrued(g.database, D.userId)).n).toBe(3));
    expect((await get(D, '/api/referral/stats')).json().data).toMatchObject({
      claimable: 0.01,
      claimed: 0.5,
    });
    const small = await post(D, '/api/referral/settle');
    expect(small.json().data).toMatchObject({ amount: 0.01, rewardCount: 1 });
    expect((await get(D, '/api/referral/rewards?status=claimed')).json().data.pagination.total).toBe(3);
    expect(
      (await get(D, '/api/referral/claims')).json().data.list.map((c: { amount: number }) => c.amount),
    ).toEqual([0.01, 0.5]);
  });
});

describe('a lost BetSettled event', () => {
  it('is made good by the periodic sweep, once', async () => {
    const [inviter, bettor] = (await chain(g.app, 2)) as [Member, Member];
    await g.fund(bettor.userId, 100);
    const at = T0 + 5 * 3_600_000;
    await g.tickAt(at);
    await bet(bettor, 20); // 0.5 % → 10 fen
    await g.tickAt(at + 50_000);
    await vi.waitFor(async () => expect((await accrued(g.database, inviter.userId)).n).toBe(1));
    // As if the process had stopped between settlement and publishing:
    await g.database.db.execute(sql`DELETE FROM referral_commissions WHERE bettor_id = ${bettor.userId}`);
    await g.app.periodicJobs.runDue();
    expect(await accrued(g.database, inviter.userId)).toEqual({ units: 100_000, n: 1 });
    await g.app.periodicJobs.runDue();
    expect(await accrued(g.database, inviter.userId)).toEqual({ units: 100_000, n: 1 });
  });
});
