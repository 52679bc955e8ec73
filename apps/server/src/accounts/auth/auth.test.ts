import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerPlayer, type TestApp, uniqueUsername } from '../../test/test-app.ts';
import { users } from '../user/user.schema.ts';
import { sessions } from './auth.schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('register', () => {
  it('creates a player with a wallet of 0.00 and logs them in', async () => {
    const username = uniqueUsername('reg');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username, password: 'secret123', confirmPassword: 'secret123', nickname: '小明' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, code: 'OK' });
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(body.data.user).toMatchObject({ username, nickname: '小明', balance: 0, vipLevel: 0 });
    expect(body.data.user.inviteCode).toMatch(/^[A-Z0-9]{8}$/);

    const info = await t.app.inject({ url: '/api/user/info', headers: bearer(body.data.token) });
    expect(info.json().data).toMatchObject({ username, balance: 0, roles: ['player'] });
    const bal = await t.app.inject({ url: '/api/user/balance', headers: bearer(body.data.token) });
    expect(bal.json().data).toEqual({
      balance: 0,
      frozenAmount: 0,
      availableBalance: 0,
      todayWinLoss: 0,
      pendingAmount: 0,
    });
  });

  it('refuses a taken username regardless of case', async () => {
    const { username } = await registerPlayer(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: username.toUpperCase(), password: 'secret123' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, code: 'USERNAME_TAKEN', message: '用户名已被注册' });
  });

  it('stores a valid invite code and refuses an unknown one', async () => {
    const inviter = await registerPlayer(t.app);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        username: uniqueUsername('inv'),
        password: 'secret123',
        inviteCode: inviter.user.inviteCode,
      },
    });
    expect(ok.statusCode).toBe(200);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: uniqueUsername('inv'), password: 'secret123', inviteCode: 'ZZZZZZZZ' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().code).toBe('INVALID_INVITE_CODE');
  });

  it('answers field errors in Chinese for invalid input', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: '1ab', password: '12' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['password', 'username']);
    expect(body.message).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('refuses mismatched confirmation', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: uniqueUsername(), password: 'secret123', confirmPassword: 'secret124' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toEqual({ field: 'confirmPassword', message: '两次输入的密码不一致' });
  });
});

describe('login and logout', () => {
  it('logs in with the right password only', async () => {
    const p = await registerPlayer(t.app);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: p.username, password: 'nope123' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', message: '用户名或密码错误' });
    const nobody = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'nobody_here', password: 'nope123' },
    });
    expect(nobody.json().code).toBe('INVALID_CREDENTIALS');
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: p.username, password: p.password },
    });
    expect(right.statusCode).toBe(200);
    expect(right.json().data.user.username).toBe(p.username);
  });

  it('revokes the token on logout: every protected route answers 401 afterwards', async () => {
    const p = await registerPlayer(t.app);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(p.token) });
    expect(out.statusCode).toBe(200);
    for (const url of ['/api/user/info', '/api/user/balance', '/api/wallet']) {
      const res = await t.app.inject({ url, headers: bearer(p.token) });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    }
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(p.token) });
    expect(again.statusCode).toBe(401);
  });

  it('answers 401 without a token or with garbage', async () => {
    expect((await t.app.inject({ url: '/api/user/info' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/user/info', headers: bearer('x'.repeat(500)) })).statusCode).toBe(
      401,
    );
    expect(
      (await t.app.inject({ url: '/api/user/info', headers: { authorization: 'Basic abc' } })).statusCode,
    ).toBe(401);
  });

  it('change password revokes the other sessions but keeps the current one', async () => {
    const p = await registerPlayer(t.app);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: p.username, password: p.password },
    });
    const otherToken = other.json().data.token;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/change-password',
      headers: bearer(p.token),
      payload: { oldPassword: p.password, newPassword: 'brandnew1' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.revokedSessions).toBe(1);
    expect((await t.app.inject({ url: '/api/user/info', headers: bearer(p.token) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/user/info', headers: bearer(otherToken) })).statusCode).toBe(401);
    const oldLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: p.username, password: p.password },
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: p.username, password: 'brandnew1' },
    });
    expect(newLogin.statusCode).toBe(200);
  });

  it('stores only a hash of the token', async () => {
    const p = await registerPlayer(t.app);
    const rows = await t.database.db.select().from(sessions);
    expect(rows.some((r) => r.tokenHash === p.token)).toBe(false);
    const userRows = await t.database.db.select().from(users);
    const u = userRows.find((x) => x.username === p.username)!;
    expect(u.passwordHash).toMatch(/^\$argon2id\$/);
  });
});
