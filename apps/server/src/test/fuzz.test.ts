import { Nickname, Username } from '@cailiao/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../accounts/user/user.schema.ts';
import { bearer, createTestApp, registerPlayer, type TestApp } from './test-app.ts';

// Garbage thrown at every route of the foundation: nothing may answer 5xx, every answer is the
// envelope, and no user may be stored with fields the schemas forbid.
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await registerPlayer(t.app)).token;
});
afterAll(() => t.close());

const weirdString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '😀😀',
    '<script>',
    "' OR 1=1 --",
    'a'.repeat(5000),
    '__proto__',
    'constructor',
  ),
);
const value = fc.oneof(
  weirdString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
);
const body = fc.oneof(
  fc.anything(),
  fc.dictionary(
    fc.constantFrom(
      'username',
      'password',
      'confirmPassword',
      'nickname',
      'inviteCode',
      'phone',
      'smsCode',
      'captchaId',
      'captchaCode',
      'oldPassword',
      'newPassword',
      'avatar',
      'type',
      'content',
      'contact',
      'message',
      'stack',
      '__proto__',
    ),
    value,
  ),
);

const routes: { method: 'POST' | 'PUT' | 'GET'; url: string; auth?: boolean }[] = [
  { method: 'POST', url: '/api/auth/register' },
  { method: 'POST', url: '/api/auth/login' },
  { method: 'POST', url: '/api/auth/logout' },
  { method: 'POST', url: '/api/sms/send' },
  { method: 'PUT', url: '/api/user/info', auth: true },
  { method: 'PUT', url: '/api/user/nickname', auth: true },
  { method: 'PUT', url: '/api/user/avatar', auth: true },
  { method: 'POST', url: '/api/user/change-password', auth: true },
  { method: 'POST', url: '/api/feedback/submit', auth: true },
  { method: 'POST', url: '/api/log/error' },
  { method: 'POST', url: '/api/upload/avatar', auth: true },
];

describe('property: malformed input never breaks the API', () => {
  for (const route of routes) {
    it(`${route.method} ${route.url}`, async () => {
      await fc.assert(
        fc.asyncProperty(body, fc.boolean(), async (payload, raw) => {
          const res = await t.app.inject({
            method: route.method,
            url: route.url,
            headers: { 'content-type': 'application/json', ...(route.auth ? bearer(token) : {}) },
            payload: raw
              ? String(JSON.stringify(payload) ?? 'undefined').slice(0, -1)
              : JSON.stringify(payload ?? null),
          });
          expect(res.statusCode, res.body).toBeLessThan(500);
          const json = res.json();
          expect(typeof json.success).toBe('boolean');
          if (!json.success) {
            expect(json.code).toMatch(/^[A-Z_]+$/);
            expect(json.message).not.toMatch(/at .*\.ts:\d+|SELECT|INSERT|node_modules/);
          }
        }),
        { numRuns: 300 },
      );
    });
  }

  it('GET query strings', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.string(), async (k, v) => {
        const qs = `${encodeURIComponent(k)}=${encodeURIComponent(v)}`;
        for (const url of ['/api/captcha/generate', '/api/captcha', '/api/system/config', '/api/user/info']) {
          const res = await t.app.inject({ url: `${url}?${qs}`, headers: bearer(token) });
          expect(res.statusCode).toBeLessThan(500);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('stored users all satisfy the schemas', async () => {
    const userRows = await t.database.db.select().from(users);
    for (const u of userRows) {
      expect(Username.safeParse(u.username).success, u.username).toBe(true);
      expect(Nickname.safeParse(u.nickname).success || u.nickname === u.username, u.nickname).toBe(true);
    }
  });
});
