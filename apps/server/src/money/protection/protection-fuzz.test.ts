import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { bodyOf, expectEnvelope, payloadOf, weirdString } from '../../test/fuzz-kit.ts';
import { bearer, createTestApp, registerPlayer, type TestApp } from '../../test/test-app.ts';

// Garbage thrown at every protection route: never a 5xx, always the envelope.
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await registerPlayer(t.app)).token;
});
afterAll(() => t.close());

const KEYS = ['kind', 'period', 'amount', 'days', 'months', 'confirm', '__proto__'];
const ROUTES = [
  { method: 'PUT', url: '/api/protection/limits' },
  { method: 'POST', url: '/api/protection/cooling-off' },
  { method: 'POST', url: '/api/protection/self-exclusion' },
] as const;

describe('property: malformed input never breaks a protection route', () => {
  for (const route of ROUTES) {
    it(`${route.method} ${route.url}`, async () => {
      const limits = fc.record({
        kind: fc.oneof(fc.constantFrom('deposit', 'stake', 'loss'), weirdString),
        period: fc.oneof(fc.constantFrom('day', 'month'), weirdString),
        amount: fc.oneof(
          fc.double(),
          fc.integer(),
          fc.constant(null),
          fc.constantFrom(0.01, 5e-324, 1e-10, 1e7, 1e7 + 0.01),
        ),
      });
      await fc.assert(
        fc.asyncProperty(fc.oneof(bodyOf(KEYS), limits), fc.boolean(), async (body, raw) => {
          const res = await t.app.inject({
            method: route.method,
            url: route.url,
            headers: { 'content-type': 'application/json', ...bearer(token) },
            payload: payloadOf(body, raw),
          });
          expectEnvelope(res);
        }),
        { numRuns: 150 },
      );
    });
  }

  it('GET query strings', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('since', 'x'), weirdString, async (k, v) => {
        for (const url of ['/api/protection', '/api/protection/reality-check', '/api/protection/history']) {
          const res = await t.app.inject({
            url: `${url}?${encodeURIComponent(k)}=${encodeURIComponent(v)}`,
            headers: bearer(token),
          });
          expectEnvelope(res);
        }
      }),
      { numRuns: 80 },
    );
  });
});
