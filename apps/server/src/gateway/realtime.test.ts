import { once } from 'node:events';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerPlayer, type TestApp } from '../test/test-app.ts';
import { connectSocket } from '../test/ws-client.ts';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = address.replace('http', 'ws');
});
afterAll(() => t.close());

describe('real-time gateway', () => {
  it('authenticates with ?token on /api/ws/chat and answers heartbeats with the same timestamp', async () => {
    const p = await registerPlayer(t.app);
    const s = await connectSocket(`${base}/api/ws/chat?token=${p.token}&platform=h5&version=1.0.0`);
    const hello = await s.next((f) => f.type === 'connection');
    expect(hello.data).toEqual({ status: 'connected', userId: p.user.id });
    s.send({ type: 'heartbeat', timestamp: 12345 });
    expect((await s.next((f) => f.type === 'heartbeat_response')).data).toEqual({ timestamp: 12345 });
    s.send({ type: 'ping', timestamp: 777 });
    expect(
      (await s.next((f) => f.type === 'heartbeat_response' && f.data.timestamp === 777)).data.timestamp,
    ).toBe(777);
    s.ws.close(1000);
  });

  it('answers an upgrade to any other path 404 and closes its socket; API routes run no socket hooks', async () => {
    const { port } = new URL(base);
    for (const path of ['/api/system/config', '/api/ws/chat/x', '/wss', '/nowhere?x=/ws']) {
      const socket = connect(Number(port), '127.0.0.1');
      socket.write(
        `GET ${path} HTTP/1.1\r\nhost: localhost\r\nconnection: upgrade\r\nupgrade: websocket\r\n` +
          'sec-websocket-version: 13\r\nsec-websocket-key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
      );
      let answer = '';
      socket.on('data', (chunk) => {
        answer += chunk.toString();
      });
      await once(socket, 'close');
      expect(answer.split('\r\n')[0], path).toBe('HTTP/1.1 404 Not Found');
    }
    // The plugin's request flag exists in the sockets' scope only.
    const config = await t.app.inject({ url: '/api/system/config' });
    expect(config.statusCode).toBe(200);
    expect(t.app.hasRequestDecorator('ws')).toBe(false);
  });

  it('keeps nothing of the upgrade request on an open socket (heap per idle socket)', async () => {
    const p = await registerPlayer(t.app);
    const s = await connectSocket(`${base}/api/ws/chat?token=${p.token}`);
    await s.next((f) => f.type === 'connection');
    const server = [...t.app.websocketServer.clients] as unknown as {
      listeners(event: string): ((...args: unknown[]) => void)[];
      _socket: { _httpMessage?: unknown };
    }[];
    expect(server.length).toBeGreaterThan(0);
    for (const socket of server) {
      // The HTTP response of the upgrade no longer hangs off the TCP socket (it held the request)…
      expect(socket._socket._httpMessage ?? null).toBeNull();
      // …and the one error listener is the gateway's, not the plugin's closure over request and reply.
      expect(socket.listeners('error').map((l) => l.name)).toEqual(['onSocketError']);
    }
    s.ws.close(1000);
  });

  it("answers a client's connection frame (SPEC.md §7), even one sent before its token was checked", async () => {
    const p = await registerPlayer(t.app);
    const s = await connectSocket(`${base}/api/ws/chat?token=${p.token}&platform=h5&version=1.0.0`);
    // The web client sends it as soon as the socket opens, racing the server's hello.
    s.send({ type: 'connection', data: { platform: 'h5', version: '1.0.0' }, timestamp: Date.now() });
    await s.next(
      (f) => f.type === 'connection' && s.frames.filter((x) => x.type === 'connection').length === 2,
    );
    const hellos = s.frames.filter((f) => f.type === 'connection');
    expect(hellos.map((f) => f.data)).toEqual([
      { status: 'connected', userId: p.user.id },
      { status: 'connected', userId: p.user.id },
    ]);
    expect(s.frames.some((f) => f.type === 'error')).toBe(false);
    s.ws.close(1000);
  });

  it("answers read_message with message_read on the reader's own socket, and a bad one with an error", async () => {
    const [a, b] = [await registerPlayer(t.app), await registerPlayer(t.app)];
    const call = (who: typeof a, method: 'POST' | 'PUT', url: string, payload: object) =>
      t.app.inject({ method, url, headers: bearer(who.token), payload }).then((r) => r.json());
    const request = await call(a, 'POST', '/api/chat/friends/request', { friendId: b.user.id });
    await call(b, 'PUT', `/api/chat/friends/request/${request.data.request.id}/accept`, {});
    const sent = await call(a, 'POST', '/api/chat/messages', { toUserId: b.user.id, content: '在吗' });
    const s = await connectSocket(`${base}/api/ws/chat?token=${b.token}`);
    await s.next((f) => f.type === 'connection');
    s.send({ type: 'read_message', data: { targetId: a.user.id, type: 'PRIVATE', seq: sent.data.seq } });
    const read = await s.next((f) => f.type === 'message_read');
    expect(read.data).toMatchObject({
      conversationId: sent.data.conversationId,
      userId: b.user.id,
      readSeq: sent.data.seq,
    });
    s.send({ type: 'read_message', data: { type: 'PRIVATE' } });
    expect((await s.next((f) => f.type === 'error')).data.code).toBe('INVALID_FRAME');
    s.ws.close(1000);
  });

  it('authenticates with a bearer header on /ws', async () => {
    const p = await registerPlayer(t.app);
    const s = await connectSocket(`${base}/ws`, bearer(p.token));
    expect((await s.next((f) => f.type === 'connection')).data.status).toBe('connected');
    s.ws.close(1000);
  });

  it('refuses a missing or bad token with auth_failed and close code 4401', async () => {
    for (const url of [`${base}/ws`, `${base}/api/ws/chat?token=nonsense`]) {
      const s = await connectSocket(url);
      expect((await s.next((f) => f.type === 'connection')).data.status).toBe('auth_failed');
      expect((await s.closed).code).toBe(4401);
    }
  });

  it('answers invalid frames with an error frame and keeps the connection', async () => {
    const p = await registerPlayer(t.app);
    const s = await connectSocket(`${base}/ws?token=${p.token}`);
    await s.next((f) => f.type === 'connection');
    for (const bad of [
      'not json',
      '[1,2]',
      '"str"',
      '{"type":5}',
      '{"data":1}',
      '{"type":"heartbeat","timestamp":-1}',
      'null',
    ]) {
      s.send(bad);
    }
    await new Promise((r) => setTimeout(r, 300));
    expect(s.frames.filter((f) => f.type === 'error')).toHaveLength(7);
    s.send({ type: 'heartbeat', timestamp: 1 });
    await s.next((f) => f.type === 'heartbeat_response');
    expect(s.ws.readyState).toBe(s.ws.OPEN);
    s.ws.close(1000);
  });

  it('closes a flooding socket with 4429', async () => {
    const p = await registerPlayer(t.app);
    const s = await connectSocket(`${base}/ws?token=${p.token}`);
    await s.next((f) => f.type === 'connection');
    for (let i = 0; i < 200; i++) s.send({ type: 'heartbeat', timestamp: i + 1 });
    expect((await s.closed).code).toBe(4429);
  });

  it('closes the socket of a session when it logs out, and refuses the old token afterwards', async () => {
    const p = await registerPlayer(t.app);
    const s = await connectSocket(`${base}/api/ws/chat?token=${p.token}`);
    await s.next((f) => f.type === 'connection');
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(p.token) });
    expect((await s.closed).code).toBe(4401);
    const again = await connectSocket(`${base}/api/ws/chat?token=${p.token}`);
    expect((await again.next((f) => f.type === 'connection')).data.status).toBe('auth_failed');
  });
});
