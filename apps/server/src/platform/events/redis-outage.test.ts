import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisRateLimiter } from '../lib/rate-limiter.ts';
import type { DomainEvent } from './domain-events.ts';
import { RedisEventBus } from './event-bus.ts';

// A Redis server of this test's own, stopped and started again while two buses use it. Runs
// where redis-server is installed (CI installs it), like the other Redis tests.
const hasRedis = !!process.env.TEST_REDIS_URL && spawnSync('redis-server', ['--version']).status === 0;

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
const message = (n: number): DomainEvent => ({
  type: 'MessagesDeleted',
  userId: n,
  conversationId: 'c',
  messageIds: [n],
});

describe.skipIf(!hasRedis)('Redis away and back', () => {
  let port: number;
  let redis: ChildProcess | undefined;
  const start = async () => {
    redis = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    await until(() =>
      spawnSync('redis-cli', ['-p', String(port), 'ping'])
        .stdout?.toString()
        .includes('PONG'),
    );
  };
  const stop = async () => {
    const r = redis;
    redis = undefined;
    if (!r) return;
    const exited = new Promise((resolve) => r.once('exit', resolve));
    r.kill('SIGKILL');
    await exited;
  };
  const logs: string[] = [];
  let a: RedisEventBus;
  let b: RedisEventBus;
  const seenA: DomainEvent[] = [];
  const seenB: DomainEvent[] = [];

  beforeAll(async () => {
    port = await freePort();
    await start();
    a = new RedisEventBus(`redis://127.0.0.1:${port}`, (m) => logs.push(m));
    b = new RedisEventBus(`redis://127.0.0.1:${port}`, (m) => logs.push(m));
    a.subscribe((e) => seenA.push(e));
    b.subscribe((e) => seenB.push(e));
    await until(() => a.connected && b.connected);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await stop();
  });

  it('delivers across processes, then locally while Redis is away, and tells subscribers when it is back', async () => {
    await a.publish(message(1));
    await until(() => seenB.some((e) => e.type === 'MessagesDeleted' && e.userId === 1));

    await stop();
    await until(() => !a.connected);
    // A publish during the outage never throws: this process's own subscribers still get it.
    await expect(a.publish(message(2))).resolves.toBeUndefined();
    expect(seenA.some((e) => e.type === 'MessagesDeleted' && e.userId === 2)).toBe(true);
    expect(seenB.some((e) => e.type === 'MessagesDeleted' && e.userId === 2)).toBe(false);

    await start();
    await until(
      () => seenA.some((e) => e.type === 'BusReconnected') && seenB.some((e) => e.type === 'BusReconnected'),
    );
    await until(() => a.connected && b.connected);
    await a.publish(message(3));
    await until(() => seenB.some((e) => e.type === 'MessagesDeleted' && e.userId === 3));
    // Once per process and per event: the outage's message was not replayed late.
    expect(seenA.filter((e) => e.type === 'MessagesDeleted' && e.userId === 2)).toHaveLength(1);
    expect(logs.some((l) => l.includes('lost Redis'))).toBe(true);
  }, 60_000);

  it('rate limits count per process while Redis is away, never none and never everyone refused', async () => {
    const limiter = new RedisRateLimiter(a.client);
    expect(await limiter.hit('outage:shared', 2, 60)).toBe(true);
    await stop();
    await until(() => !a.connected);
    const during = [];
    for (let i = 0; i < 3; i++) during.push(await limiter.hit('outage:local', 2, 60));
    expect(during).toEqual([true, true, false]);
    await start();
    await until(() => a.connected);
    expect(await limiter.hit('outage:after', 1, 60)).toBe(true);
    expect(await limiter.hit('outage:after', 1, 60)).toBe(false);
  }, 60_000);

  it('says nothing of a lost Redis when it is closed on purpose', async () => {
    const said: string[] = [];
    const bus = new RedisEventBus(`redis://127.0.0.1:${port}`, (m) => said.push(m));
    await until(() => bus.connected);
    await bus.close();
    await new Promise((r) => setTimeout(r, 200)); // the connections' close events have fired
    expect(said).toEqual([]);
  });
});
