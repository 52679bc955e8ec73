import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HttpSmsProvider } from './sms-http.ts';

// A local stand-in for an SMS gateway: answers each request with the next scripted reply.
type Reply = { status: number; body?: string } | 'hang';
let server: Server;
let url = '';
let replies: Reply[] = [];
let received: { headers: IncomingMessage['headers']; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      const reply = replies.shift() ?? { status: 200 };
      if (reply === 'hang') return; // never answers: the client's timeout must fire
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(reply.body ?? '{"ok":true}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms/send`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});
beforeEach(() => {
  replies = [];
  received = [];
});

function provider(retries = 2) {
  const lines: unknown[] = [];
  const log = { warn: (o: unknown) => void lines.push(o), error: (o: unknown) => void lines.push(o) };
  const sms = new HttpSmsProvider(
    { provider: 'http', url, apiKey: 'key-123', template: 'SMS_REGISTER', timeoutMs: 200, retries },
    log,
    { sleep: async () => {} },
  );
  return { sms, logged: () => JSON.stringify(lines) };
}

describe('HttpSmsProvider', () => {
  it('posts the phone, template and code with the key as a bearer token', async () => {
    const { sms, logged } = provider();
    await sms.send('13800138000', '482913', 'register');
    expect(received).toHaveLength(1);
    expect(received[0]!.headers.authorization).toBe('Bearer key-123');
    expect(received[0]!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(received[0]!.body)).toEqual({
      phone: '13800138000',
      template: 'SMS_REGISTER',
      params: { code: '482913', purpose: 'register' },
    });
    expect(logged()).toBe('[]');
  });

  it('retries 5xx, 429 and timeouts, then succeeds', async () => {
    replies = [{ status: 502 }, { status: 429 }, 'hang', { status: 200 }];
    const { sms, logged } = provider(3);
    await sms.send('13800138000', '111222', 'register');
    expect(received).toHaveLength(4);
    expect(logged()).toContain('HTTP 502');
    expect(logged()).toContain('no answer within 200 ms');
  });

  it('gives up after the retries with SMS_UNAVAILABLE, never logging the code or the answer', async () => {
    replies = [
      { status: 500, body: '{"echo":"333444"}' },
      { status: 500, body: '{"echo":"333444"}' },
      { status: 500, body: '{"echo":"333444"}' },
    ];
    const { sms, logged } = provider(2);
    await expect(sms.send('13800138000', '333444', 'register')).rejects.toMatchObject({
      kind: 'unavailable',
      code: 'SMS_UNAVAILABLE',
    });
    expect(received).toHaveLength(3);
    expect(logged()).not.toContain('333444');
    expect(logged()).not.toContain('13800138000');
    expect(logged()).toContain('138****8000');
  });

  it('does not retry a refusal (4xx)', async () => {
    replies = [{ status: 401 }];
    const { sms } = provider(2);
    await expect(sms.send('13800138000', '555666', 'register')).rejects.toMatchObject({
      code: 'SMS_UNAVAILABLE',
    });
    expect(received).toHaveLength(1);
  });

  it('treats an unreachable gateway as a retryable network error', async () => {
    const lines: string[] = [];
    const sms = new HttpSmsProvider(
      {
        provider: 'http',
        url: 'http://127.0.0.1:9/sms',
        apiKey: 'k',
        template: 't',
        timeoutMs: 500,
        retries: 1,
      },
      {
        warn: (o: unknown) => void lines.push(JSON.stringify(o)),
        error: (o: unknown) => void lines.push(JSON.stringify(o)),
      },
      { sleep: async () => {} },
    );
    await expect(sms.send('13800138000', '777888', 'register')).rejects.toMatchObject({
      code: 'SMS_UNAVAILABLE',
    });
    expect(lines).toHaveLength(2);
    expect(lines.join()).toContain('network error');
  });
});
