import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../accounts/user/user.schema.ts';
import type { GameTestApp } from '../../lottery/draw/game-test-kit.ts';
import {
  call,
  concurrently,
  createEngagementApp,
  expectLedgerClean,
  ledgerRows,
  messagesOf,
  player,
  settledBet,
  T0,
} from '../engagement-test-kit.ts';

let g: GameTestApp;
beforeAll(async () => {
  g = await createEngagementApp();
  await g.tickAt(T0);
});
afterAll(() => g.close());

const info = async (token: string) => (await call(g, token, 'GET', '/api/level/info')).json().data;

describe('GET /api/level/info', () => {
  it('a new player stands at V0 on the way to V1', async () => {
    const p = await player(g);
    expect(await info(p.token)).toEqual({
      currentLevel: 0,
      currentLevelName: 'V0',
      nextLevel: 1,
      nextLevelName: 'V1',
      progress: 0,
      turnover: 0,
      turnoverToNext: 100,
      nextThreshold: 100,
      claimableCount: 0,
    });
    expect((await call(g, null, 'GET', '/api/level/info')).statusCode).toBe(401);
  });

  it('counts settled, non-void stakes only', async () => {
    const p = await player(g);
    await settledBet(g, p.userId, 40, T0 - 1000, 'lost');
    await settledBet(g, p.userId, 20, T0 - 1000, 'won');
    await settledBet(g, p.userId, 500, T0 - 1000, 'refunded');
    await settledBet(g, p.userId, 500, T0 - 1000, 'pending');
    expect(await info(p.token)).toMatchObject({
      currentLevel: 0,
      turnover: 60,
      turnoverToNext: 40,
      progress: 0.6,
    });
  });
});

describe('levels rise when bets settle (BetSettled), not on a poll', () => {
  it('betting 100 yuan reaches V1: level stored, profile updated, a message pushed', async () => {
    const p = await player(g, 200);
    const bet = await call(g, p.token, 'POST', '/api/bets/submit', {
      gameId: 1,
      bets: [{ play: 'k3.big_small', option: 'big', amount: 100 }],
    });
    expect(bet.statusCode, bet.body).toBe(200);
    g.events.length = 0;
    await g.tickAt(T0 + 50_000); // draws and settles the issue
    await g.app.engagement.settled();
    const [row] = await g.database.db.select().from(users).where(eq(users.id, p.userId));
    expect(row?.vipLevel).toBe(1);
    expect(await messagesOf(g, p.userId)).toContainEqual(
      expect.objectContaining({
        kind: 'level_up',
        title: '等级提升',
        content: expect.stringContaining('V1'),
      }),
    );
    const pushed = g.events.find((e) => e.type === 'PlayerMessageCreated' && e.userId === p.userId);
    expect(pushed).toMatchObject({ message: { kind: 'level_up' }, unread: 1 });
    expect(await info(p.token)).toMatchObject({ currentLevel: 1, nextLevel: 2, claimableCount: 1 });
    // A second settlement event for the same level writes no second message.
    await g.app.engagement.services.vip.recompute(p.userId);
    expect((await messagesOf(g, p.userId)).filter((m) => m.kind === 'level_up')).toHaveLength(1);
    await g.tickAt(T0 + 60_000);
  });

  it('a missed event is caught up when level info is read', async () => {
    const p = await player(g);
    await settledBet(g, p.userId, 1_200, T0, 'lost');
    expect(await info(p.token)).toMatchObject({ currentLevel: 2, claimableCount: 2 });
    const [row] = await g.database.db.select().from(users).where(eq(users.id, p.userId));
    expect(row?.vipLevel).toBe(2);
    expect((await messagesOf(g, p.userId)).map((m) => m.kind)).toEqual(['level_up']);
  });
});

describe('level rewards', () => {
  it('lists every level with its state; claims once per level with its own ledger kind', async () => {
    const p = await player(g);
    await settledBet(g, p.userId, 1_000, T0, 'won');
    const before = (await call(g, p.token, 'GET', '/api/level/rewards-info')).json().data;
    expect(before).toMatchObject({ currentLevel: 2, turnover: 1000 });
    expect(before.levels).toHaveLength(10);
    expect(before.levels.slice(0, 4)).toMatchObject([
      { rewardId: 0, reached: true, claimable: false, reward: 0 },
      { rewardId: 1, reached: true, claimable: true, reward: 5, privileges: expect.any(Array) },
      { rewardId: 2, reached: true, claimable: true, reward: 18 },
      { rewardId: 3, reached: false, claimable: false, reward: 38 },
    ]);

    const claim = await call(g, p.token, 'POST', '/api/level/claim-reward', { rewardId: 2 });
    expect(claim.statusCode, claim.body).toBe(200);
    expect(claim.json()).toMatchObject({
      message: '领取成功',
      data: { rewardId: 2, level: 2, amount: 18, balance: 18 },
    });
    const again = await call(g, p.token, 'POST', '/api/level/claim-reward', { rewardId: 2 });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('REWARD_ALREADY_CLAIMED');
    expect(await ledgerRows(g, p.userId, 'vip_reward')).toEqual([
      { amount_fen: 1800, reference: `vip_reward:${p.userId}:2` },
    ]);
    const after = (await call(g, p.token, 'GET', '/api/level/rewards-info')).json().data;
    expect(after.levels[2]).toMatchObject({ claimed: true, claimable: false, claimedAt: expect.any(String) });
    expect(await messagesOf(g, p.userId)).toContainEqual(
      expect.objectContaining({ kind: 'reward', title: '奖励到账' }),
    );
  });

  it('refuses a level not reached (422), a level without reward (404) and bad input (400)', async () => {
    const p = await player(g);
    const notReached = await call(g, p.token, 'POST', '/api/level/claim-reward', { rewardId: 3 });
    expect(notReached.statusCode).toBe(422);
    expect(notReached.json().code).toBe('LEVEL_NOT_REACHED');
    expect((await call(g, p.token, 'POST', '/api/level/claim-reward', { rewardId: 0 })).statusCode).toBe(404);
    expect((await call(g, p.token, 'POST', '/api/level/claim-reward', { rewardId: 99 })).statusCode).toBe(
      404,
    );
    for (const body of [{}, { rewardId: '1' }, { rewardId: -1 }, { rewardId: 1.5 }]) {
      expect((await call(g, p.token, 'POST', '/api/level/claim-reward', body)).statusCode).toBe(400);
    }
  });

  it('claimed twice concurrently, a reward pays once', async () => {
    const p = await player(g);
    await settledBet(g, p.userId, 100, T0, 'lost');
    const codes = await concurrently(6, () =>
      call(g, p.token, 'POST', '/api/level/claim-reward', { rewardId: 1 }),
    );
    expect(codes).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await ledgerRows(g, p.userId, 'vip_reward')).toHaveLength(1);
    await expectLedgerClean(g);
  });
});
