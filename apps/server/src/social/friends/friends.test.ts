import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { as, befriend, newPlayer, type Player } from '../chat/chat-test-kit.ts';
import { friendRequests } from './friends.schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('user search', () => {
  it('finds users by username prefix or nickname, never yourself, with friendship state', async () => {
    const me = await newPlayer(t.app);
    const other = await newPlayer(t.app);
    const res = await as(t.app, me).get(
      `/api/users/search?keyword=${other.username.slice(0, 10)}&pageSize=5`,
    );
    expect(res.status).toBe(200);
    const hit = res.body.data.list.find((u: { id: number }) => u.id === other.id);
    expect(hit).toMatchObject({ username: other.username, isFriend: false, pendingRequest: null });
    expect(hit).not.toHaveProperty('phone');
    const self = await as(t.app, me).get(`/api/users/search?keyword=${me.username}`);
    expect(self.body.data.list.map((u: { id: number }) => u.id)).not.toContain(me.id);
    expect(self.body.data.pagination).toMatchObject({ page: 1, limit: 20 });
    const empty = await as(t.app, me).get('/api/users/search?keyword=');
    expect(empty.status).toBe(400);
  });
});

describe('friend requests', () => {
  let a: Player;
  let b: Player;
  beforeAll(async () => {
    a = await newPlayer(t.app);
    b = await newPlayer(t.app);
  });

  it('sends with a remark and a friend group, lists received and sent, accepts', async () => {
    const group = await as(t.app, a).post('/api/chat/friends/groups', { name: '同事' });
    expect(group.status).toBe(200);
    const sent = await as(t.app, a).post('/api/chat/friends/request', {
      friendId: b.id,
      remark: '老王',
      groupId: group.body.data.id,
      message: '你好，我是A',
    });
    expect(sent.status).toBe(200);
    expect(sent.body.data.request).toMatchObject({
      status: 'pending',
      remark: '老王',
      message: '你好，我是A',
    });

    const again = await as(t.app, a).post('/api/chat/friends/request', { friendId: b.id });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('REQUEST_PENDING');

    const received = await as(t.app, b).get('/api/chat/friends/requests');
    const req = received.body.data.list.find((r: { id: number }) => r.id === sent.body.data.request.id);
    expect(req).toMatchObject({ status: 'pending', fromUser: { id: a.id }, remark: null });
    const outbox = await as(t.app, a).get('/api/chat/friends/requests?type=sent');
    expect(outbox.body.data.list[0]).toMatchObject({ toUser: { id: b.id }, remark: '老王' });

    const other = await newPlayer(t.app);
    const stranger = await as(t.app, other).put(`/api/chat/friends/request/${req.id}/accept`, {});
    expect(stranger.status).toBe(404);

    const accepted = await as(t.app, b).put(`/api/chat/friends/request/${req.id}/accept`, { remark: 'A君' });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.status).toBe('accepted');
    const twice = await as(t.app, b).put(`/api/chat/friends/request/${req.id}/accept`, {});
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('REQUEST_HANDLED');

    const mine = await as(t.app, a).get(`/api/chat/friends/${b.id}`);
    expect(mine.body.data).toMatchObject({
      friendId: b.id,
      remark: '老王',
      groupId: group.body.data.id,
      groupName: '同事',
      status: 'normal',
    });
    const theirs = await as(t.app, b).get(`/api/chat/friends/${a.id}`);
    expect(theirs.body.data).toMatchObject({ remark: 'A君', groupId: null });

    // Becoming friends opens the conversation with a notice for both.
    const convs = await as(t.app, a).get('/api/chat/conversations');
    expect(convs.body.data.list[0]).toMatchObject({ type: 'PRIVATE', targetId: b.id, targetName: '老王' });
    expect(convs.body.data.list[0].lastMessage).toMatchObject({ messageType: 'SYSTEM', seq: 1 });

    const dup = await as(t.app, a).post('/api/chat/friends/request', { friendId: b.id });
    expect(dup.body.code).toBe('ALREADY_FRIENDS');
  });

  it('rejects, refuses self-requests, and accepts crossing requests at once', async () => {
    const c = await newPlayer(t.app);
    const d = await newPlayer(t.app);
    expect((await as(t.app, c).post('/api/chat/friends/request', { friendId: c.id })).status).toBe(400);
    const sent = await as(t.app, c).post('/api/chat/friends/request', { friendId: d.id });
    const rejected = await as(t.app, d).put(`/api/chat/friends/request/${sent.body.data.request.id}/reject`, {
      reason: '不认识',
    });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', reason: '不认识' });
    const again = await as(t.app, d).put(`/api/chat/friends/request/${sent.body.data.request.id}/reject`, {});
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('REQUEST_HANDLED');

    await as(t.app, c).post('/api/chat/friends/request', { friendId: d.id });
    const crossing = await as(t.app, d).post('/api/chat/friends/request', { friendId: c.id });
    expect(crossing.body.data.autoAccepted).toBe(true);
    expect((await as(t.app, c).get(`/api/chat/friends/${d.id}`)).status).toBe(200);
  });

  it('expires pending requests after 7 days', async () => {
    const c = await newPlayer(t.app);
    const d = await newPlayer(t.app);
    const sent = await as(t.app, c).post('/api/chat/friends/request', { friendId: d.id });
    const id = sent.body.data.request.id;
    await t.database.db
      .update(friendRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(friendRequests.id, id));
    const list = await as(t.app, d).get('/api/chat/friends/requests');
    expect(list.body.data.list.find((r: { id: number }) => r.id === id).status).toBe('expired');
    const accept = await as(t.app, d).put(`/api/chat/friends/request/${id}/accept`, {});
    expect(accept.status).toBe(422);
    expect(accept.body.code).toBe('REQUEST_EXPIRED');
    // An expired request does not block a new one.
    expect((await as(t.app, c).post('/api/chat/friends/request', { friendId: d.id })).status).toBe(200);
  });
});

describe('friends list, remark, groups, delete', () => {
  it('filters by keyword, friend group and status, pages of 50', async () => {
    const me = await newPlayer(t.app);
    const f1 = await newPlayer(t.app);
    const f2 = await newPlayer(t.app);
    await befriend(t.app, me, f1);
    await befriend(t.app, me, f2);
    const g = await as(t.app, me).post('/api/chat/friends/groups', { name: '家人' });
    await as(t.app, me).put(`/api/chat/friends/${f1.id}/group`, { groupId: g.body.data.id });
    await as(t.app, me).put(`/api/chat/friends/${f2.id}`, { remark: '小张' });

    const all = await as(t.app, me).get('/api/chat/friends');
    expect(all.body.data.pagination).toMatchObject({ total: 2, limit: 50 });
    const byGroup = await as(t.app, me).get(`/api/chat/friends?groupId=${g.body.data.id}`);
    expect(byGroup.body.data.list.map((f: { friendId: number }) => f.friendId)).toEqual([f1.id]);
    const ungrouped = await as(t.app, me).get('/api/chat/friends?groupId=0');
    expect(ungrouped.body.data.list.map((f: { friendId: number }) => f.friendId)).toEqual([f2.id]);
    const byRemark = await as(t.app, me).get(`/api/chat/friends?keyword=${encodeURIComponent('小张')}`);
    expect(byRemark.body.data.list).toHaveLength(1);
    const online = await as(t.app, me).get('/api/chat/friends?status=online');
    expect(online.body.data.list).toHaveLength(0);
    const offline = await as(t.app, me).get('/api/chat/friends?status=offline');
    expect(offline.body.data.list).toHaveLength(2);

    const groups = await as(t.app, me).get('/api/chat/friends/groups');
    expect(groups.body.data).toEqual([expect.objectContaining({ name: '家人', count: 1 })]);
    expect((await as(t.app, me).post('/api/chat/friends/groups', { name: '家人' })).status).toBe(409);
    await as(t.app, me).del(`/api/chat/friends/groups/${g.body.data.id}`);
    expect((await as(t.app, me).get(`/api/chat/friends/${f1.id}`)).body.data.groupId).toBeNull();

    expect((await as(t.app, me).del(`/api/chat/friends/${f1.id}`)).status).toBe(200);
    expect((await as(t.app, me).get(`/api/chat/friends/${f1.id}`)).status).toBe(404);
    expect((await as(t.app, f1).get(`/api/chat/friends/${me.id}`)).status).toBe(404);
    const nudge = await as(t.app, me).post('/api/chat/messages', { toUserId: f1.id, content: '还在吗' });
    expect(nudge.status).toBe(403);
    expect(nudge.body.code).toBe('NOT_FRIENDS');
  });
});

describe('blocking', () => {
  it('stops messages both ways and friend requests from the blocked user', async () => {
    const a = await newPlayer(t.app);
    const b = await newPlayer(t.app);
    await befriend(t.app, a, b);
    expect((await as(t.app, b).post('/api/chat/messages', { toUserId: a.id, content: '在吗' })).status).toBe(
      200,
    );

    expect((await as(t.app, a).put(`/api/chat/friends/${b.id}/block`)).status).toBe(200);
    expect((await as(t.app, a).get(`/api/chat/friends/${b.id}`)).body.data).toMatchObject({
      status: 'blocked',
      block: true,
    });
    const fromBlocked = await as(t.app, b).post('/api/chat/messages', { toUserId: a.id, content: '在吗' });
    expect(fromBlocked.status).toBe(403);
    expect(fromBlocked.body.code).toBe('BLOCKED');
    const toBlocked = await as(t.app, a).post('/api/chat/messages', { toUserId: b.id, content: '你好' });
    expect(toBlocked.status).toBe(422);
    expect(toBlocked.body.code).toBe('USER_BLOCKED');
    expect((await as(t.app, a).get('/api/chat/friends?status=blocked')).body.data.list).toHaveLength(1);

    await as(t.app, a).del(`/api/chat/friends/${b.id}`);
    expect((await as(t.app, b).post('/api/chat/friends/request', { friendId: a.id })).status).toBe(403);
    expect((await as(t.app, a).post('/api/chat/friends/request', { friendId: b.id })).body.code).toBe(
      'USER_BLOCKED',
    );
    expect((await as(t.app, a).get('/api/chat/friends/blocked')).body.data[0]).toMatchObject({ id: b.id });

    await as(t.app, a).put(`/api/chat/friends/${b.id}/unblock`);
    expect((await as(t.app, b).post('/api/chat/friends/request', { friendId: a.id })).status).toBe(200);
  });
});
