import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { as, befriend, groupOf, newPlayer, type Player } from './chat-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = async (p: Player) => (await as(t.app, p).get('/api/chat/conversations')).body.data;
const send = (from: Player, to: Player, content = 'hi') =>
  as(t.app, from).post('/api/chat/messages', { toUserId: to.id, content });

describe('conversation list', () => {
  it('puts sticky conversations first, then the newest; mute leaves the badge total', async () => {
    const me = await newPlayer(t.app);
    const [x, y, z] = [await newPlayer(t.app), await newPlayer(t.app), await newPlayer(t.app)];
    for (const p of [x, y, z]) await befriend(t.app, me, p);
    await send(x, me);
    await send(y, me);
    await send(z, me);
    expect((await list(me)).list.map((c: { targetId: number }) => c.targetId)).toEqual([z.id, y.id, x.id]);

    const sticky = await as(t.app, me).put('/api/chat/conversations/sticky', {
      targetId: x.id,
      type: 'PRIVATE',
      isSticky: true,
    });
    expect(sticky.body.data.isSticky).toBe(true);
    const after = await list(me);
    expect(after.list[0]).toMatchObject({ targetId: x.id, isSticky: true, unreadCount: 2, online: false });
    expect(after.totalUnread).toBe(6);

    await as(t.app, me).put('/api/chat/conversations/mute', {
      targetId: y.id,
      type: 'private',
      isMuted: true,
    });
    const muted = await list(me);
    expect(muted.list.find((c: { targetId: number }) => c.targetId === y.id).isMuted).toBe(true);
    expect(muted.totalUnread).toBe(4); // muted conversations stay out of the tab badge
  });

  it('pins and mutes a conversation before its first message', async () => {
    // Member rows refer to their conversation by foreign key: the row is created on the way.
    const me = await newPlayer(t.app);
    const stranger = await newPlayer(t.app);
    const target = { targetId: stranger.id, type: 'PRIVATE' };
    const pin = await as(t.app, me).put('/api/chat/conversations/sticky', { ...target, isSticky: true });
    expect(pin.status).toBe(200);
    const mute = await as(t.app, me).put('/api/chat/conversations/mute', { ...target, isMuted: true });
    expect(mute.status).toBe(200);
    await befriend(t.app, me, stranger);
    await send(stranger, me);
    expect((await list(me)).list).toMatchObject([{ targetId: stranger.id, isSticky: true, isMuted: true }]);
  });

  it('clears for me only, and deletes until the next message', async () => {
    const a = await newPlayer(t.app);
    const b = await newPlayer(t.app);
    await befriend(t.app, a, b);
    await send(a, b, 'one');
    await send(b, a, 'two');
    const cleared = await as(t.app, a).del(`/api/chat/conversations/clear?targetId=${b.id}&type=PRIVATE`);
    expect(cleared.status).toBe(200);
    const mine = await as(t.app, a).get(`/api/chat/messages/history?targetId=${b.id}&type=PRIVATE`);
    expect(mine.body.data.list).toHaveLength(0);
    const theirs = await as(t.app, b).get(`/api/chat/messages/history?targetId=${a.id}&type=PRIVATE`);
    expect(theirs.body.data.list).toHaveLength(3);
    expect((await list(a)).list[0]).toMatchObject({ targetId: b.id, lastMessage: null, unreadCount: 0 });

    expect(
      (await as(t.app, a).del('/api/chat/conversations', { targetId: b.id, type: 'PRIVATE' })).status,
    ).toBe(200);
    expect((await list(a)).list).toHaveLength(0);
    await send(b, a, 'three');
    const back = (await list(a)).list;
    expect(back).toHaveLength(1);
    expect(back[0]).toMatchObject({ unreadCount: 1, lastMessage: { content: 'three' } });
    expect((await as(t.app, a).del('/api/chat/conversations', { targetId: b.id })).status).toBe(400);
  });

  it('keeps chat settings per user, on by default', async () => {
    const p = await newPlayer(t.app);
    expect((await as(t.app, p).get('/api/chat/conversations/settings')).body.data).toEqual({
      notificationsEnabled: true,
      soundEnabled: true,
      vibrationEnabled: true,
    });
    const saved = await as(t.app, p).put('/api/chat/conversations/settings', { notificationsEnabled: false });
    expect(saved.body.data).toMatchObject({ notificationsEnabled: false, soundEnabled: true });
    expect((await as(t.app, p).put('/api/chat/conversations/settings', {})).status).toBe(400);
  });
});

describe('built-in avatars', () => {
  it('lists user and group avatars and serves each as an SVG usable as a user avatar', async () => {
    const p = await newPlayer(t.app);
    const users = await as(t.app, p).get('/api/chat/resources/user-avatars');
    expect(users.body.data.list[0]).toEqual({ id: 'user-01', url: '/avatars/user-01.svg', name: '福' });
    expect((await as(t.app, p).get('/api/chat/resources/group-avatars')).body.data.list).toHaveLength(8);
    const svg = await t.app.inject({ url: '/avatars/group-08.svg' });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect((await t.app.inject({ url: '/avatars/user-99.svg' })).statusCode).toBe(404);
    expect((await as(t.app, p).put('/api/user/avatar', { avatar: users.body.data.list[3].url })).status).toBe(
      200,
    );
  });
});

describe('group conversations and privacy', () => {
  it('hides history before joining, and everything after leaving', async () => {
    const owner = await newPlayer(t.app);
    const early = await newPlayer(t.app);
    const g = await groupOf(t.app, owner, [early], '隐私群');
    await as(t.app, owner).post('/api/chat/messages', { groupId: g.id, content: '入群前的消息' });
    const late = await newPlayer(t.app);
    await as(t.app, late).post('/api/chat/groups/join', { joinCode: g.joinCode });
    const seen = await as(t.app, late).get(`/api/chat/messages/history?targetId=${g.id}&type=GROUP`);
    expect(seen.body.data.list.map((m: { content: string }) => m.content)).toEqual([
      expect.stringContaining('加入了群聊'),
    ]);
    const conv = (await list(late)).list[0];
    expect(conv).toMatchObject({
      type: 'GROUP',
      targetId: g.id,
      targetName: '隐私群',
      memberCount: 3,
      unreadCount: 1,
    });

    const outsider = await newPlayer(t.app);
    const secret = await as(t.app, owner).post('/api/chat/messages', { groupId: g.id, content: '秘密' });
    const id = secret.body.data.id;
    expect(
      (await as(t.app, outsider).get(`/api/chat/messages/history?targetId=${g.id}&type=GROUP`)).status,
    ).toBe(403);
    expect(
      (await as(t.app, outsider).put('/api/chat/messages/read', { targetId: g.id, type: 'GROUP' })).status,
    ).toBe(403);
    expect((await as(t.app, outsider).del(`/api/chat/messages/${id}/recall`)).status).toBe(404);
    expect((await as(t.app, outsider).del(`/api/chat/messages/${id}/delete`)).status).toBe(404);
    expect(
      (await as(t.app, outsider).del('/api/chat/messages/batch', { messageIds: [id] })).body.data.failed,
    ).toEqual([id]);
    expect((await as(t.app, outsider).get(`/api/chat/groups/${g.id}/members`)).status).toBe(403);
    expect(
      (
        await as(t.app, outsider).put('/api/chat/conversations/sticky', {
          targetId: g.id,
          type: 'GROUP',
          isSticky: true,
        })
      ).status,
    ).toBe(403);

    await as(t.app, late).post(`/api/chat/groups/${g.id}/leave`);
    expect((await as(t.app, late).get(`/api/chat/messages/history?targetId=${g.id}&type=GROUP`)).status).toBe(
      403,
    );
    expect((await list(late)).list).toHaveLength(0);
  });

  it('never lets a third user into a private conversation', async () => {
    const a = await newPlayer(t.app);
    const b = await newPlayer(t.app);
    const eve = await newPlayer(t.app);
    await befriend(t.app, a, b);
    const m = await send(a, b, '只给你看');
    // Eve can only address her own conversations; the message ids of others are not found.
    expect((await as(t.app, eve).del(`/api/chat/messages/${m.body.data.id}/recall`)).status).toBe(404);
    expect(
      (
        await as(t.app, eve).post(`/api/chat/messages/${m.body.data.id}/forward`, {
          targets: [{ targetId: a.id, type: 'PRIVATE' }],
        })
      ).status,
    ).toBe(404);
    const hers = await as(t.app, eve).get(`/api/chat/messages/history?targetId=${a.id}&type=PRIVATE`);
    expect(hers.body.data.list).toHaveLength(0);
    expect(
      (await as(t.app, eve).get('/api/chat/messages/history?targetId=9999999&type=PRIVATE')).status,
    ).toBe(404);
    expect(
      (await as(t.app, eve).post('/api/chat/messages', { toUserId: a.id, content: '偷看' })).status,
    ).toBe(403);
  });
});
