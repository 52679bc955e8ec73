import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';

// The probes as the whole app serves them (platform/http/health.routes.test.ts covers failures).
describe('health and readiness of the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: true });
  });
  afterAll(() => t?.close());

  it('answers /healthz and /readyz without a token, saying nothing of the configuration', async () => {
    const live = await t.app.inject({ url: '/healthz' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });

    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok' } });
  });

  it('is outside the API rate limit', async () => {
    const codes = new Set<number>();
    for (let i = 0; i < 1300; i++) codes.add((await t.app.inject({ url: '/healthz' })).statusCode);
    expect([...codes]).toEqual([200]);
  });
});
