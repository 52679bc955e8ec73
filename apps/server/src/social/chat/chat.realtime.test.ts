import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { as, befriend, groupOf, newPlayer, type Player, sleep, TestSocket } from './chat-test-kit.ts';

let t: TestApp;
let base: string;
const sockets: TestSocket[] = [];
const open = async (p: Player) => {
  const s = await TestSocket.open(base, p.token);
  sockets.push(s);
  return s;
};

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
  await t.close();
});

describe('delivery over real sockets', () => {
  it('delivers a private message to the receiver and the sender’s own sockets', async () => {
    const a = await newPlayer(t.app);
    const b = await newPlayer(t.app);
    await befriend(t.app, a, b);
    const [sa, sb] = [await open(a), await open(b)];
    const sent = await as(t.app, a).post('/api/chat/messages', {
      toUserId: b.id,
      content: '实时到达',
      clientMsgId: 'rt-1',
    });
    const got = await sb.next('new_message', (d) => d.messageId === sent.body.data.messageId);
    expect(got.data).toMatchObject({
      content: '实时到达',
      seq: sent.body.data.seq,
      fromUser: { id: a.id },
      clientMsgId: 'rt-1',
    });
    expect(got.timestamp).toBeGreaterThan(0);
    await sa.next('new_message', (d) => d.messageId === sent.body.data.messageId);
  });

  it('delivers a group message to every member and nobody else', async () => {
    const owner = await newPlayer(t.app);
    const m1 = await newPlayer(t.app);
    const m2 = await newPlayer(t.app);
    const outsider = await newPlayer(t.app);
    const g = await groupOf(t.app, owner, [m1, m2], '实时群');
    const [s1, s2, so] = [await open(m1), await open(m2), await open(outsider)];
    const sent = await as(t.app, owner).post('/api/chat/messages', { groupId: g.id, content: '大家好' });
    for (const s of [s1, s2]) {
      const f = await s.next('new_message', (d) => d.messageId === sent.body.data.messageId);
      expect(f.data).toMatchObject({
        conversationType: 'GROUP',
        conversationId: `group_${g.id}`,
        targetId: g.id,
        targetName: '实时群',
      });
    }
    await sleep(100);
    expect(so.of('new_message')).toHaveLength(0);
    const blocked = await as(t.app, outsider).post('/api/chat/messages', {
      groupId: g.id,
      content: '我能说话吗',
    });
    expect(blocked.status).toBe(403);
    expect(
      (await as(t.app, outsider).get(`/api/chat/messages/history?targetId=${g.id}&type=GROUP`)).status,
    ).toBe(403);
  });

  it('lets a reconnecting client fetch exactly what it missed by seq', async () => {
    const a = await newPlayer(t.app);
    const b = await newPlayer(t.app);
    await befriend(t.app, a, b);
    const sb = await open(b);
    const first = await as(t.app, a).post('/api/chat/messages', { toUserId: b.id, content: 'before' });
    const lastSeen = (await sb.next('new_message', (d) => d.messageId === first.body.data.messageId)).data
      .seq;
    sb.ws.terminate(); // network drop, no close handshake
    await sb.closed;
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        as(t.app, a).post('/api/chat/messages', { toUserId: b.id, content: `missed ${i}` }),
      ),
    );
    const again = await open(b);
    const live = await as(t.app, a).post('/api/chat/messages', { toUserId: b.id, content: 'after' });
    await again.next('new_message', (d) => d.messageId === live.body.data.messageId);
    const missed = await as(t.app, b).get(
      `/api/chat/messages/history?targetId=${a.id}&type=PRIVATE&afterSeq=${lastSeen}&pageSize=50`,
    );
    const seqs = missed.body.data.list.map((m: { seq: number }) => m.seq);
    expect(seqs).toEqual(Array.from({ length: 9 }, (_, i) => lastSeen + 1 + i));
    expect(missed.body.data.lastSeq).toBe(lastSeen + 9);
  });
});

describe('typing, read marks, recall and delete on the socket', () => {
  it('relays typing to the other member only when the sender may write there', async () => {
    const a = await newPlayer(t.app);
    const b = await newPlayer(t.app);
    const c = await newPlayer(t.app);
    await befriend(t.app, a, b);
    const [sa, sb] = [await open(a), await open(b)];
    sa.send({
      type: 'typing',
      data: { targetId: b.id, type: 'private', isTyping: true },
      timestamp: Date.now(),
    });
    const typing = await sb.next('typing');
    expect(typing.data).toMatchObject({
      userId: a.id,
      isTyping: true,
      conversationType: 'PRIVATE',
      targetId: a.id,
    });
    sa.send({ type: 'typing', data: { targetId: c.id, type: 'PRIVATE', isTyping: true } });
    expect((await sa.next('error', (d) => d.code === 'NOT_FRIENDS')).data.message).toMatch(/好友/);
    sa.send({ type: 'typing', data: { targetId: 99999, type: 'GROUP' } });
    await sa.next('error', (d) => d.code === 'NOT_FOUND');
    expect(sa.of('typing')).toHaveLength(0);
  });

  it('sends read marks, recall and delete to the right sockets', async () => {
    const a = await newPlayer(t.app);
    const b = await newPlayer(t.app);
    await befriend(t.app, a, b);
    const [sa, sa2, sb] = [await open(a), await open(a), await open(b)];
    const m = await as(t.app, a).post('/api/chat/messages', { toUserId: b.id, content: '读了吗' });
    await sb.next('new_message', (d) => d.messageId === m.body.data.messageId);

    sb.send({ type: 'read_message', data: { targetId: a.id, type: 'PRIVATE' } });
    const read = await sa.next('message_read', (d) => d.userId === b.id);
    expect(read.data).toMatchObject({ readSeq: m.body.data.seq, conversationId: m.body.data.conversationId });
    expect((await sa.next('messageStatusUpdate', (d) => d.status === 'read')).data.seq).toBe(m.body.data.seq);

    await as(t.app, a).del(`/api/chat/messages/${m.body.data.messageId}/recall`);
    for (const s of [sa, sb]) {
      const f = await s.next('message_recalled', (d) => d.messageId === m.body.data.messageId);
      expect(f.data.message).toMatchObject({ messageType: 'SYSTEM', isRecalled: true });
    }

    const m2 = await as(t.app, b).post('/api/chat/messages', { toUserId: a.id, content: '删我' });
    await as(t.app, a).del(`/api/chat/messages/${m2.body.data.messageId}/delete`);
    const del = await sa2.next('messageStatusUpdate', (d) => d.status === 'deleted');
    expect(del.data.messageIds).toEqual([m2.body.data.messageId]);
    await sleep(100);
    expect(sb.of('messageStatusUpdate').filter((f) => f.data.status === 'deleted')).toHaveLength(0);
  });

  it('announces friend requests', async () => {
    const a = await newPlayer(t.app);
    const c = await newPlayer(t.app);
    const [sa, sc] = [await open(a), await open(c)];
    const req = await as(t.app, c).post('/api/chat/friends/request', { friendId: a.id, message: '加个好友' });
    const got = await sa.next('friendRequest');
    expect(got.data).toMatchObject({
      action: 'received',
      request: { id: req.body.data.request.id, fromUser: { id: c.id }, message: '加个好友' },
    });
    await as(t.app, a).put(`/api/chat/friends/request/${req.body.data.request.id}/accept`, {});
    expect((await sc.next('friendRequest', (d) => d.action === 'accepted')).data.request.status).toBe(
      'accepted',
    );
  });
});

describe('presence', () => {
  it('tracks online friends across sockets and announces transitions', async () => {
    const a = await newPlayer(t.app);
    const b = await newPlayer(t.app);
    await befriend(t.app, a, b);
    const sa = await open(a);
    expect(sa.frames.find((f) => f.type === 'friends_online_status')!.data).toMatchObject({
      onlineFriendIds: [],
    });
    const sb1 = await open(b);
    await sa.next('userOnline', (d) => d.userId === b.id);
    expect((await sa.next('online_status_update', (d) => d.userId === b.id)).data).toMatchObject({
      online: true,
      status: 'online',
    });
    expect(sb1.frames.find((f) => f.type === 'friends_online_status')!.data.onlineFriendIds).toEqual([a.id]);

    const sb2 = await open(b);
    expect((await as(t.app, a).get(`/api/chat/online-status/${b.id}`)).body.data).toMatchObject({
      userId: b.id,
      online: true,
    });
    await sb1.close();
    await sleep(150);
    expect(sa.of('userOffline')).toHaveLength(0); // still one socket open
    expect((await as(t.app, a).get('/api/chat/online-status/friends')).body.data).toEqual([
      expect.objectContaining({ userId: b.id, online: true }),
    ]);

    await as(t.app, b).put('/api/chat/online-status', { status: 'busy' });
    expect((await sa.next('online_status_update', (d) => d.status === 'busy')).data.online).toBe(true);
    expect((await as(t.app, b).post('/api/chat/online-status/heartbeat')).body.data.status).toBe('busy');
    await as(t.app, b).put('/api/chat/online-status', { status: 'online' });

    await sb2.close();
    await sa.next('userOffline', (d) => d.userId === b.id);
    expect((await as(t.app, a).get(`/api/chat/online-status/${b.id}`)).body.data.online).toBe(false);
    const stranger = await newPlayer(t.app);
    expect((await as(t.app, stranger).get(`/api/chat/online-status/${a.id}`)).status).toBe(403);
  });
});

describe('frame validation and floods', () => {
  it('answers invalid frames with an error and keeps the socket open', async () => {
    const p = await newPlayer(t.app);
    const s = await open(p);
    for (const bad of ['not json', '[1,2]', '{"type":5}', '{"type":"ping","timestamp":-3}', '"text"']) {
      s.send(bad);
      await s.next('error', () => true);
      s.frames.length = 0;
    }
    s.send({ type: 'no_such_type' });
    expect((await s.next('error')).data.code).toBe('UNKNOWN_TYPE');
    s.send({ type: 'typing', data: { targetId: 'x' } });
    expect((await s.next('error', (d) => d.code === 'INVALID_FRAME')).data.message).toMatch(/typing/);
    s.send({ type: 'ping', timestamp: 42 });
    expect((await s.next('heartbeat_response')).data.timestamp).toBe(42);
    expect(s.ws.readyState).toBe(s.ws.OPEN);
  });

  it('closes a flooding socket with 4429', async () => {
    const p = await newPlayer(t.app);
    const s = await open(p);
    for (let i = 0; i < 100; i++) s.send({ type: 'ping', timestamp: i + 1 });
    expect((await s.closed).code).toBe(4429);
  });

  it('refuses a bad token with auth_failed and 4401', async () => {
    const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/api/ws/chat?token=nope`);
    const frames: { type: string; data: { status: string } }[] = [];
    ws.on('message', (raw) => frames.push(JSON.parse(raw.toString())));
    const code = await new Promise((resolve) => ws.on('close', resolve));
    expect(code).toBe(4401);
    expect(frames[0]).toMatchObject({ type: 'connection', data: { status: 'auth_failed' } });
  });
});
