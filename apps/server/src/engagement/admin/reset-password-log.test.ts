import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generate } from 'otplib';
import { afterAll, describe, expect, it } from 'vitest';
import { randomPort, type ServerProcess, spawnServer, waitUntilUp } from '../../test/server-process.ts';

// The temporary password of a reset is answered once to the operator and nowhere else: the real
// process at its most talkative log level prints it nowhere.
let server: ServerProcess | undefined;
afterAll(() => server?.stop());

describe('reset password, in the log', () => {
  it('never prints the temporary password', async () => {
    server = spawnServer(randomPort(30000), {
      LOG_LEVEL: 'trace',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cailiao-reset-log-')),
      RATE_LIMITS: 'off',
      CAPTCHA: 'off',
      DEMO: '1',
      SCHEDULER: 'off',
    });
    await waitUntilUp(server);
    const call = async <T>(method: string, url: string, body?: unknown, token?: string) => {
      const res = await fetch(`${server?.base}${url}`, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return ((await res.json()) as { data: T }).data;
    };
    const player = await call<{ user: { id: number } }>('POST', '/api/auth/register', {
      username: `rst${Date.now().toString(36)}`,
      password: 'Old-pass-9081',
    });
    // The demo super admin signs in to the console: password, then the second factor.
    const creds = { username: 'admin', password: 'admin123' };
    const { secret } = await call<{ secret: string }>('POST', '/api/admin/session', creds);
    const signedIn = await call<{ token: string }>('POST', '/api/admin/session/enrol', {
      ...creds,
      code: await generate({ secret }),
    });
    const { temporaryPassword: temporary } = await call<{ temporaryPassword: string }>(
      'POST',
      `/api/admin/players/${player.user.id}/reset-password`,
      { reason: '玩家来电' },
      signedIn.token,
    );
    expect(temporary).toMatch(/^[A-Za-z0-9]{10}$/);
    await server.stop();
    const log = server.output();
    expect(log.length).toBeGreaterThan(1000);
    expect(log.includes(temporary), 'temporary password in the log').toBe(false);
  }, 120_000);
});
