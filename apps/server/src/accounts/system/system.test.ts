import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { seedDemo } from '../../seed.ts';
import { bearer, createTestApp, registerPlayer, type TestApp } from '../../test/test-app.ts';
import { errorReports, feedback } from './system.schema.ts';
import { createSystemService } from './system.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
});
afterAll(() => t.close());

describe('system', () => {
  it('serves the stored config with every field of SPEC.md §3 on both addresses', async () => {
    for (const url of ['/api/system/config', '/api/config/frontend']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(Object.keys(data).sort()).toEqual(
        [
          'announcements',
          'app_down',
          'app_name',
          'app_version',
          'banners',
          'customer_service_phone',
          'customer_service_qq',
          'customer_service_url',
          'customer_service_wechat',
          'maintenance_mode',
          'registration_enabled',
          'website_url',
        ].sort(),
      );
      expect(data.customer_service_qq).toBe('800800800');
      expect(data.banners.length).toBeGreaterThan(0);
    }
  });

  it('answers the config with an ETag, and 304 without a body while the client holds it', async () => {
    const first = await t.app.inject({ url: '/api/system/config' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    const again = await t.app.inject({ url: '/api/system/config', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const stale = await t.app.inject({ url: '/api/system/config', headers: { 'if-none-match': '"old"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(first.json());
    // The site address is part of the payload: another host is another ETag.
    const other = await t.app.inject({ url: '/api/system/config', headers: { host: 'other.example' } });
    expect(other.headers.etag).not.toBe(etag);
    expect(other.json().data.website_url).toBe('http://other.example');
  });

  it('serves version and chat service info', async () => {
    expect((await t.app.inject({ url: '/api/system/version' })).json().data.version).toBe('1.0.0');
    expect((await t.app.inject({ url: '/api/service/chat' })).json().data.wsPath).toBe('/api/ws/chat');
  });

  it('stores feedback of a logged-in player and refuses short content', async () => {
    const p = await registerPlayer(t.app);
    const okRes = await t.app.inject({
      method: 'POST',
      url: '/api/feedback/submit',
      headers: bearer(p.token),
      payload: { type: 'suggestion', content: '希望增加更多玩法介绍', contact: 'qq 123' },
    });
    expect(okRes.statusCode).toBe(200);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/feedback/submit',
      headers: bearer(p.token),
      payload: { content: '短' },
    });
    expect(bad.statusCode).toBe(400);
    const rows = await t.database.db.select().from(feedback);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: p.user.id, type: 'suggestion' });
  });

  it('stores client error reports, anonymous or not, and refuses oversized ones', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/log/error',
      payload: { message: 'TypeError: x is undefined', url: '/#/pages/my/my', status: 500 },
    });
    expect(res.statusCode).toBe(200);
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/log/error',
      payload: { message: 'x'.repeat(40_000) },
    });
    expect(big.statusCode).toBe(413);
    const rows = await t.database.db.select().from(errorReports);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.message).toBe('TypeError: x is undefined');
  });

  it('seeds the demo data once', async () => {
    expect(await seedDemo(t.database.db)).toBe(false);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'admin', password: 'admin123' },
    });
    expect(login.statusCode).toBe(200);
    const info = await t.app.inject({ url: '/api/user/info', headers: bearer(login.json().data.token) });
    expect(info.json().data.roles).toContain('admin');
  });
});

describe('website_url', () => {
  /** website_url as an app with these settings answers a request with these headers. */
  async function websiteUrl(env: Record<string, string>, headers: Record<string, string>) {
    const other = await createTestApp({ env, database: t.database });
    try {
      const urls = [];
      for (const url of ['/api/system/config', '/api/config/frontend']) {
        urls.push((await other.app.inject({ url, headers })).json().data.website_url);
      }
      expect(urls[0]).toBe(urls[1]);
      return urls[0];
    } finally {
      await other.close();
    }
  }
  const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'cailiao.example.com' };

  it('is the origin the request came to when PUBLIC_URL is unset, whatever the database stored', async () => {
    // Demo data seeded before PUBLIC_URL existed holds this address.
    await createSystemService(t.database.db).updateConfig({ website_url: 'http://localhost:8080' });
    expect(await websiteUrl({}, { host: '127.0.0.1:9090' })).toBe('http://127.0.0.1:9090');
    expect(await websiteUrl({}, { host: 'lan-box:8080' })).toBe('http://lan-box:8080');
  });

  it('follows X-Forwarded-Proto and X-Forwarded-Host only under TRUST_PROXY', async () => {
    expect(await websiteUrl({}, { host: 'internal:8080', ...forwarded })).toBe('http://internal:8080');
    expect(await websiteUrl({ TRUST_PROXY: 'on' }, { host: 'internal:8080', ...forwarded })).toBe(
      'https://cailiao.example.com',
    );
  });

  it('is PUBLIC_URL when set, without a trailing slash, whatever the request says', async () => {
    const env = { PUBLIC_URL: 'https://play.example.cn/', TRUST_PROXY: 'on' };
    expect(await websiteUrl(env, { host: 'internal:8080', ...forwarded })).toBe('https://play.example.cn');
  });

  it('refuses a PUBLIC_URL that is not an http(s) address', () => {
    for (const bad of ['play.example.cn', 'ftp://play.example.cn', 'https://', 'https://x.cn/?a=1']) {
      expect(() => loadConfig({ PUBLIC_URL: bad })).toThrow(/PUBLIC_URL: an http\(s\) address/);
    }
    expect(loadConfig({ PUBLIC_URL: '' }).publicUrl).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: 'http://10.0.0.5:8080/cailiao' }).publicUrl).toBe(
      'http://10.0.0.5:8080/cailiao',
    );
  });
});

describe('HTTP envelope', () => {
  it('answers unknown API routes with a 404 envelope', async () => {
    const res = await t.app.inject({ url: '/api/does/not/exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, code: 'NOT_FOUND', message: '请求的资源不存在' });
  });

  it('answers malformed JSON with 400, never 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });

  it('answers a body over the limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'a'.repeat(2_000_000), password: 'x' }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().success).toBe(false);
  });

  it('carries a request id and security headers: the API set on API answers, the page set elsewhere', async () => {
    const res = await t.app.inject({ url: '/api/system/version', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-request-id']).toBe('abc-123');
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-frame-options': 'DENY',
    });
    // Headers for documents only: JSON makes no requests to send a referrer with, and a
    // cross-site load of it carries no credential (the API's is the Authorization header).
    for (const name of ['x-dns-prefetch-control', 'referrer-policy', 'cross-origin-resource-policy']) {
      expect(res.headers[name], name).toBeUndefined();
    }
    const page = await t.app.inject({ url: '/healthz' });
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('serves the OpenAPI document only where API_DOCS allows it (off in production by default)', async () => {
    expect((await t.app.inject({ url: '/api/docs/json' })).statusCode).toBe(404);
    const docs = await createTestApp({ env: { API_DOCS: 'on' } });
    try {
      const res = await docs.app.inject({ url: '/api/docs/json' });
      expect(res.statusCode).toBe(200);
      const doc = res.json();
      expect(doc.openapi).toMatch(/^3/);
      expect(doc.paths['/api/auth/register'].post.requestBody).toBeDefined();
      expect(doc.paths['/api/user/info']).toBeDefined();
    } finally {
      await docs.close();
    }
  });

  it('sends HSTS over HTTPS (behind TRUST_PROXY), never over plain HTTP', async () => {
    const plain = await t.app.inject({ url: '/api/system/version' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const spoofed = await t.app.inject({
      url: '/api/system/version',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    const proxied = await createTestApp({ env: { TRUST_PROXY: 'on' } });
    try {
      const res = await proxied.app.inject({
        url: '/api/system/version',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await proxied.close();
    }
  });
});
