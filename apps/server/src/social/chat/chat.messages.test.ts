import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { messages } from './chat.schema.ts';
import { as, befriend, groupOf, newPlayer, type Player } from './chat-test-kit.ts';

let t: TestApp;
let a: Player;
let b: Player;
beforeAll(async () => {
  t = await createTestApp();
  a = await newPlayer(t.app);
  b = await newPlayer(t.app);
  await befriend(t.app, a, b);
});
afterAll(() => t.close());

const history = (p: Player, targetId: number, query = '', type = 'PRIVATE') =>
  as(t.app, p).get(`/api/chat/messages/history?targetId=${targetId}&type=${type}${query}`);

describe('sending', () => {
  it('stores a private text message with the next seq and the shape of SPEC.md §3', async () => {
    const res = await as(t.app, a).post('/api/chat/messages', {
      toUserId: b.id,
      content: '你好 👋',
      messageType: 'TEXT',
    });
    expect(res.status).toBe(200);
    const m = res.body.data;
    expect(m).toMatchObject({
      conversationId: `private_${Math.min(a.id, b.id)}_${Math.max(a.id, b.id)}`,
      conversationType: 'PRIVATE',
      seq: 2, // 1 is the "now friends" notice
      messageType: 'TEXT',
      content: '你好 👋',
      fromUser: { id: a.id, username: a.username, nickname: a.nickname },
      targetId: b.id,
      targetName: b.nickname,
      replyToId: null,
      isRecalled: false,
    });
    expect(m.messageId).toBe(m.id);
    expect(m.createAt).toBe(m.createdAt);
    expect(new Date(m.createAt).getTime()).toBe(m.serverTimestamp);
  });

  it('validates content per type and refuses server-only types', async () => {
    const long = await as(t.app, a).post('/api/chat/messages', {
      toUserId: b.id,
      content: '字'.repeat(2001),
    });
    expect(long.status).toBe(400);
    expect(long.body.errors[0].field).toBe('content');
    const emojis = await as(t.app, a).post('/api/chat/messages', {
      toUserId: b.id,
      content: '😀'.repeat(2000),
    });
    expect(emojis.status).toBe(200); // counted in characters, not UTF-16 units
    expect((await as(t.app, a).post('/api/chat/messages', { toUserId: b.id, content: '   ' })).status).toBe(
      400,
    );
    expect(
      (await as(t.app, a).post('/api/chat/messages', { toUserId: b.id, content: 'x', messageType: 'SYSTEM' }))
        .status,
    ).toBe(400);
    expect(
      (
        await as(t.app, a).post('/api/chat/messages', {
          toUserId: b.id,
          content: 'x',
          messageType: 'RED_ENVELOPE',
        })
      ).status,
    ).toBe(400);
    expect((await as(t.app, a).post('/api/chat/messages', { content: 'x' })).status).toBe(400);
    expect(
      (await as(t.app, a).post('/api/chat/messages', { toUserId: b.id, groupId: 1, content: 'x' })).status,
    ).toBe(400);
    const img = await as(t.app, a).post('/api/chat/messages', {
      toUserId: b.id,
      messageType: 'image',
      mediaUrl: '/etc/passwd',
    });
    expect(img.status).toBe(400);
    expect(img.body.errors[0].field).toBe('mediaUrl');
    const emoji = await as(t.app, a).post('/api/chat/messages', {
      toUserId: b.id,
      messageType: 'EMOJI',
      content: '[微笑]',
    });
    expect(emoji.body.data.messageType).toBe('EMOJI');
  });

  it('stores a clientMsgId once per sender', async () => {
    const body = { toUserId: b.id, content: '只发一次', clientMsgId: 'c-123' };
    const [first, second] = await Promise.all([
      as(t.app, a).post('/api/chat/messages', body),
      as(t.app, a).post('/api/chat/messages', body),
    ]);
    expect(first.body.data.messageId).toBe(second.body.data.messageId);
    const third = await as(t.app, a).post('/api/chat/messages', body);
    expect(third.body.data.messageId).toBe(first.body.data.messageId);
    const rows = await t.database.db.select().from(messages).where(eq(messages.clientMsgId, 'c-123'));
    expect(rows).toHaveLength(1);
    // Another sender may use the same client id.
    const other = await as(t.app, b).post('/api/chat/messages', {
      toUserId: a.id,
      content: 'hi',
      clientMsgId: 'c-123',
    });
    expect(other.body.data.messageId).not.toBe(first.body.data.messageId);
  });

  it('numbers concurrent sends 1, 2, 3 … without gaps or duplicates', async () => {
    const c = await newPlayer(t.app);
    const d = await newPlayer(t.app);
    await befriend(t.app, c, d); // seq 1
    const sends = Array.from({ length: 30 }, (_, i) =>
      as(t.app, i % 2 ? c : d).post('/api/chat/messages', {
        toUserId: i % 2 ? d.id : c.id,
        content: `m${i}`,
      }),
    );
    const results = await Promise.all(sends);
    expect(results.every((r) => r.status === 200)).toBe(true);
    const seqs = results.map((r) => r.body.data.seq).sort((x, y) => x - y);
    expect(seqs).toEqual(Array.from({ length: 30 }, (_, i) => i + 2));
    const page = await history(c, d.id, '&afterSeq=0&pageSize=100');
    expect(page.body.data.list.map((m: { seq: number }) => m.seq)).toEqual(
      Array.from({ length: 31 }, (_, i) => i + 1),
    );
    expect(page.body.data.lastSeq).toBe(31);
  });

  it('replies to a message of the same conversation only', async () => {
    const first = await as(t.app, a).post('/api/chat/messages', { toUserId: b.id, content: '原文' });
    const reply = await as(t.app, b).post('/api/chat/messages', {
      toUserId: a.id,
      content: '回复',
      replyToId: first.body.data.id,
    });
    expect(reply.body.data.replyTo).toMatchObject({
      messageId: first.body.data.id,
      content: '原文',
      fromUser: { id: a.id },
    });
    const c = await newPlayer(t.app);
    await befriend(t.app, a, c);
    const wrong = await as(t.app, c).post('/api/chat/messages', {
      toUserId: a.id,
      content: 'x',
      replyToId: first.body.data.id,
    });
    expect(wrong.status).toBe(400);
  });
});

describe('recall and delete', () => {
  it('lets the sender recall within 2 minutes, replacing it by a SYSTEM notice for both', async () => {
    const sent = await as(t.app, a).post('/api/chat/messages', { toUserId: b.id, content: '发错了' });
    const id = sent.body.data.id;
    expect((await as(t.app, b).del(`/api/chat/messages/${id}/recall`)).status).toBe(403);
    const recalled = await as(t.app, a).del(`/api/chat/messages/${id}/recall`);
    expect(recalled.status).toBe(200);
    expect(recalled.body.data.message).toMatchObject({
      messageType: 'SYSTEM',
      isRecalled: true,
      recalledBy: a.id,
      seq: sent.body.data.seq,
    });
    for (const p of [a, b]) {
      const seen = (await history(p, p === a ? b.id : a.id, '&pageSize=100')).body.data.list.find(
        (m: { id: number }) => m.id === id,
      );
      expect(seen).toMatchObject({ messageType: 'SYSTEM', isRecalled: true, mediaUrl: null });
      expect(seen.content).toContain('撤回了一条消息');
      expect(seen.content).not.toContain('发错了');
    }
    expect((await as(t.app, a).del(`/api/chat/messages/${id}/recall`)).status).toBe(409);

    const old = await as(t.app, a).post('/api/chat/messages', { toUserId: b.id, content: '旧消息' });
    await t.database.db
      .update(messages)
      .set({ createdAt: new Date(Date.now() - 121_000) })
      .where(eq(messages.id, old.body.data.id));
    const late = await as(t.app, a).del(`/api/chat/messages/${old.body.data.id}/recall`);
    expect(late.status).toBe(422);
    expect(late.body.code).toBe('RECALL_EXPIRED');
  });

  it('lets group owners and admins recall members any time, but not the reverse', async () => {
    const owner = await newPlayer(t.app);
    const admin = await newPlayer(t.app);
    const member = await newPlayer(t.app);
    const g = await groupOf(t.app, owner, [admin, member]);
    await as(t.app, owner).put(`/api/chat/groups/${g.id}/members/${admin.id}`, { role: 'admin' });
    const byMember = await as(t.app, member).post('/api/chat/messages', { groupId: g.id, content: '广告' });
    await t.database.db
      .update(messages)
      .set({ createdAt: new Date(Date.now() - 3_600_000) })
      .where(eq(messages.id, byMember.body.data.id));
    const byOwner = await as(t.app, owner).post('/api/chat/messages', { groupId: g.id, content: '群主说' });
    expect((await as(t.app, admin).del(`/api/chat/messages/${byOwner.body.data.id}/recall`)).status).toBe(
      403,
    );
    expect((await as(t.app, member).del(`/api/chat/messages/${byOwner.body.data.id}/recall`)).status).toBe(
      403,
    );
    const r = await as(t.app, admin).del(`/api/chat/messages/${byMember.body.data.id}/recall`);
    expect(r.status).toBe(200);
    expect(r.body.data.message.content).toContain('撤回了');
  });

  it('deletes for me only, singly and in batches of up to 50', async () => {
    const m1 = await as(t.app, a).post('/api/chat/messages', { toUserId: b.id, content: 'del-1' });
    const m2 = await as(t.app, a).post('/api/chat/messages', { toUserId: b.id, content: 'del-2' });
    const m3 = await as(t.app, a).post('/api/chat/messages', { toUserId: b.id, content: 'del-3' });
    expect((await as(t.app, a).del(`/api/chat/messages/${m1.body.data.id}/delete`)).status).toBe(200);
    const batch = await as(t.app, a).del('/api/chat/messages/batch', {
      messageIds: [m2.body.data.id, m3.body.data.id, 999_999],
    });
    expect(batch.body.data).toEqual({ deleted: [m2.body.data.id, m3.body.data.id], failed: [999_999] });
    const ids = [m1, m2, m3].map((m) => m.body.data.id);
    const mine = (await history(a, b.id, '&pageSize=100')).body.data.list.map((m: { id: number }) => m.id);
    const theirs = (await history(b, a.id, '&pageSize=100')).body.data.list.map((m: { id: number }) => m.id);
    expect(mine.filter((id: number) => ids.includes(id))).toEqual([]);
    expect(theirs.filter((id: number) => ids.includes(id))).toEqual(ids);
    expect((await as(t.app, a).del(`/api/chat/messages/${m1.body.data.id}/delete`)).status).toBe(404);
    const tooMany = await as(t.app, a).del('/api/chat/messages/batch', {
      messageIds: Array.from({ length: 51 }, (_, i) => i + 1),
    });
    expect(tooMany.status).toBe(400);
    const viaQuery = await as(t.app, b).del(`/api/chat/messages/batch?messageIds=${m1.body.data.id}`);
    expect(viaQuery.body.data.deleted).toEqual([m1.body.data.id]);
  });
});

describe('forward', () => {
  it('copies a message to up to 9 conversations, each succeeding or failing alone', async () => {
    const c = await newPlayer(t.app);
    const stranger = await newPlayer(t.app);
    await befriend(t.app, a, c);
    const g = await groupOf(t.app, a, [c]);
    const src = await as(t.app, b).post('/api/chat/messages', { toUserId: a.id, content: '值得转发' });
    const res = await as(t.app, a).post(`/api/chat/messages/${src.body.data.id}/forward`, {
      targets: [
        { targetId: c.id, type: 'PRIVATE' },
        { targetId: g.id, type: 'group' },
        { targetId: stranger.id, type: 'PRIVATE' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.results.map((r: { success: boolean }) => r.success)).toEqual([true, true, false]);
    expect(res.body.data.results[2].error.code).toBe('NOT_FRIENDS');
    expect(res.body.data.results[0].message).toMatchObject({
      content: '值得转发',
      fromUser: { id: a.id },
      extra: { forwardedFrom: { messageId: src.body.data.id } },
    });
    const ten = Array.from({ length: 10 }, () => ({ targetId: c.id, type: 'PRIVATE' }));
    expect(
      (await as(t.app, a).post(`/api/chat/messages/${src.body.data.id}/forward`, { targets: ten })).status,
    ).toBe(400);
    expect(
      (
        await as(t.app, stranger).post(`/api/chat/messages/${src.body.data.id}/forward`, {
          targets: [{ targetId: a.id, type: 'PRIVATE' }],
        })
      ).status,
    ).toBe(404);
  });
});
