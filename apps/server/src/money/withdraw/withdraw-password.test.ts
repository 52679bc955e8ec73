import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createMoneyApp, get, newPlayer, type Player, post } from '../wallet/money-test-kit.ts';
import { withdrawPasswords } from './withdraw.schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createMoneyApp();
});
afterAll(() => t.close());

const status = async (p: Player, app = t) =>
  (await get(app, p.token, '/api/withdraw/password/status')).json().data;
const verify = (p: Player, password: string, app = t) =>
  post(app, p.token, '/api/withdraw/password/verify', { password });

describe('withdraw password', () => {
  it('is set once, as six digits, stored as argon2id', async () => {
    const p = await newPlayer(t);
    expect(await status(p)).toEqual({ isSet: false, locked: false, lockedUntil: null, remainingAttempts: 5 });
    const before = await verify(p, '123456');
    expect([before.statusCode, before.json().code]).toEqual([422, 'WITHDRAW_PASSWORD_NOT_SET']);
    for (const password of ['12345', '1234567', 'abcdef', 123456, '12 456']) {
      const res = await post(t, p.token, '/api/withdraw/password/set', { password });
      expect(res.statusCode, String(password)).toBe(400);
    }
    const mismatch = await post(t, p.token, '/api/withdraw/password/set', {
      password: '123456',
      confirmPassword: '654321',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(
      (
        await post(t, p.token, '/api/withdraw/password/set', {
          password: '123456',
          confirmPassword: '123456',
        })
      ).statusCode,
    ).toBe(200);
    const again = await post(t, p.token, '/api/withdraw/password/set', { password: '111111' });
    expect([again.statusCode, again.json().code]).toEqual([409, 'WITHDRAW_PASSWORD_EXISTS']);
    expect((await verify(p, '123456')).json()).toMatchObject({ success: true, data: { valid: true } });
    const [row] = await t.database.db
      .select()
      .from(withdrawPasswords)
      .where(eq(withdrawPasswords.userId, p.userId));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('locks for 15 minutes after 5 wrong tries, even for the right password, and the lock is in the database', async () => {
    const p = await newPlayer(t);
    await post(t, p.token, '/api/withdraw/password/set', { password: '123456' });
    for (let i = 1; i <= 4; i++) {
      const res = await verify(p, '000000');
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'WITHDRAW_PASSWORD_INVALID',
        message: `提现密码错误，还可尝试${5 - i}次`,
      });
    }
    expect((await status(p)).remainingAttempts).toBe(1);
    const fifth = await verify(p, '000000');
    expect(fifth.json()).toMatchObject({
      code: 'WITHDRAW_PASSWORD_LOCKED',
      message: '提现密码错误次数过多，请15分钟后再试',
    });
    expect((await verify(p, '123456')).json().code).toBe('WITHDRAW_PASSWORD_LOCKED');
    const s = await status(p);
    expect(s).toMatchObject({ isSet: true, locked: true, remainingAttempts: 0 });
    expect(Date.parse(s.lockedUntil) - Date.now()).toBeGreaterThan(14 * 60_000);

    // A second server on the same database (a restart, another process) sees the same lock.
    const second = await createTestApp({ database: t.database });
    try {
      expect((await verify(p, '123456', second)).json().code).toBe('WITHDRAW_PASSWORD_LOCKED');
    } finally {
      await second.close();
    }

    // Fifteen minutes later (lock moved into the past) the right password works and resets the count.
    await t.database.db
      .update(withdrawPasswords)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(withdrawPasswords.userId, p.userId));
    expect((await status(p)).remainingAttempts).toBe(5);
    expect((await verify(p, '123456')).statusCode).toBe(200);
    expect(await status(p)).toEqual({ isSet: true, locked: false, lockedUntil: null, remainingAttempts: 5 });
  });

  it('counts parallel wrong guesses without losing any', async () => {
    const p = await newPlayer(t);
    await post(t, p.token, '/api/withdraw/password/set', { password: '123456' });
    await Promise.all(Array.from({ length: 3 }, () => verify(p, '999999')));
    expect((await status(p)).remainingAttempts).toBe(2);
  });

  it('changes with the old password only', async () => {
    const p = await newPlayer(t);
    await post(t, p.token, '/api/withdraw/password/set', { password: '123456' });
    const wrong = await post(t, p.token, '/api/withdraw/password/change', {
      oldPassword: '000000',
      newPassword: '654321',
    });
    expect(wrong.json()).toMatchObject({
      code: 'WITHDRAW_PASSWORD_INVALID',
      errors: [{ field: 'oldPassword' }],
    });
    const same = await post(t, p.token, '/api/withdraw/password/change', {
      oldPassword: '123456',
      newPassword: '123456',
    });
    expect(same.json().code).toBe('SAME_PASSWORD');
    const ok = await post(t, p.token, '/api/withdraw/password/change', {
      oldPassword: '123456',
      newPassword: '654321',
    });
    expect(ok.statusCode).toBe(200);
    expect((await verify(p, '654321')).statusCode).toBe(200);
    expect((await verify(p, '123456')).statusCode).toBe(422);
  });
});
