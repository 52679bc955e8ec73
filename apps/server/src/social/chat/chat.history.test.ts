import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { as, befriend, newPlayer, type Player } from './chat-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const history = (p: Player, targetId: number, query = '', type = 'PRIVATE') =>
  as(t.app, p).get(`/api/chat/messages/history?targetId=${targetId}&type=${type}${query}`);

describe('history', () => {
  it('pages newest first in ascending order, with afterSeq, beforeSeq, keyword, type and dates', async () => {
    const c = await newPlayer(t.app);
    const d = await newPlayer(t.app);
    await befriend(t.app, c, d);
    for (let i = 1; i <= 25; i++)
      await as(t.app, c).post('/api/chat/messages', {
        toUserId: d.id,
        content: i === 7 ? '关键字 apple' : `第${i}条`,
      });
    await as(t.app, c).post('/api/chat/messages', {
      toUserId: d.id,
      messageType: 'EMOJI',
      content: '[鼓掌]',
    });

    const p1 = await history(d, c.id);
    expect(p1.body.data.list).toHaveLength(20);
    expect(p1.body.data.list[19].seq).toBe(27);
    expect(p1.body.data.list[0].seq).toBe(8);
    expect(p1.body.data).toMatchObject({
      hasMore: true,
      lastSeq: 27,
      pagination: { page: 1, limit: 20, total: 27, totalPages: 2 },
    });
    const older = await history(d, c.id, '&beforeSeq=8&pageSize=5');
    expect(older.body.data.list.map((m: { seq: number }) => m.seq)).toEqual([3, 4, 5, 6, 7]);
    const after = await history(d, c.id, '&afterSeq=24');
    expect(after.body.data.list.map((m: { seq: number }) => m.seq)).toEqual([25, 26, 27]);
    const kw = await history(d, c.id, '&keyword=APPLE');
    expect(kw.body.data.list.map((m: { content: string }) => m.content)).toEqual(['关键字 apple']);
    const emoji = await history(d, c.id, '&messageType=emoji');
    expect(emoji.body.data.list).toHaveLength(1);
    const lower = await as(t.app, d).get(
      `/api/chat/messages/history?targetId=${c.id}&type=private&startDate=2000-01-01&endDate=2000-01-02`,
    );
    expect(lower.body.data.list).toHaveLength(0);
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10); // Asia/Shanghai
    const dated = await history(
      d,
      c.id,
      `&startDate=${new Date(Date.now() - 86_400_000).toISOString()}&endDate=${today}&pageSize=100`,
    );
    expect(dated.body.data.list.length).toBeGreaterThan(0);
    expect((await history(d, c.id, '&type=nope')).status).toBe(400);
  });
});

describe('read state and unread counts', () => {
  it('derives unread from seqs and moves per member', async () => {
    const c = await newPlayer(t.app);
    const d = await newPlayer(t.app);
    await befriend(t.app, c, d);
    for (let i = 0; i < 3; i++)
      await as(t.app, c).post('/api/chat/messages', { toUserId: d.id, content: `x${i}` });
    const conv = async (p: Player) => (await as(t.app, p).get('/api/chat/conversations')).body.data;
    expect((await conv(d)).list[0]).toMatchObject({ unreadCount: 4, lastSeq: 4, readSeq: 0 });
    expect((await conv(c)).list[0]).toMatchObject({ unreadCount: 0, peerReadSeq: 0 });
    expect((await conv(d)).totalUnread).toBe(4);

    const partial = await as(t.app, d).put('/api/chat/messages/read', {
      targetId: c.id,
      type: 'private',
      seq: 2,
    });
    expect(partial.body.data).toMatchObject({ readSeq: 2, unreadCount: 2 });
    const all = await as(t.app, d).put('/api/chat/messages/read', { targetId: c.id, type: 'PRIVATE' });
    expect(all.body.data).toMatchObject({ readSeq: 4, unreadCount: 0 });
    expect((await conv(c)).list[0].peerReadSeq).toBe(4);
    // Reading backwards never moves the position back.
    expect(
      (await as(t.app, d).put('/api/chat/messages/read', { targetId: c.id, type: 'PRIVATE', seq: 1 })).body
        .data.readSeq,
    ).toBe(4);
    // My own messages never count as unread for me.
    await as(t.app, d).post('/api/chat/messages', { toUserId: c.id, content: '收到' });
    expect((await conv(d)).list[0].unreadCount).toBe(0);
    expect((await conv(c)).list[0].unreadCount).toBe(1);
  });
});
