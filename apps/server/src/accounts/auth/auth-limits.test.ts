import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../platform/lib/tokens.ts';
import { createTestApp, registerPlayer, type TestApp } from '../../test/test-app.ts';
import { captchas } from './auth.schema.ts';

describe('rate limits on login and codes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: true });
  });
  afterAll(() => t.close());

  it('locks a username after 10 attempts in 15 minutes, whatever the IP', async () => {
    const p = await registerPlayer(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: `10.0.0.${i + 1}`,
        payload: { username: p.username, password: 'wrong-one' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.0.1.1',
      payload: { username: p.username, password: p.password },
    });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
  });

  it('limits SMS codes to one a minute per phone', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/sms/send',
        payload: { phone: '13800138000', type: 'register' },
      });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(429);
  });

  it('limits registrations per IP', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: '10.9.9.9',
        payload: { username: `lim${i}x${Date.now() % 100000}`, password: 'secret123' },
      });
      codes.push(res.statusCode);
    }
    expect(codes.filter((c) => c === 429).length).toBeGreaterThan(0);
  });
});

describe('captcha and SMS when enabled', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CAPTCHA: 'on' } });
  });
  afterAll(() => t.close());
  /** The image is for a person; the test gives the captcha a code it knows instead of reading it. */
  const knownCode = async (captchaId: string) => {
    const code = 'K7M3';
    await t.database.db
      .update(captchas)
      .set({ codeHash: sha256(code) })
      .where(eq(captchas.id, captchaId));
    return code;
  };

  it('requires a correct, single-use captcha to register', async () => {
    const gen = await t.app.inject({ url: '/api/captcha/generate' });
    const { captchaId, image } = gen.json().data;
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(image.split(',')[1], 'base64').toString();
    expect(svg).not.toMatch(/<text/); // a person reads it; a script cannot (captcha.test.ts)
    const code = await knownCode(captchaId);
    const body = { username: `cap${Date.now() % 1e6}`, password: 'secret123', captchaId };
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...body, captchaCode: 'zzzz' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('INVALID_CAPTCHA');
    // The failed try consumed it: a captcha is good for one attempt only.
    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...body, captchaCode: code },
    });
    expect(reused.json().code).toBe('INVALID_CAPTCHA');
    const fresh = await t.app.inject({ url: '/api/captcha' });
    const c2 = fresh.json().data;
    const code2 = await knownCode(c2.captchaId);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...body, captchaId: c2.captchaId, captchaCode: code2.toLowerCase() },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('verifies an SMS code when a phone is given', async () => {
    const sent: string[] = [];
    // A provider that captures the code, as a carrier integration would deliver it.
    const { app, close } = await createTestApp({
      sms: { name: 'capture', send: async (_phone, code) => void sent.push(code) },
    });
    try {
      await app.inject({
        method: 'POST',
        url: '/api/sms/send',
        payload: { phone: '13900139000', type: 'register' },
      });
      expect(sent[0]).toMatch(/^\d{6}$/);
      const base = { username: `sms${Date.now() % 1e6}`, password: 'secret123', phone: '13900139000' };
      const wrong = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { ...base, smsCode: '000000' === sent[0] ? '111111' : '000000' },
      });
      expect(wrong.json().code).toBe('INVALID_SMS_CODE');
      const ok = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { ...base, smsCode: sent[0] },
      });
      expect(ok.statusCode).toBe(200);
    } finally {
      await close();
    }
  });
});
