import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, spawnServer, waitUntilUp } from './test/server-process.ts';
import { connectSocket } from './test/ws-client.ts';

// The real entry point as a process: embedded database, DATA_DIR lock, graceful SIGTERM.
// PostgreSQL runs do not add anything here, so this file runs on the PGlite project only.
const run = process.env.TEST_DB_ENGINE === 'postgres' ? describe.skip : describe;
const children: ServerProcess[] = [];

function start(dataDir: string, port: number) {
  const server = spawnServer(port, { DATA_DIR: dataDir, DEMO: '1' });
  children.push(server);
  return server;
}

afterAll(() => {
  for (const c of children) if (c.child.exitCode === null) c.child.kill('SIGKILL');
});

run('server process', () => {
  it('refuses a second process on the same DATA_DIR, and shuts down gracefully on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cailiao-main-'));
    const port = 20000 + Math.floor(Math.random() * 20000);
    const first = start(dataDir, port);
    await waitUntilUp(first);
    expect(first.output()).toContain('demo / demo123');
    expect(existsSync(path.join(dataDir, '.lock'))).toBe(true);

    const second = start(dataDir, port + 1);
    expect(await second.exited).not.toBe(0);
    expect(second.output()).toContain('is in use by process');

    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password: 'demo123' }),
    });
    const { data } = await login.json();
    const socket = await connectSocket(`ws://127.0.0.1:${port}/ws?token=${data.token}`);
    await socket.next((f) => f.type === 'connection');

    first.child.kill('SIGTERM');
    expect((await socket.closed).code).toBe(1001);
    expect(await first.exited).toBe(0);
    expect(existsSync(path.join(dataDir, '.lock'))).toBe(false);

    // The data survives a restart: the demo account logs in again and nothing is seeded twice.
    const again = start(dataDir, port + 2);
    await waitUntilUp(again);
    const relogin = await fetch(`http://127.0.0.1:${port + 2}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password: 'demo123' }),
    });
    expect(relogin.status).toBe(200);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 120_000);
});
