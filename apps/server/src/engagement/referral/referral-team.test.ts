import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGameTestApp, type GameTestApp, T0 } from '../../lottery/draw/game-test-kit.ts';
import { api, chain, join, type Member } from './referral-test-kit.ts';

// A ← B ← C ← D, and A ← B2: A's team is B, B2 (level 1), C (2), D (3).
let g: GameTestApp;
let A: Member, B: Member, C: Member, D: Member, B2: Member, stranger: Member;
beforeAll(async () => {
  g = await createGameTestApp();
  [A, B, C, D] = (await chain(g.app, 4)) as [Member, Member, Member, Member];
  B2 = await join(g.app, A);
  stranger = await join(g.app);
  await g.fund(D.userId, 100);
  await g.tickAt(T0);
});
afterAll(() => g.close());

const get = (m: Member, url: string) => api(g.app, m, 'GET', url);

describe('my team', () => {
  it('lists friends per level, newest first, masked, with what they earned me', async () => {
    const all = (await get(A, '/api/referral/list')).json().data;
    expect(all.pagination).toEqual({ page: 1, limit: 20, total: 4, totalPages: 1 });
    expect(all.list.map((f: { userId: number }) => f.userId)).toEqual([
      B2.userId,
      D.userId,
      C.userId,
      B.userId,
    ]);
    const first = (await get(A, '/api/referral/list?level=1')).json().data.list;
    expect(first.map((f: { userId: number }) => f.userId)).toEqual([B2.userId, B.userId]);
    const d = all.list.find((f: { userId: number }) => f.userId === D.userId);
    expect(d).toMatchObject({ level: 3, invitedBy: C.userId, turnover: 0, commission: 0 });
    expect(d.username).toBe(`${D.username.slice(0, 2)}***${D.username.slice(-1)}`);
    expect(Object.keys(d)).not.toContain('balance');
    const paged = (await get(A, '/api/referral/list?page=3&limit=2')).json().data;
    expect(paged).toEqual({ list: [], pagination: { page: 3, limit: 2, total: 4, totalPages: 2 } });
    expect((await get(A, '/api/referral/list?level=4')).statusCode).toBe(400);
  });

  it('draws the tree three levels deep', async () => {
    const tree = (await get(A, '/api/referral/tree')).json().data;
    expect(tree.levelCounts).toEqual([2, 1, 1]);
    expect(tree.truncated).toBe(false);
    expect(tree.nodes.map((n: { userId: number }) => n.userId)).toEqual([B.userId, B2.userId]);
    expect(tree.nodes[0]).toMatchObject({
      childCount: 1,
      children: [{ userId: C.userId, level: 2, children: [{ userId: D.userId, level: 3, children: [] }] }],
    });
    expect((await get(stranger, '/api/referral/tree')).json().data).toEqual({
      levelCounts: [0, 0, 0],
      nodes: [],
      truncated: false,
    });
  });

  it('shows friends’ bets with game and amount only, and nobody else’s', async () => {
    const res = await api(g.app, D, 'POST', '/api/bets/submit', {
      gameId: 'jsk3',
      bets: [{ play: 'k3.sum', option: '10', amount: 12 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const mine = (await get(A, '/api/referral/bet-details')).json().data;
    expect(mine.list).toHaveLength(1);
    const seen = mine.list[0];
    expect(seen).toMatchObject({
      friend: { userId: D.userId, level: 3 },
      gameId: 1,
      amount: 12,
      status: 'pending',
      settledAt: null,
    });
    expect(seen.gameName).toBeTruthy();
    for (const hidden of ['play', 'option', 'odds', 'payout', 'balance', 'content'])
      expect(Object.keys(seen)).not.toContain(hidden);
    expect((await get(C, `/api/referral/bet-details?userId=${D.userId}`)).json().data.list).toHaveLength(1);
    const notMine = await get(stranger, `/api/referral/bet-details?userId=${D.userId}`);
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().message).toBe('该用户不是您的推广好友');
    // D is in A's team at level 3, but nobody's level 4 is visible: C's inviter chain ends at A.
    expect((await get(D, `/api/referral/bet-details?userId=${A.userId}`)).statusCode).toBe(404);
    expect((await get(stranger, '/api/referral/bet-details')).json().data.list).toEqual([]);
  });
});

describe('POST /api/referral/register-friend', () => {
  it('creates an account bound to me, which logs in with its password', async () => {
    const username = `fr${Date.now().toString(36).slice(-8)}`;
    const res = await api(g.app, stranger, 'POST', '/api/referral/register-friend', {
      username,
      password: 'friend123',
      confirmPassword: 'friend123',
      nickname: '小明',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: '好友账号注册成功',
      data: { username, nickname: '小明', inviteCode: expect.stringMatching(/^[A-Z0-9]{8}$/) },
    });
    expect(Object.keys(res.json().data)).not.toContain('token');
    const list = (await get(stranger, '/api/referral/list')).json().data.list;
    expect(list).toMatchObject([{ userId: res.json().data.userId, level: 1, nickname: '小明' }]);
    const login = await g.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password: 'friend123' },
    });
    expect(login.statusCode).toBe(200);

    const taken = await api(g.app, stranger, 'POST', '/api/referral/register-friend', {
      username,
      password: 'friend123',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'USERNAME_TAKEN', message: '用户名已被注册' });
    const bad = await api(g.app, stranger, 'POST', '/api/referral/register-friend', {
      username: '1bad',
      password: 'x',
    });
    expect(bad.statusCode).toBe(400);
    const mismatch = await api(g.app, stranger, 'POST', '/api/referral/register-friend', {
      username: `fm${Date.now().toString(36).slice(-8)}`,
      password: 'friend123',
      confirmPassword: 'friend124',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(
      (
        await g.app.inject({
          method: 'POST',
          url: '/api/referral/register-friend',
          payload: { username: `fx${Date.now().toString(36).slice(-8)}`, password: 'friend123' },
        })
      ).statusCode,
    ).toBe(401);
  });
});
