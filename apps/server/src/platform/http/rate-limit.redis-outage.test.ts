import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, befriend, newPlayer, type Player } from '../../social/chat/chat-test-kit.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { RedisEventBus } from '../events/event-bus.ts';

// The whole API's per-IP limit with rate limits on (the production default) and a Redis of this
// test's own, stopped and started again: while Redis is away every process counts on its own
// (requests answer as usual, a burst past the limit is still refused), and once Redis is back the
// counts are kept in Redis again. Runs where redis-server is installed, like the other Redis tests.
const hasRedis = !!process.env.TEST_REDIS_URL && spawnSync('redis-server', ['--version']).status === 0;

const API_LIMIT = 1200; // per IP per minute (platform/http/plugins.ts)

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
const until = async (check: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
};

describe.skipIf(!hasRedis)('the API rate limit while Redis is away and back', () => {
  let port: number;
  let redis: ChildProcess | undefined;
  let bus: RedisEventBus;
  let t: TestApp;
  let a: Player;
  let b: Player;
  const start = async () => {
    redis = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    await until(() => cli('ping').includes('PONG'));
  };
  const stop = async () => {
    const r = redis;
    redis = undefined;
    if (!r) return;
    const exited = new Promise((resolve) => r.once('exit', resolve));
    r.kill('SIGKILL');
    await exited;
  };
  const cli = (...args: string[]) =>
    spawnSync('redis-cli', ['-p', String(port), ...args]).stdout?.toString() ?? '';
  /** The API's count for `ip` as Redis holds it (empty when Redis holds none). */
  const redisCount = (ip: string) => cli('--raw', 'GET', `rl:api:${ip}`).trim();
  const config = (ip: string) => t.app.inject({ url: '/api/system/config', remoteAddress: ip });

  beforeAll(async () => {
    port = await freePort();
    await start();
    bus = new RedisEventBus(`redis://127.0.0.1:${port}`, () => {});
    await until(() => bus.connected);
    t = await createTestApp({ rateLimits: true, bus });
    a = await newPlayer(t.app);
    b = await newPlayer(t.app);
    await befriend(t.app, a, b);
  });
  afterAll(async () => {
    await t?.close();
    await bus?.close();
    await stop();
  });

  it('counts in Redis, then per process while Redis is away (never none, never everyone refused), then in Redis again', async () => {
    expect((await config('10.9.0.1')).statusCode).toBe(200);
    expect(redisCount('10.9.0.1')).toBe('1');

    await stop();
    await until(() => !bus.connected);
    // Reads and a stored message answer as usual.
    expect((await config('10.9.0.1')).statusCode).toBe(200);
    const sent = await as(t.app, a).post('/api/chat/messages', { toUserId: b.id, content: 'Redis 不在时' });
    expect(sent.status).toBe(200);
    expect(sent.body.success).toBe(true);

    // A burst from one address still meets the limit, counted by this process.
    const codes: number[] = [];
    for (let i = 0; i < API_LIMIT; i++) codes.push((await config('10.9.0.2')).statusCode);
    expect(codes.every((c) => c === 200)).toBe(true);
    const refused = await config('10.9.0.2');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'RATE_LIMITED',
      message: '操作过于频繁，请稍后再试',
    });
    // Others are not refused for it.
    expect((await config('10.9.0.3')).statusCode).toBe(200);

    await start();
    await until(() => bus.connected);
    // The fresh Redis holds no count for the burst's address: it is counted there again, from one.
    expect((await config('10.9.0.2')).statusCode).toBe(200);
    expect(redisCount('10.9.0.2')).toBe('1');
    const again = await as(t.app, a).post('/api/chat/messages', { toUserId: b.id, content: 'Redis 回来了' });
    expect(again.status).toBe(200);
  }, 120_000);
});
