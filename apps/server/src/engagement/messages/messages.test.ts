import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMoneyApp,
  demoRecharge,
  get,
  newAdmin,
  newPlayer,
  newWithdrawer,
  type Player,
  post,
} from '../../money/wallet/money-test-kit.ts';
import type { TestApp } from '../../test/test-app.ts';
import { bearer } from '../../test/test-app.ts';
import { connectSocket, type TestSocket } from '../../test/ws-client.ts';

let t: TestApp;
let admin: Player;
let base: string;
const sockets: TestSocket[] = [];
beforeAll(async () => {
  t = await createMoneyApp({
    withdraw: { minFen: 1_000, maxFen: 5_000_000, dailyCount: 50, feeBps: 0, feeMinFen: 0, feeMaxFen: 0 },
  });
  admin = await newAdmin(t);
  base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
});
afterAll(async () => {
  for (const s of sockets) s.ws.close();
  await t.close();
});

const put = (token: string, url: string, payload?: unknown) =>
  t.app.inject({
    method: 'PUT',
    url,
    headers: bearer(token),
    ...(payload ? { payload: payload as object } : {}),
  });
const inbox = async (token: string, qs = '') => (await get(t, token, `/api/messages${qs}`)).json().data;
const unread = async (token: string) => (await get(t, token, '/api/messages/unread-count')).json().data;
const settled = () => t.app.engagement.settled();

describe('the server writes a message for each event a player cares about', () => {
  it('recharge credited: a message, pushed at once as a system_notification frame', async () => {
    const p = await newPlayer(t);
    const socket = await connectSocket(`${base}/ws?token=${p.token}`);
    sockets.push(socket);
    await socket.next((f) => f.type === 'connection');
    const order = await demoRecharge(t, p.token, 100);
    const frame = await socket.next((f) => f.type === 'system_notification');
    expect(frame.data).toMatchObject({
      kind: 'player_message',
      title: '充值到账',
      content: expect.stringContaining('100元已到账'),
      data: { message: { kind: 'recharge', isRead: false }, unread: 1 },
    });
    expect(frame.data.content).toContain(order.orderNo);
    await settled();
    expect((await inbox(p.token)).list).toHaveLength(1);
  });

  it('withdrawal approved, and rejected with the reason', async () => {
    const p = await newWithdrawer(t, 1_000);
    const make = async () =>
      (
        await post(t, p.token, '/api/withdraw/orders', {
          accountId: p.accountId,
          amount: 100,
          withdrawPassword: '123456',
        })
      ).json().data;
    const a = await make();
    const b = await make();
    expect((await post(t, admin.token, `/api/admin/withdraw/orders/${a.id}/approve`)).statusCode).toBe(200);
    expect(
      (await post(t, admin.token, `/api/admin/withdraw/orders/${b.id}/reject`, { reason: '账户信息有误' }))
        .statusCode,
    ).toBe(200);
    await settled();
    const list = (await inbox(p.token)).list;
    expect(list.map((m: { title: string }) => m.title)).toEqual(['提现未通过', '提现成功']);
    expect(list[0].content).toContain('原因：账户信息有误');
    expect(list[0].kind).toBe('withdraw');
  });
});

describe('GET /api/messages, detail, read and batch read', () => {
  it('pages the inbox newest first, counts unread, reads one and then all', async () => {
    const p = await newPlayer(t);
    for (const amount of [10, 20, 30]) await demoRecharge(t, p.token, amount);
    await settled();
    const page1 = await inbox(p.token, '?page=1&limit=2');
    expect(page1.pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
    expect(page1.list[0].content).toContain('30元');
    expect((await inbox(p.token, '?page=9')).list).toEqual([]);
    expect(await unread(p.token)).toMatchObject({ messages: 3 });

    const id = page1.list[0].id;
    const detail = (await get(t, p.token, `/api/messages/${id}`)).json().data;
    expect(detail).toMatchObject({ id, title: '充值到账', isRead: false });
    expect((await put(p.token, `/api/messages/${id}/read`)).json().data.isRead).toBe(true);
    expect((await unread(p.token)).messages).toBe(2);
    expect((await inbox(p.token, '?isRead=false')).pagination.total).toBe(2);

    const batch = await put(p.token, '/api/messages/batch/read', {});
    expect(batch.json()).toMatchObject({ message: '已全部标记为已读', data: { updated: 2 } });
    expect((await unread(p.token)).messages).toBe(0);
  });

  it('keeps each inbox private: another player’s message is 404 and batch read skips it', async () => {
    const a = await newPlayer(t);
    const b = await newPlayer(t);
    await demoRecharge(t, a.token, 10);
    await settled();
    const [msg] = (await inbox(a.token)).list;
    expect((await get(t, b.token, `/api/messages/${msg.id}`)).statusCode).toBe(404);
    expect((await put(b.token, `/api/messages/${msg.id}/read`)).statusCode).toBe(404);
    expect((await put(b.token, '/api/messages/batch/read', { ids: [msg.id] })).json().data.updated).toBe(0);
    expect((await unread(a.token)).messages).toBe(1);
    expect((await get(t, a.token, '/api/messages/abc')).statusCode).toBe(400);
    expect((await get(t, a.token, '/api/messages/999999999')).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/messages' })).statusCode).toBe(401);
  });
});

describe('notices', () => {
  it('lists published notices with the popup flag; read once per player', async () => {
    const created = await post(t, admin.token, '/api/admin/notices', {
      title: '系统维护通知',
      content: '今晚02:00-04:00系统维护。',
      isPopup: true,
    });
    expect(created.statusCode, created.body).toBe(200);
    const noticeId = created.json().data.noticeId;
    await post(t, admin.token, '/api/admin/notices', {
      title: '未来的公告',
      content: '尚未发布',
      publishedAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const p = await newPlayer(t);
    const list = (await get(t, p.token, '/api/notice/list')).json().data;
    expect(list.list.map((n: { title: string }) => n.title)).toEqual(['系统维护通知']);
    expect(list.list[0]).toMatchObject({ noticeId, isPopup: true, isRead: false });
    expect((await unread(p.token)).notices).toBe(1);
    expect((await get(t, p.token, '/api/notice/list?popup=true&isRead=false')).json().data.list).toHaveLength(
      1,
    );

    const detail = await get(t, p.token, `/api/notice/detail?noticeId=${noticeId}`);
    expect(detail.json().data).toMatchObject({ title: '系统维护通知', content: '今晚02:00-04:00系统维护。' });
    const read = await post(t, p.token, '/api/notice/read', { noticeId });
    expect(read.json().data.isRead).toBe(true);
    expect((await post(t, p.token, '/api/notice/read', { noticeId })).statusCode).toBe(200);
    expect((await get(t, p.token, '/api/notice/list?popup=true&isRead=false')).json().data.list).toEqual([]);
    expect(await unread(p.token)).toMatchObject({ notices: 0 });

    // A guest sees notices (unread); only players mark them.
    expect((await t.app.inject({ url: '/api/notice/list' })).json().data.list[0].isRead).toBe(false);
    expect((await post(t, p.token, '/api/notice/read', { noticeId: 999_999 })).statusCode).toBe(404);
    expect((await get(t, p.token, '/api/notice/detail?noticeId=x')).statusCode).toBe(400);
    expect((await post(t, p.token, '/api/admin/notices', { title: 'x', content: 'y' })).statusCode).toBe(403);
  });
});
