import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newOperator, type TestOperator } from '../../test/operator-kit.ts';
import { bearer, createTestApp, registerPlayer, type TestApp } from '../../test/test-app.ts';
import { connectSocket } from '../../test/ws-client.ts';

// 踢下线 and 重置密码 close the player's open sockets at once, as a freeze does (SessionRevoked).
let t: TestApp;
let ws: string;
let support: TestOperator;
beforeAll(async () => {
  t = await createTestApp();
  ws = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
  support = await newOperator(t, 'support');
});
afterAll(() => t?.close());

const open = async (token: string) => {
  const socket = await connectSocket(`${ws}/api/ws/chat?token=${token}&platform=h5&version=1.0.0`);
  expect((await socket.next((f) => f.type === 'connection')).data.status).toBe('connected');
  return socket;
};

describe("a player's open sockets", () => {
  it.each(['revoke-sessions', 'reset-password'])('close on %s', async (action) => {
    const p = await registerPlayer(t.app);
    const socket = await open(p.token);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/players/${p.user.id}/${action}`,
      headers: bearer(support.token),
      payload: { reason: '异常登录' },
    });
    expect(res.statusCode).toBe(200);
    const frame = await socket.next((f) => f.type === 'connection' && f.data.status === 'auth_failed');
    expect(frame.data.reason).toBe('session_revoked');
    expect((await socket.closed).reason).toBe('session revoked');
  });
});
