import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerPlayer, type TestApp } from '../../test/test-app.ts';

// Classes of input that used to reach PostgreSQL and answer 500: each is refused at the edge or by
// the shared contracts with a clear 400, on every route at once.
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await registerPlayer(t.app)).token;
});
afterAll(() => t?.close());

const raw = (method: 'POST' | 'PUT', url: string, payload: string) =>
  t.app.inject({ method, url, headers: { ...bearer(token), 'content-type': 'application/json' }, payload });

describe('input the database cannot hold', () => {
  it('a lone UTF-16 surrogate anywhere in a JSON body (values or keys) is a 400, not a 500', async () => {
    for (const [url, body] of [
      ['/api/log/error', '{"message":"boom \\ud800"}'],
      ['/api/chat/messages', '{"toUserId":1,"content":"\\udc00"}'],
      ['/api/feedback/submit', '{"type":"suggestion","content":"ok","extra":{"\\ud83d":"x"}}'],
    ] as const) {
      const res = await raw('POST', url, body);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: '请求内容包含无效的字符编码' });
    }
    // A well-formed pair (an emoji) is text like any other.
    const ok = await raw('POST', '/api/log/error', '{"message":"😀 坏了"}');
    expect(ok.statusCode).toBeLessThan(500);
    expect(ok.statusCode).not.toBe(400);
  });

  it('nesting deeper than any request needs is a 400', async () => {
    const deep = `${'{"a":'.repeat(200)}1${'}'.repeat(200)}`;
    const res = await raw('POST', '/api/log/error', deep);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('请求内容嵌套过深');
  });

  it('ids past the 32-bit columns, in a path, a query or a body, are a 400', async () => {
    const huge = '2147483648';
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: `/api/chat/groups/${huge}`, headers: bearer(token) }),
      // Bet ids are 64-bit: past what a JSON number holds exactly.
      t.app.inject({ method: 'GET', url: '/api/bets/9007199254740993', headers: bearer(token) }),
      t.app.inject({ method: 'GET', url: `/api/chat/friends?groupId=${huge}`, headers: bearer(token) }),
      t.app.inject({
        method: 'GET',
        url: `/api/chat/messages/history?targetId=${huge}&type=PRIVATE`,
        headers: bearer(token),
      }),
      raw('POST', '/api/chat/messages', `{"toUserId":${huge},"content":"hi"}`),
      raw('POST', '/api/withdraw/orders', `{"accountId":${huge},"amount":100,"withdrawPassword":"123456"}`),
    ]);
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().success).toBe(false);
    }
    const last = await t.app.inject({
      method: 'GET',
      url: '/api/chat/groups/2147483647',
      headers: bearer(token),
    });
    expect(last.statusCode).toBe(404);
  });
});
