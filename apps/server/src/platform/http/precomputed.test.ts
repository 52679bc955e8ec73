import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createPayloadCache } from './precomputed.ts';

const Payload = z.object({ items: z.array(z.string()) });
// Text that compresses, as JSON lists do, on both sides of the 1 KB line.
const large = { items: Array.from({ length: 80 }, (_, i) => `第${i}期 开奖号码 3,5,6`) };
const small = { items: ['一', '二'] };

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  const payloads = createPayloadCache();
  app.get('/large', (req, reply) => payloads.send(req, reply, 'large', Payload, () => large));
  app.get('/small', (req, reply) => payloads.send(req, reply, 'small', Payload, () => small));
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

describe('precomputed payloads', () => {
  it('sends a large payload in the coding the client prefers, each form with its own ETag', async () => {
    const plain = await get('/large');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(large);
    expect(plain.headers.vary).toBe('accept-encoding');

    const br = await get('/large', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);

    const gzip = await get('/large', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);

    const tags = [plain, br, gzip].map((r) => r.headers.etag);
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) expect(tag).toMatch(/^"[\w-]+"$/);
  });

  it('follows q-values: a refused coding is never sent, a preferred one wins', async () => {
    const cases: Array<[string, string | undefined]> = [
      ['br;q=0, gzip', 'gzip'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['br;q=0, gzip;q=0', undefined],
      ['identity', undefined],
      ['deflate', undefined],
      ['*', 'br'],
    ];
    for (const [accept, coding] of cases) {
      const res = await get('/large', { 'accept-encoding': accept });
      expect(res.headers['content-encoding'], accept).toBe(coding);
      expect(res.statusCode, accept).toBe(200);
    }
  });

  it('answers 304 only for the ETag of the form it would send', async () => {
    const br = await get('/large', { 'accept-encoding': 'br' });
    const plain = await get('/large');
    const again = await get('/large', {
      'accept-encoding': 'br',
      'if-none-match': br.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers.etag).toBe(br.headers.etag);
    expect(again.rawPayload.length).toBe(0);
    // The client holds the plain form but now accepts brotli: it gets the brotli form, not a 304.
    const other = await get('/large', {
      'accept-encoding': 'br',
      'if-none-match': plain.headers.etag as string,
    });
    expect(other.statusCode).toBe(200);
    expect(other.headers['content-encoding']).toBe('br');
    const weak = await get('/large', { 'if-none-match': `W/${plain.headers.etag}` });
    expect(weak.statusCode).toBe(304);
  });

  it('sends a payload under 1 KB as it is, with no Vary', async () => {
    const res = await get('/small', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    expect(res.json()).toEqual(small);
  });
});
