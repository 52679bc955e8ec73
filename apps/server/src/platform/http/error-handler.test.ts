import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandling } from './error-handler.ts';

/** An error as drizzle throws it: the driver's error, with its SQLSTATE, as the cause. */
const driverError = (code: string, message: string) =>
  Object.assign(new Error('Failed query: UPDATE wallets SET balance = balance - $1'), {
    cause: Object.assign(new Error(message), { code }),
  });

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ logger: false });
  installErrorHandling(app);
  app.get('/deadlock', async () => {
    throw driverError('40P01', 'deadlock detected');
  });
  app.get('/serialization', async () => {
    throw driverError('40001', 'could not serialize access due to concurrent update');
  });
  app.get('/syntax', async () => {
    throw driverError('42601', 'syntax error at or near "SELEC"');
  });
  await app.ready();
});
afterAll(() => app.close());

describe('error handling of database conflicts', () => {
  it('answers a deadlock or a serialization failure 503 with Retry-After, never 500', async () => {
    for (const url of ['/deadlock', '/serialization']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['retry-after'], url).toBe('1');
      expect(res.json(), url).toEqual({
        success: false,
        code: 'SERVICE_UNAVAILABLE',
        message: '系统繁忙，请稍后重试',
      });
      expect(res.body, url).not.toMatch(/deadlock|serialize|UPDATE|wallets/);
    }
  });

  it('still answers any other database error as a bare 500 without its SQL', async () => {
    const res = await app.inject({ url: '/syntax' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ success: false, code: 'INTERNAL' });
    expect(res.body).not.toMatch(/SELEC|UPDATE|syntax/);
  });
});
