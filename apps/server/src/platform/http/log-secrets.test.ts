import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { randomPort, type ServerProcess, spawnServer, waitUntilUp } from '../../test/server-process.ts';
import { connectSocket } from '../../test/ws-client.ts';
import { redactedUrl } from './log-redaction.ts';

describe('redactedUrl', () => {
  it('keeps the path and the parameter names, never a value', () => {
    expect(redactedUrl('/api/ws/chat?token=abc123&platform=h5')).toBe(
      '/api/ws/chat?token=[redacted]&platform=[redacted]',
    );
    expect(redactedUrl('/api/user/info')).toBe('/api/user/info');
  });
});

// A full journey against the real process at the most talkative log level: no password, token,
// withdraw password or code may appear anywhere in what it printed.
let server: ServerProcess | undefined;
// The SMS gateway: it receives the codes the server sends, as a phone would.
const smsBodies: { phone: string; params: { code: string } }[] = [];
const gateway = createServer((req, res) => {
  let text = '';
  req.on('data', (chunk) => {
    text += chunk;
  });
  req.on('end', () => {
    smsBodies.push(JSON.parse(text));
    res.end('{"ok":true}');
  });
});
afterAll(async () => {
  await server?.stop();
  gateway.close();
});

describe('the log of a full journey', () => {
  it('holds no secret', async () => {
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const smsKey = 'sms-key-7f3a9c21';
    server = spawnServer(randomPort(30000), {
      LOG_LEVEL: 'trace',
      SMS_PROVIDER: 'http',
      SMS_URL: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms`,
      SMS_API_KEY: smsKey,
      SMS_TEMPLATE: 'SMS_T1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cailiao-logs-')),
      RATE_LIMITS: 'off',
      DEMO: '0',
      SCHEDULER: 'off',
    });
    await waitUntilUp(server);
    const base = server.base;
    const call = async (method: string, url: string, body?: unknown, token?: string) => {
      const res = await fetch(`${base}${url}`, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await res.json()) as { success: boolean; data: any };
    };
    const username = `log${Date.now().toString(36)}`;
    const password = 'Sekret-pass-771';
    const registered = await call('POST', '/api/auth/register', {
      username,
      password,
      confirmPassword: password,
    });
    expect(registered.success).toBe(true);
    const login = await call('POST', '/api/auth/login', { username, password });
    const token = login.data.token as string;
    await call('POST', '/api/withdraw/password/set', { password: '918273' }, token);
    await call('POST', '/api/withdraw/password/verify', { password: '918273' }, token);
    await call(
      'POST',
      '/api/user/change-password',
      { oldPassword: password, newPassword: 'Another-pass-552' },
      token,
    );
    const relogin = await call('POST', '/api/auth/login', { username, password: 'Another-pass-552' });
    const fresh = relogin.data.token as string;
    const socket = await connectSocket(
      `${base.replace('http', 'ws')}/api/ws/chat?token=${fresh}&platform=h5`,
    );
    await socket.next((f) => f.type === 'connection');
    socket.ws.close(1000);
    // The web client's way in: a single-use ticket in the socket address.
    const ticket = (await call('POST', '/api/auth/socket-ticket', {}, fresh)).data.ticket as string;
    const byTicket = await connectSocket(
      `${base.replace('http', 'ws')}/api/ws/chat?token=${ticket}&platform=h5`,
    );
    expect((await byTicket.next((f) => f.type === 'connection')).data.status).toBe('connected');
    byTicket.ws.close(1000);
    // A player registering by phone with the SMS code the gateway delivered.
    // Unique per run: the PostgreSQL project's servers may share one database with other runs of this file.
    const phone = `139${String(Date.now()).slice(-8)}`;
    const sentBefore = smsBodies.length;
    expect((await call('POST', '/api/sms/send', { phone, type: 'register' })).success).toBe(true);
    // The gateway may hear of it after the answer: wait for this phone's message, not the last one.
    await expect
      .poll(() => smsBodies.slice(sentBefore).find((b) => b.phone === phone), { timeout: 15_000 })
      .toBeTruthy();
    const smsCode = smsBodies.slice(sentBefore).find((b) => b.phone === phone)!.params.code;
    expect(smsCode).toMatch(/^\d{4,8}$/);
    const byPhone = await call('POST', '/api/auth/register', {
      // A suffix, not a replaced last letter: the base-36 clock ends in 'p' one run in 36.
      username: `${username}_p`,
      password: 'Phone-pass-3141',
      phone,
      smsCode,
    });
    expect(byPhone.success, JSON.stringify(byPhone)).toBe(true);
    await call('GET', `/api/user/info?token=${fresh}`);
    await call('POST', '/api/auth/logout', {}, fresh);
    await server.stop();

    const log = server.output();
    expect(log.length).toBeGreaterThan(1000); // it did log, at trace level
    const secrets = [password, 'Another-pass-552', '918273', token, fresh, ticket, smsCode, smsKey];
    // A number secret (an SMS code, a withdraw PIN) counts only standing alone: the same six
    // digits inside a longer number (a timestamp, a port) are no leak, and matched by chance
    // about once in twenty runs.
    const logged = (secret: string) =>
      /^\d+$/.test(secret) ? new RegExp(`(?<!\\d)${secret}(?!\\d)`).test(log) : log.includes(secret);
    for (const secret of [...secrets, 'Phone-pass-3141', byPhone.data.token as string]) {
      expect(logged(secret), `secret found in log: ${secret.slice(0, 6)}…`).toBe(false);
    }
  }, 120_000);
});
