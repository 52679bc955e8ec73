import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { IMMUTABLE_CACHE, REVALIDATE_CACHE } from './web-delivery.ts';

// A built client as the web build leaves it: hashed assets with their .br and .gz copies.
const dist = mkdtempSync(path.join(tmpdir(), 'cailiao-dist-'));
const script = `console.log(${JSON.stringify('彩聊'.repeat(2000))});`;
const html = `<!doctype html><html lang="zh-CN"><body>${'<p>彩聊</p>'.repeat(300)}</body></html>`;
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
});
