import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { EMBEDDED_CONFIG_ID } from '@cailiao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newOperator } from '../../test/operator-kit.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';
import { IMMUTABLE_CACHE, REVALIDATE_CACHE } from './web-delivery.ts';

// A built client as the web build leaves it: hashed assets with their .br and .gz copies.
const dist = mkdtempSync(path.join(tmpdir(), 'cailiao-dist-'));
const script = `console.log(${JSON.stringify('彩聊'.repeat(2000))});`;
const html = `<!doctype html><html lang="zh-CN"><head><link rel="preload" href="/api/system/config" as="fetch" crossorigin="anonymous" /><title>彩聊</title></head><body>${'<p>彩聊</p>'.repeat(300)}</body></html>`;
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'index.html'), html);
writeFileSync(path.join(dist, 'index.html.br'), brotliCompressSync(html));
writeFileSync(path.join(dist, 'index.html.gz'), gzipSync(html));
writeFileSync(path.join(dist, 'assets/index-Ab12Cd34.js'), script);
writeFileSync(path.join(dist, 'assets/index-Ab12Cd34.js.br'), brotliCompressSync(script));
writeFileSync(path.join(dist, 'assets/index-Ab12Cd34.js.gz'), gzipSync(script));

describe('delivery of the web client and the API (issue 12)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends hashed assets brotli- or gzip-compressed, cached for a year as immutable', async () => {
    const br = await t.app.inject({
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await t.app.inject({
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await t.app.inject({
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends index.html compressed, revalidated on every load by its ETag', async () => {
    for (const url of ['/', '/index.html']) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe(REVALIDATE_CACHE);
      const etag = res.headers.etag;
      expect(etag).toBeTruthy();
      const again = await t.app.inject({
        url,
        headers: { 'accept-encoding': 'gzip, deflate, br', 'if-none-match': String(etag) },
      });
      expect(again.statusCode).toBe(304);
    }
  });

  it('compresses JSON answers above 1 KB as the browser asks', async () => {
    const url = '/api/game/list';
    const plain = await t.app.inject({ url });
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves small answers and request bodies alone', async () => {
    const small = await t.app.inject({ url: '/healthz', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    const body = gzipSync(JSON.stringify({ username: 'x', password: 'y' }));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: body,
    });
    expect(res.statusCode).toBeLessThan(500);
  });

  it('writes the system config into index.html as the API answers it, and preloads the first banner', async () => {
    const res = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'identity' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const api = (await t.app.inject({ url: '/api/system/config' })).json().data;
    expect(embeddedConfig(res.body)).toEqual(api);
    // The build's early fetch of the config is dropped: the page carries it.
    expect(res.body).not.toContain('href="/api/system/config"');
    expect(res.body).toContain('<title>彩聊</title>');
    const preload = res.body.match(/<link rel="preload" as="image"[^>]*>/)?.[0];
    if (api.banners.length > 0) {
      expect(preload).toContain(`href="${api.banners[0].image}"`);
      expect(preload).toContain('fetchpriority="high"');
    } else {
      expect(preload).toBeUndefined();
    }
  });

  it('changes the ETag of index.html when the config changes; answers 304 while it is the same', async () => {
    const first = await t.app.inject({ url: '/' });
    const etag = String(first.headers.etag);
    expect((await t.app.inject({ url: '/', headers: { 'if-none-match': etag } })).statusCode).toBe(304);

    // An operator's banner whose text tries to end the script element and bend the replacement.
    const op = await newOperator(t, 'content');
    const title = "</script><script>alert(1)</script><!-- $& $' 首页";
    const image = 'https://cdn.example.com/banner-1.png?a=1&b="2"';
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/banners',
      headers: bearer(op.token),
      payload: { banners: [{ title, image, link: '', sort: 1 }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const changed = await t.app.inject({ url: '/', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.headers['cache-control']).toBe(REVALIDATE_CACHE);
    expect(embeddedConfig(changed.body).banners).toEqual([expect.objectContaining({ title, image })]);
    // One script element (the config), unbroken by the title; the picture's address escaped.
    expect(changed.body.match(/<script/g)).toHaveLength(1);
    expect(changed.body.match(/<\/script>/g)).toHaveLength(1);
    expect(changed.body).toContain(
      '<link rel="preload" as="image" href="https://cdn.example.com/banner-1.png?a=1&amp;b=&quot;2&quot;" fetchpriority="high" />',
    );
    const again = await t.app.inject({
      url: '/',
      headers: { 'if-none-match': String(changed.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

/** The config object of the page's `<script type="application/json">` element. */
function embeddedConfig(page: string) {
  const match = page.match(
    new RegExp(`<script type="application/json" id="${EMBEDDED_CONFIG_ID}">([^<]*)</script>`),
  );
  if (!match) throw new Error(`no embedded config in ${page.slice(0, 400)}`);
  return JSON.parse(match[1]!);
}
