import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operators } from './accounts/index.ts';
import { users } from './accounts/user/user.schema.ts';
import { loadConfig } from './config.ts';
import { openPglite } from './platform/db/client.ts';
import { hashPassword } from './platform/lib/passwords.ts';
import { defaultSecretProblems, demoAccountProblems } from './production-guard.ts';
import { seedDemo } from './seed.ts';
import { randomPort, type ServerProcess, spawnServer, waitUntilUp } from './test/server-process.ts';
import { bearer, createTestApp, registerPlayer, type TestApp } from './test/test-app.ts';

// Without DEMO the server is in production mode: nothing seeded, no demo channel, no SMS code in
// the log, and it refuses to start while a demo account or a published secret is reachable.

describe('settings in production mode', () => {
  it('sends no SMS by default, and refuses the log provider outside demo mode', () => {
    expect(loadConfig({}).sms).toEqual({ provider: 'off' });
    expect(loadConfig({ DEMO: '1' }).sms).toEqual({ provider: 'log' });
    expect(() => loadConfig({ SMS_PROVIDER: 'log' })).toThrow(/SMS_PROVIDER: .*demo mode/);
    expect(() => loadConfig({ SMS_PROVIDER: 'http' })).toThrow(/SMS_URL: required[\s\S]*SMS_TEMPLATE/);
  });

  it.each([
    [{ DATABASE_URL: 'postgres://cailiao:change-me@db:5432/cailiao' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'postgres://postgres:Postgres@db/cailiao' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'redis://:changeme@redis:6379' }, 'REDIS_URL'],
    [
      {
        SMS_PROVIDER: 'http',
        SMS_URL: 'https://sms.example/send',
        SMS_API_KEY: 'change-me',
        SMS_TEMPLATE: 't',
      },
      'SMS_API_KEY',
    ],
  ])('names a published default secret: %j', (env, setting) => {
    const problems = defaultSecretProblems(loadConfig(env));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(setting);
    expect(defaultSecretProblems(loadConfig({ ...env, DEMO: '1', SMS_PROVIDER: '' }))).toEqual([]);
  });

  it('accepts real secrets and password-less local connections', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://cailiao:x7Vq2pLr9s@db:5432/cailiao',
      REDIS_URL: 'redis://redis:6379',
    });
    expect(defaultSecretProblems(config)).toEqual([]);
  });
});

describe('the app in production mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SMS_PROVIDER: '' } });
    // Data left by a demo run on the same database: demo accounts and the demo channels.
    await seedDemo(t.database.db);
  });
  afterAll(() => t?.close());

  it('offers no demo recharge channel, even when one is stored', async () => {
    const { token } = await registerPlayer(t.app);
    const res = await t.app.inject({ url: '/api/recharge/channels', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const codes = res.json().data.map((c: { code: string }) => c.code);
    expect(codes).toContain('bank');
    expect(codes).not.toContain('demo');
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/recharge/orders',
      headers: bearer(token),
      payload: { channel: 'demo', amount: 100 },
    });
    expect(order.statusCode).not.toBe(200);
  });

  it('answers SMS_UNAVAILABLE when no SMS gateway is configured', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sms/send',
      payload: { phone: '13700137000', type: 'register' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ success: false, code: 'SMS_UNAVAILABLE' });
  });

  it('finds demo accounts that still accept their published password', async () => {
    const problems = await demoAccountProblems(t.config, t.database.db);
    expect(problems.join('\n')).toMatch(/"demo"[\s\S]*"admin"/);
    expect(await demoAccountProblems({ ...t.config, demo: true }, t.database.db)).toEqual([]);

    await t.database.db
      .update(users)
      .set({ passwordHash: await hashPassword('a-new-strong-password') })
      .where(eq(users.username, 'admin'));
    await t.database.db
      .update(users)
      .set({ status: 'disabled' })
      .where(inArray(users.username, ['demo', 'checker']));
    // Console passwords are their own: still the published ones.
    expect(await demoAccountProblems(t.config, t.database.db)).toEqual([
      expect.stringContaining('demo operator "admin" still accepts its published console password'),
      expect.stringContaining('demo operator "checker" still accepts its published console password'),
    ]);
    await t.database.db.update(operators).set({ disabledAt: new Date() });
    expect(await demoAccountProblems(t.config, t.database.db)).toEqual([]);
  });
});

// The real entry point as a process (as `npm run serve` starts it); PGlite project only.
const run = process.env.TEST_DB_ENGINE === 'postgres' ? describe.skip : describe;
const children: ServerProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.child.exitCode === null) c.child.kill('SIGKILL');
});
const production = (env: Record<string, string | undefined>) => {
  const server = spawnServer(randomPort(), { DEMO: undefined, SMS_PROVIDER: undefined, ...env });
  children.push(server);
  return server;
};
const post = (base: string, url: string, body: unknown, token?: string) =>
  fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
    body: JSON.stringify(body),
  });

run('npm run serve (production mode) as a process', () => {
  let gateway: Server;
  const delivered: { phone: string; params: { code: string } }[] = [];
  beforeAll(async () => {
    gateway = createServer((req, res) => {
      let body = '';
      req.on('data', (d) => (body += d));
      req.on('end', () => {
        delivered.push(JSON.parse(body));
        res.writeHead(200).end('{}');
      });
    });
    await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', r));
  });
  afterAll(() => new Promise((r) => gateway.close(r)));

  it('seeds no demo data and sends SMS codes through the gateway, never into the log', async () => {
    const gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cailiao-prod-'));
    const server = production({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'trace',
      SMS_PROVIDER: 'http',
      SMS_URL: gatewayUrl,
      SMS_API_KEY: 'gw-key-for-tests',
      SMS_TEMPLATE: 'SMS_0001',
    });
    await waitUntilUp(server);
    expect(server.output()).toContain('production mode');
    expect(server.output()).not.toContain('demo123');
    expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
    expect(await (await fetch(`${server.base}/readyz`)).json()).toMatchObject({ status: 'ready' });

    const demoLogin = await post(server.base, '/api/auth/login', { username: 'demo', password: 'demo123' });
    expect(demoLogin.status).toBe(401);

    const sent = await post(server.base, '/api/sms/send', { phone: '13600136000', type: 'register' });
    expect(sent.status).toBe(200);
    expect(delivered).toHaveLength(1);
    const code = delivered[0]!.params.code;
    expect(code).toMatch(/^\d{6}$/);

    const username = `prod${Date.now() % 1e6}`;
    const registered = await post(server.base, '/api/auth/register', {
      username,
      password: 'secret123',
      phone: '13600136000',
      smsCode: code,
    });
    expect(registered.status).toBe(200);
    const { data } = await registered.json();
    const channels = await fetch(`${server.base}/api/recharge/channels`, { headers: bearer(data.token) });
    expect((await channels.json()).data).toEqual([]);

    expect(await server.stop()).toBe(0);
    expect(server.output()).toContain('/api/sms/send'); // requests were logged…
    expect(server.output()).not.toContain(code); // …and none holds the code

    // No operator is seeded: the first one is a registered player granted the role.
    const grant = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/scripts/grant-operator.ts', username],
      { cwd: path.resolve(import.meta.dirname, '../../..'), env: { ...process.env, DATA_DIR: dataDir } },
    );
    expect(grant.status).toBe(0);
    expect(grant.stdout.toString()).toContain(
      `${username} (id ${data.user.id}) is an operator (super_admin)`,
    );
    expect(grant.stdout.toString()).toMatch(/initial console password \(keep it secret\): \S{16}/);
  }, 90_000);

  it('npm run serve passes SIGTERM on, and the server shuts down gracefully', async () => {
    // Process managers and `docker stop` signal npm; without `exec` in the script the shell
    // between npm and the server would swallow it and the server would be killed mid-request.
    const port = randomPort();
    const child = spawn('npm', ['run', 'serve'], {
      cwd: path.resolve(import.meta.dirname, '../../..'),
      env: {
        ...process.env,
        DEMO: undefined,
        SMS_PROVIDER: undefined,
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cailiao-serve-')),
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true, // its own process group, so a failed test can stop npm's children too
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    const server = { child, base: `http://127.0.0.1:${port}`, output: () => output };
    try {
      await waitUntilUp(server);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(output).toContain('"msg":"shutting down"');
      await expect(fetch(`${server.base}/healthz`)).rejects.toThrow();
    } finally {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // the group is gone: the server shut down
      }
    }
  }, 60_000);

  it('refuses to start while a demo account keeps its published password', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cailiao-prod-demo-'));
    const left = await openPglite(path.join(dataDir, 'pglite'));
    await seedDemo(left.db);
    await left.close();

    const server = production({ DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('refuses to start without DEMO=1');
    expect(server.output()).toContain('demo account "demo" still accepts its published password');
    expect(server.output()).toContain('demo account "admin"');
  }, 60_000);

  it('refuses to start with a published secret, before connecting with it', async () => {
    const server = production({ DATABASE_URL: 'postgres://cailiao:change-me@127.0.0.1:9/cailiao' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('DATABASE_URL: the database password is a well-known default');
    expect(server.output()).not.toContain('ECONNREFUSED');
  }, 30_000);

  it('refuses the log SMS provider without DEMO, with a one-line reason', async () => {
    const server = production({ SMS_PROVIDER: 'log' });
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toBe(
      'Invalid configuration:\nSMS_PROVIDER: log writes verification codes to the log; it is for demo mode (DEMO=1) only',
    );
  }, 30_000);
});
