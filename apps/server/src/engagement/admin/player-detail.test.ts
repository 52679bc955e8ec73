import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRechargeChannels } from '../../money/recharge/recharge.seed.ts';
import { adminAuditLogs } from '../../money/review/admin.schema.ts';
import { credit, demoRecharge } from '../../money/wallet/money-test-kit.ts';
import type { BusEvent } from '../../platform/events/event-bus.ts';
import { newOperator, type TestOperator } from '../../test/operator-kit.ts';
import { bearer, createTestApp, registerPlayer, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let support: TestOperator;
let content: TestOperator;
beforeAll(async () => {
  t = await createTestApp({ env: { DEMO: '1' } });
  await seedRechargeChannels(t.database.db);
  [support, content] = await Promise.all([newOperator(t, 'support'), newOperator(t, 'content')]);
});
afterAll(() => t?.close());

const get = (url: string, token = support.token) => t.app.inject({ url, headers: bearer(token) });
const post = (url: string, payload: unknown, token = support.token) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as object });
const login = (username: string, password: string, userAgent = 'vitest') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'user-agent': userAgent },
    payload: { username, password },
  });
const auditOf = (userId: number, action: string) =>
  t.database.db
    .select()
    .from(adminAuditLogs)
    .where(and(eq(adminAuditLogs.target, `users:${userId}`), eq(adminAuditLogs.action, action)));

const SUB_LISTS = ['ledger', 'bets', 'orders', 'referrals', 'logins'];

describe('player detail', () => {
  it('shows profile, balances, status, last login and protection limits', async () => {
    const p = await registerPlayer(t.app);
    await credit(t, p.user.id, 88.5);
    expect((await login(p.username, p.password)).statusCode).toBe(200);
    const res = await get(`/api/admin/players/${p.user.id}`);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({
      id: p.user.id,
      username: p.username,
      status: 'active',
      statusName: '正常',
      vipLevel: 0,
      invitedBy: null,
      balance: 88.5,
      frozenAmount: 0,
      availableBalance: 88.5,
      activeSessions: 2,
      protection: { block: null, canBet: true },
    });
    expect(d.lastLoginAt).toEqual(expect.any(String));
    expect(d.protection.limits).toHaveLength(6);
    const [read] = await auditOf(p.user.id, 'GET /api/admin/players/:id');
    expect(read?.adminUserId).toBe(support.userId);
  });

  it('answers 404 for a missing player on the detail and every sub-list', async () => {
    for (const url of ['', ...SUB_LISTS.map((s) => `/${s}`)]) {
      const res = await get(`/api/admin/players/999999${url}`);
      expect([url, res.statusCode, res.json().code]).toEqual([url, 404, 'NOT_FOUND']);
    }
  });

  it('refuses a player token (403) and the content role (403); support reads', async () => {
    const p = await registerPlayer(t.app);
    for (const url of ['', ...SUB_LISTS.map((s) => `/${s}`)]) {
      expect((await get(`/api/admin/players/${p.user.id}${url}`, p.token)).statusCode, url).toBe(403);
      expect((await get(`/api/admin/players/${p.user.id}${url}`, content.token)).statusCode, url).toBe(403);
      expect((await get(`/api/admin/players/${p.user.id}${url}`)).statusCode, url).toBe(200);
    }
    for (const action of ['reset-password', 'revoke-sessions']) {
      const url = `/api/admin/players/${p.user.id}/${action}`;
      expect((await post(url, { reason: 'x' }, p.token)).statusCode).toBe(403);
      expect((await post(url, { reason: 'x' }, content.token)).statusCode).toBe(403);
    }
  });

  it('pages the ledger, bets and orders of the player', async () => {
    const p = await registerPlayer(t.app);
    await credit(t, p.user.id, 10);
    await credit(t, p.user.id, 20);
    const ledger = (await get(`/api/admin/players/${p.user.id}/ledger?limit=1`)).json().data;
    expect(ledger.pagination).toMatchObject({ total: 2, limit: 1 });
    expect(ledger.list[0]).toMatchObject({ amount: 20, balanceAfter: 30 });
    const bets = (await get(`/api/admin/players/${p.user.id}/bets`)).json().data;
    expect(bets).toMatchObject({ list: [], pagination: { total: 0 } });
    const order = await demoRecharge(t, p.token, 100);
    const orders = (await get(`/api/admin/players/${p.user.id}/orders?type=recharge`)).json().data;
    expect(orders.pagination.total).toBe(1);
    expect(orders.list[0]).toMatchObject({ type: 'recharge', amount: 100, orderNo: order.orderNo });
    const withdrawals = (await get(`/api/admin/players/${p.user.id}/orders?type=withdraw`)).json().data;
    expect(withdrawals).toMatchObject({ list: [], pagination: { total: 0 } });
  });

  it('shows the inviter chain above and the team below with levels and counts', async () => {
    const top = await registerPlayer(t.app);
    const mid = await registerVia(top.user.inviteCode);
    const me = await registerVia(mid.user.inviteCode);
    const kid = await registerVia(me.user.inviteCode);
    await registerVia(kid.user.inviteCode);
    await registerVia(me.user.inviteCode);
    const tree = (await get(`/api/admin/players/${me.user.id}/referrals`)).json().data;
    expect(tree.inviters).toEqual([
      expect.objectContaining({ id: mid.user.id, username: mid.username, level: 1 }),
      expect.objectContaining({ id: top.user.id, username: top.username, level: 2 }),
    ]);
    expect(tree.levelCounts).toEqual([2, 1, 0]);
    expect(tree.invitees.pagination.total).toBe(3);
    expect(tree.invitees.list).toContainEqual(
      expect.objectContaining({ id: kid.user.id, level: 1, invitees: 1, status: 'active' }),
    );
    const second = (await get(`/api/admin/players/${me.user.id}/referrals?level=2`)).json().data;
    expect(second.invitees.list.map((m: { level: number }) => m.level)).toEqual([2]);
  });

  it('records every login, a failure with its reason', async () => {
    const p = await registerPlayer(t.app);
    expect((await login(p.username, 'wrong-password')).statusCode).toBe(401);
    expect((await login(p.username, p.password, 'Mozilla/5.0 test')).statusCode).toBe(200);
    const logins = (await get(`/api/admin/players/${p.user.id}/logins`)).json().data;
    expect(logins.pagination.total).toBe(2);
    expect(logins.list).toEqual([
      expect.objectContaining({ success: true, outcome: 'success', userAgent: 'Mozilla/5.0 test' }),
      expect.objectContaining({ success: false, outcome: 'bad_password', outcomeName: '密码错误' }),
    ]);
    expect(logins.list[0].ip).toEqual(expect.any(String));
  });
});

async function registerVia(inviteCode: string) {
  const username = `r${Math.random().toString(36).slice(2, 12)}`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { username, password: 'secret123', inviteCode },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return { token: res.json().data.token as string, user: res.json().data.user, username };
}

describe('reset password and revoke sessions', () => {
  it('resets the password: the temporary one logs in, the old one does not, sessions end; audited without it', async () => {
    const p = await registerPlayer(t.app);
    const url = `/api/admin/players/${p.user.id}/reset-password`;
    expect((await post(url, {})).statusCode).toBe(400);
    const res = await post(url, { reason: '玩家来电找回密码' });
    expect(res.statusCode).toBe(200);
    const { temporaryPassword, revokedSessions } = res.json().data;
    expect(res.json().message).toBe('密码已重置');
    expect(temporaryPassword).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(revokedSessions).toBe(1);
    expect((await get('/api/user/info', p.token)).statusCode).toBe(401);
    expect((await login(p.username, p.password)).statusCode).toBe(401);
    expect((await login(p.username, temporaryPassword)).statusCode).toBe(200);
    const audit = await auditOf(p.user.id, 'POST /api/admin/players/:id/reset-password');
    const ok = audit.filter((a) => a.statusCode === 200);
    expect(ok.map((a) => [a.adminUserId, a.payload])).toEqual([
      [support.userId, { reason: '玩家来电找回密码' }],
    ]);
    expect(JSON.stringify(audit)).not.toContain(temporaryPassword);
  });

  it('revokes every session at once (401 on the next request) and is audited', async () => {
    const p = await registerPlayer(t.app);
    const second = (await login(p.username, p.password)).json().data.token as string;
    const events: BusEvent[] = [];
    const stop = t.bus.subscribe((e) => void events.push(e));
    const res = await post(`/api/admin/players/${p.user.id}/revoke-sessions`, { reason: '异常登录' });
    stop();
    expect(res.json()).toMatchObject({ message: '已踢下线', data: { revokedSessions: 2 } });
    // The gateway closes the player's open sockets on this event (as on a freeze).
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'SessionRevoked', userId: p.user.id, tokenHashes: expect.any(Array) }),
    );
    for (const token of [p.token, second]) expect((await get('/api/user/info', token)).statusCode).toBe(401);
    // The password still works: only the sessions ended.
    expect((await login(p.username, p.password)).statusCode).toBe(200);
    const audit = await auditOf(p.user.id, 'POST /api/admin/players/:id/revoke-sessions');
    expect(audit.filter((a) => a.statusCode === 200).map((a) => a.adminUserId)).toEqual([support.userId]);
  });

  it('answers 404 for a missing player and changes nothing', async () => {
    for (const action of ['reset-password', 'revoke-sessions'])
      expect((await post(`/api/admin/players/999999/${action}`, { reason: 'x' })).statusCode).toBe(404);
  });
});
