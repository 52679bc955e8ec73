import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { type HealthDeps, healthRoutes } from './health.routes.ts';

async function probeApp(deps: HealthDeps) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(healthRoutes(deps));
  return app;
}
const database = (execute: () => Promise<unknown>) => ({ db: { execute } as unknown as Db });

describe('readiness probe', () => {
  it('answers 503 when the database fails or stalls, without the error text', async () => {
    const failing = await probeApp({
      database: database(() => Promise.reject(new Error('ECONNREFUSED db:5432'))),
    });
    const res = await failing.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', checks: { database: 'failed' } });
    expect(res.body).not.toContain('5432');

    const stalled = await probeApp({ database: database(() => new Promise(() => {})), timeoutMs: 50 });
    expect((await stalled.inject({ url: '/readyz' })).statusCode).toBe(503);
  });

  it('checks Redis when it is used', async () => {
    const ok = database(async () => [{ '?column?': 1 }]);
    const up = await probeApp({ database: ok, redis: { ping: async () => 'PONG' } });
    expect((await up.inject({ url: '/readyz' })).json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', redis: 'ok' },
    });

    // A real client whose server is gone: its commands wait for a reconnect, the probe gives up.
    const gone = new Redis('redis://127.0.0.1:9', { maxRetriesPerRequest: 1, retryStrategy: () => 1000 });
    gone.on('error', () => {});
    try {
      const down = await probeApp({ database: ok, redis: gone, timeoutMs: 300 });
      const res = await down.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', checks: { database: 'ok', redis: 'failed' } });
    } finally {
      gone.disconnect();
    }
  });

  it.runIf(!!process.env.TEST_REDIS_URL)('reports a live Redis as ready', async () => {
    const redis = new Redis(process.env.TEST_REDIS_URL!);
    try {
      const app = await probeApp({ database: database(async () => []), redis });
      expect((await app.inject({ url: '/readyz' })).json().checks.redis).toBe('ok');
    } finally {
      redis.disconnect();
    }
  });
});
