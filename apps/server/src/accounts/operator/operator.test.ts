import {
  ADMIN_ENDPOINT_PERMISSIONS,
  OPERATOR_ROLES,
  OPERATOR_SELF_ENDPOINTS,
  type OperatorRole,
  roleMayCall,
} from '@cailiao/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRechargeChannels } from '../../money/recharge/recharge.seed.ts';
import { adminAuditLogs } from '../../money/review/admin.schema.ts';
import { presenceConnections } from '../../social/presence/presence.schema.ts';
import { newOperator, OPERATOR_PASSWORD, type TestOperator, totpCode } from '../../test/operator-kit.ts';
import { bearer, createTestApp, registerPlayer, type TestApp } from '../../test/test-app.ts';
import { users } from '../user/user.schema.ts';
import { operatorSessions } from './operator.schema.ts';
import { grantOperator } from './operator-grant.ts';

let t: TestApp;
let ops: Record<OperatorRole, TestOperator>;
let player: { token: string; username: string; password: string };
/** Every /api/admin endpoint the app serves, as `METHOD /api/admin/...:param`. */
let endpoints: string[];
const PUBLIC = ['POST /api/admin/session', 'POST /api/admin/session/enrol'];

beforeAll(async () => {
  t = await createTestApp({ env: { DEMO: '1' } });
  await seedRechargeChannels(t.database.db);
  const entries = await Promise.all(OPERATOR_ROLES.map(async (r) => [r, await newOperator(t, r)] as const));
  ops = Object.fromEntries(entries) as Record<OperatorRole, TestOperator>;
  player = await registerPlayer(t.app);
  const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  endpoints = Object.entries(doc.paths)
    .filter(([url]) => url.startsWith('/api/admin'))
    .flatMap(([url, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${url.replace(/\{(\w+)\}/g, ':$1')}`),
    );
});
afterAll(() => t?.close());

const call = (endpoint: string, token?: string) => {
  const [method, url] = endpoint.split(' ') as ['GET', string];
  return t.app.inject({
    method,
    url: url.replace(/:\w+/g, '1'),
    headers: token ? bearer(token) : {},
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
  });
};

describe('operator access: roles and permissions per endpoint', () => {
  it('names a permission for every /api/admin endpoint the app serves', () => {
    expect(endpoints.length).toBeGreaterThan(20);
    const named = [...Object.keys(ADMIN_ENDPOINT_PERMISSIONS), ...OPERATOR_SELF_ENDPOINTS, ...PUBLIC];
    expect(endpoints.filter((e) => !named.includes(e))).toEqual([]);
  });

  it('answers a player 403 and a stranger 401 everywhere under /api/admin', async () => {
    for (const endpoint of endpoints.filter((e) => !PUBLIC.includes(e))) {
      const asPlayer = await call(endpoint, player.token);
      expect([asPlayer.statusCode, asPlayer.json().code], endpoint).toEqual([403, 'FORBIDDEN']);
      expect((await call(endpoint)).statusCode, endpoint).toBe(401);
    }
  });

  it('lets each role reach exactly its endpoints (the role table)', async () => {
    const table: string[] = [];
    for (const endpoint of endpoints.filter(
      (e) => !PUBLIC.includes(e) && e !== 'DELETE /api/admin/session',
    )) {
      for (const role of OPERATOR_ROLES) {
        const res = await call(endpoint, ops[role].token);
        const reached = res.statusCode !== 403 && res.statusCode !== 401;
        table.push(`${role} ${endpoint} ${reached ? 'yes' : 'no'}`);
        expect(reached, `${role} ${endpoint}: ${res.statusCode} ${res.body.slice(0, 120)}`).toBe(
          roleMayCall(role, endpoint),
        );
      }
    }
    // Spot checks of the table itself, so a wrong table does not pass by agreeing with itself.
    expect(table).toContain('finance POST /api/admin/withdraw/orders/:id/approve yes');
    expect(table).toContain('support POST /api/admin/withdraw/orders/:id/approve no');
    expect(table).toContain('support GET /api/admin/withdraw/orders yes');
    expect(table).toContain('content POST /api/admin/notices yes');
    expect(table).toContain('finance POST /api/admin/notices no');
    expect(table).toContain('content GET /api/admin/recharge/orders no');
    expect(table).toContain('support POST /api/admin/groups/:id/mute yes');
    expect(table).toContain('super_admin POST /api/admin/groups/:id/dissolve yes');
    expect(table).toContain('finance POST /api/admin/groups/:id/dissolve no');
    expect(table).toContain('content PUT /api/admin/chat/sensitive-words no');
    expect(table).toContain('support PUT /api/admin/chat/sensitive-words yes');
    expect(table).toContain('content PUT /api/admin/system/config yes');
    expect(table).toContain('content DELETE /api/admin/notices/:id yes');
    expect(table).toContain('finance POST /api/admin/messages no');
    expect(table).toContain('support PUT /api/admin/banners no');
    expect(table).toContain('finance POST /api/admin/adjustments yes');
    expect(table).toContain('support POST /api/admin/adjustments no');
    expect(table).toContain('content GET /api/admin/adjustments no');
    expect(table).toContain('finance GET /api/admin/reports/daily yes');
    expect(table).toContain('finance GET /api/admin/reports/daily.csv yes');
    expect(table).toContain('support GET /api/admin/reports/daily.csv no');
    expect(table).toContain('support PUT /api/admin/recharge/channels no');
    for (const role of OPERATOR_ROLES) expect(table).toContain(`${role} GET /api/admin/audit-logs yes`);
    // The player detail: support and finance read it; reset password and revoke sessions are
    // support's (and the super admin's); content sees no player.
    for (const action of ['reset-password', 'revoke-sessions']) {
      expect(table).toContain(`support POST /api/admin/players/:id/${action} yes`);
      expect(table).toContain(`super_admin POST /api/admin/players/:id/${action} yes`);
      expect(table).toContain(`finance POST /api/admin/players/:id/${action} no`);
      expect(table).toContain(`content POST /api/admin/players/:id/${action} no`);
    }
    for (const tab of ['', '/ledger', '/bets', '/orders', '/referrals', '/logins']) {
      expect(table).toContain(`support GET /api/admin/players/:id${tab} yes`);
      expect(table).toContain(`finance GET /api/admin/players/:id${tab} yes`);
      expect(table).toContain(`content GET /api/admin/players/:id${tab} no`);
    }
    expect(table).toContain('support GET /api/admin/games/:id/draws yes');
    expect(table).toContain('finance GET /api/admin/games/:id/odds yes');
    expect(table).toContain('finance PUT /api/admin/games/:id/odds no');
    expect(table).toContain('support PUT /api/admin/games/:id/status no');
    expect(table).toContain('content GET /api/admin/games no');
    expect(table).toContain('super_admin PUT /api/admin/games/:id/limits yes');
  });

  it('never lets a player token and an operator token stand in for each other', async () => {
    const op = ops.finance;
    expect((await t.app.inject({ url: '/api/user/info', headers: bearer(op.token) })).statusCode).toBe(401);
    const asPlayer = await t.app.inject({ url: '/api/admin/session', headers: bearer(op.playerToken) });
    expect(asPlayer.statusCode).toBe(403);
  });
});

describe('operator sign-in: password and TOTP', () => {
  const login = (payload: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/admin/session', payload });

  it('enrols by QR code on the first sign-in, then refuses a sign-in without the second factor', async () => {
    const p = await registerPlayer(t.app);
    await grantOperator(t.database.db, { userId: p.user.id, role: 'support', password: OPERATOR_PASSWORD });
    const creds = { username: p.username, password: OPERATOR_PASSWORD };
    // The player password is not the console password.
    const wrong = await login({ username: p.username, password: p.password });
    expect([wrong.statusCode, wrong.json().code]).toEqual([401, 'INVALID_CREDENTIALS']);

    const first = (await login(creds)).json().data;
    expect(first).toMatchObject({ status: 'enrol' });
    expect(first.token).toBeUndefined();
    expect(first.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(first.otpauthUrl).toContain(`secret=${first.secret}`);
    // The same secret until enrolment is confirmed (a second login does not change the QR code).
    expect((await login(creds)).json().data.secret).toBe(first.secret);

    const badEnrol = await t.app.inject({
      method: 'POST',
      url: '/api/admin/session/enrol',
      payload: { ...creds, code: '000000' === (await totpCode(first.secret)) ? '111111' : '000000' },
    });
    expect([badEnrol.statusCode, badEnrol.json().code]).toEqual([401, 'TOTP_INVALID']);
    const code = await totpCode(first.secret);
    const enrolled = await t.app.inject({
      method: 'POST',
      url: '/api/admin/session/enrol',
      payload: { ...creds, code },
    });
    expect(enrolled.json().data).toMatchObject({
      status: 'ok',
      operator: { username: p.username, role: 'support', roleName: '客服' },
    });

    const noCode = await login(creds);
    expect([noCode.statusCode, noCode.json().code, noCode.json().data?.token]).toEqual([
      401,
      'TOTP_REQUIRED',
      undefined,
    ]);
    const replay = await login({ ...creds, code });
    expect([replay.statusCode, replay.json().code]).toEqual([401, 'TOTP_INVALID']);
    const next = await login({ ...creds, code: await totpCode(first.secret, Date.now() + 30_000) });
    expect(next.json().data).toMatchObject({ status: 'ok', idleMinutes: 30 });
    const me = await t.app.inject({ url: '/api/admin/session', headers: bearer(next.json().data.token) });
    expect(me.json().data).toMatchObject({
      role: 'support',
      permissions: expect.arrayContaining(['audit.read']),
    });
  });

  it('refuses a player at the console sign-in', async () => {
    const res = await login({ username: player.username, password: player.password, code: '123456' });
    expect([res.statusCode, res.json().code]).toEqual([401, 'INVALID_CREDENTIALS']);
  });

  it('writes sign-in (success and failure) and sign-out to the audit log, without password or code', async () => {
    const op = await newOperator(t, 'finance');
    const rows = async () =>
      (
        await t.database.db
          .select()
          .from(adminAuditLogs)
          .where(sql`${adminAuditLogs.payload}->>'username' = ${op.username}`)
          .orderBy(adminAuditLogs.id)
      ).map((r) => [r.action, r.statusCode, r.adminUserId]);
    const failed = await login({ username: op.username, password: 'wrong-password' });
    expect(failed.statusCode).toBe(401);
    expect(await rows()).toEqual([
      ['POST /api/admin/session/enrol', 200, op.userId],
      ['POST /api/admin/session', 401, null],
    ]);
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/session',
      headers: bearer(op.token),
    });
    expect(out.statusCode).toBe(200);
    const [logout] = await t.database.db
      .select()
      .from(adminAuditLogs)
      .where(
        and(
          eq(adminAuditLogs.adminUserId, op.userId),
          eq(adminAuditLogs.action, 'DELETE /api/admin/session'),
        ),
      );
    expect(logout).toMatchObject({ statusCode: 200, target: `operators:${op.userId}` });
    const signedIn = await login({
      username: op.username,
      password: OPERATOR_PASSWORD,
      code: await totpCode(op.secret, Date.now() + 30_000),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect((await rows()).at(-1)).toEqual(['POST /api/admin/session', 200, op.userId]);
    const all = await t.database.db
      .select()
      .from(adminAuditLogs)
      .where(eq(adminAuditLogs.target, `operators:${op.userId}`));
    expect(JSON.stringify(all)).not.toMatch(/password|console-pass|"code"/);
  });

  it('ends a session after the idle limit, and on sign-out', async () => {
    const op = await newOperator(t, 'content');
    const me = () => t.app.inject({ url: '/api/admin/session', headers: bearer(op.token) });
    expect((await me()).statusCode).toBe(200);
    await t.database.db
      .update(operatorSessions)
      .set({ lastSeenAt: sql`now() - interval '31 minutes'` })
      .where(eq(operatorSessions.operatorId, op.userId));
    expect((await me()).statusCode).toBe(401);

    const other = await newOperator(t, 'content');
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/session',
      headers: bearer(other.token),
    });
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/admin/session', headers: bearer(other.token) })).statusCode).toBe(
      401,
    );
  });
});

describe('the audit log of operator writes', () => {
  it('records every write with who, what and from where; operators read and filter it', async () => {
    const finance = ops.finance;
    const order = (
      await t.app.inject({
        method: 'POST',
        url: '/api/recharge/orders',
        headers: bearer(player.token),
        payload: { channelCode: 'bank', amount: 100 },
      })
    ).json().data;
    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/admin/recharge/orders/${order.id}/approve`,
      headers: bearer(finance.token),
      payload: { reason: '已到账' },
    });
    expect(approve.statusCode, approve.body).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(adminAuditLogs)
      .where(
        and(
          eq(adminAuditLogs.adminUserId, finance.userId),
          eq(adminAuditLogs.target, `recharge_orders:${order.id}`),
          eq(adminAuditLogs.statusCode, 200),
        ),
      );
    expect(row).toMatchObject({ method: 'POST', statusCode: 200, payload: { reason: '已到账' } });
    expect(row?.ip).toBeTruthy();

    const read = await t.app.inject({
      url: `/api/admin/audit-logs?adminUserId=${finance.userId}&action=${encodeURIComponent('POST /api/admin/recharge/orders/:id/approve')}`,
      headers: bearer(ops.support.token),
    });
    expect(read.json().data.list).toContainEqual(
      expect.objectContaining({
        adminUserId: finance.userId,
        target: `recharge_orders:${order.id}`,
        statusCode: 200,
      }),
    );
  });

  it('offers no route that changes or deletes audit rows', () => {
    const writes = endpoints.filter((e) => !e.startsWith('GET ') && /audit/.test(e));
    expect(writes).toEqual([]);
  });
});

describe('the dashboard', () => {
  it("shows today's figures and 30 days", async () => {
    const res = await t.app.inject({ url: '/api/admin/dashboard', headers: bearer(ops.support.token) });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.days).toHaveLength(30);
    expect(data.today.registrations).toBeGreaterThanOrEqual(5);
    expect(data.today.deposits).toBeGreaterThanOrEqual(100);
    expect(data.today.ggr).toBe(data.today.turnover - data.today.payouts);
    // Every registered player holds a session opened today.
    expect(data.today.activePlayers).toBeGreaterThanOrEqual(5);
    expect(data.days[0].activePlayers).toBe(0);
  });

  it('counts the sockets open now on every process, by their live presence rows', async () => {
    const before = (
      await t.app.inject({ url: '/api/admin/dashboard', headers: bearer(ops.support.token) })
    ).json().data.online;
    const p = await registerPlayer(t.app);
    const soon = new Date(Date.now() + 60_000);
    await t.database.db.insert(presenceConnections).values([
      { id: `dash-a-${p.user.id}`, userId: p.user.id, instanceId: 'process-a', expiresAt: soon },
      { id: `dash-b-${p.user.id}`, userId: p.user.id, instanceId: 'process-b', expiresAt: soon },
      { id: `dash-c-${p.user.id}`, userId: p.user.id, instanceId: 'dead', expiresAt: new Date(0) },
    ]);
    const after = (
      await t.app.inject({ url: '/api/admin/dashboard', headers: bearer(ops.support.token) })
    ).json().data.online;
    expect(after).toEqual({ sockets: before.sockets + 2, players: before.players + 1 });
  });
});

describe('players: search, freeze, unfreeze', () => {
  it('a search of digits beyond the id column matches by name and phone only, never a 500', async () => {
    const target = await registerPlayer(t.app);
    for (const q of ['2147483648', '9'.repeat(32)]) {
      const res = await t.app.inject({
        url: `/api/admin/players?q=${q}`,
        headers: bearer(ops.support.token),
      });
      expect(res.statusCode, q).toBe(200);
      expect(res.json().data.list, q).toEqual([]);
    }
    const byId = await t.app.inject({
      url: `/api/admin/players?q=${target.user.id}`,
      headers: bearer(ops.support.token),
    });
    expect(byId.json().data.list.map((p: { id: number }) => p.id)).toContain(target.user.id);
  });

  it('support finds a player and freezes them: sessions end, sign-in refused; unfreezing lets them back', async () => {
    const target = await registerPlayer(t.app);
    const support = ops.support.token;
    const found = await t.app.inject({
      url: `/api/admin/players?q=${target.username}`,
      headers: bearer(support),
    });
    expect(found.json().data.list).toEqual([
      expect.objectContaining({
        id: target.user.id,
        username: target.username,
        status: 'active',
        statusName: '正常',
      }),
    ]);
    const noReason = await t.app.inject({
      method: 'POST',
      url: `/api/admin/players/${target.user.id}/freeze`,
      headers: bearer(support),
      payload: {},
    });
    expect(noReason.statusCode).toBe(400);
    const frozen = await t.app.inject({
      method: 'POST',
      url: `/api/admin/players/${target.user.id}/freeze`,
      headers: bearer(support),
      payload: { reason: '疑似盗号' },
    });
    expect(frozen.json()).toMatchObject({
      message: '已冻结',
      data: { status: 'disabled', statusName: '已冻结' },
    });
    expect((await t.app.inject({ url: '/api/user/info', headers: bearer(target.token) })).statusCode).toBe(
      401,
    );
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: target.username, password: target.password },
      });
    expect((await login()).statusCode).toBe(403);

    await t.app.inject({
      method: 'POST',
      url: `/api/admin/players/${target.user.id}/unfreeze`,
      headers: bearer(support),
      payload: { reason: '已核实本人' },
    });
    expect((await login()).statusCode).toBe(200);
    const audit = await t.database.db
      .select()
      .from(adminAuditLogs)
      .where(and(eq(adminAuditLogs.target, `users:${target.user.id}`), eq(adminAuditLogs.statusCode, 200)));
    expect(audit.map((a) => [a.action, a.adminUserId, (a.payload as { reason: string }).reason])).toEqual([
      ['POST /api/admin/players/:id/freeze', ops.support.userId, '疑似盗号'],
      ['POST /api/admin/players/:id/unfreeze', ops.support.userId, '已核实本人'],
    ]);
    // Each row holds the player as they were before and after, the password hash redacted.
    const [freeze, unfreeze] = audit as { before: Record<string, unknown>; after: Record<string, unknown> }[];
    expect([freeze!.before.status, freeze!.after.status]).toEqual(['active', 'disabled']);
    expect([unfreeze!.before.status, unfreeze!.after.status]).toEqual(['disabled', 'active']);
    expect(freeze!.before.password_hash).toBe('[redacted]');
    const [stored] = await t.database.db.select().from(users).where(eq(users.id, target.user.id));
    expect(JSON.stringify(audit)).not.toContain(stored!.passwordHash);
    expect(freeze!.after.wallet).toMatchObject({ user_id: target.user.id });
  });
});
