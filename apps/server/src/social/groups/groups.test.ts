import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { as, befriend, groupOf, newPlayer } from '../chat/chat-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('groups', () => {
  it('creates a group with its owner, invites friends, and lists my groups', async () => {
    const owner = await newPlayer(t.app);
    const friend = await newPlayer(t.app);
    const stranger = await newPlayer(t.app);
    await befriend(t.app, owner, friend);
    const created = await as(t.app, owner).post('/api/chat/groups', {
      name: '彩友群',
      description: '一起聊',
      inviteFriends: [friend.id, stranger.id],
      inviteMessage: '来玩',
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      name: '彩友群',
      role: 'owner',
      memberCount: 1,
      maxMembers: 500,
      isPublic: false,
    });
    expect(created.body.data.joinCode).toMatch(/^[A-Z2-9]{8}$/);
    const gid = created.body.data.id;

    const invites = await as(t.app, friend).get('/api/chat/group-invites');
    expect(invites.body.data).toHaveLength(1);
    expect((await as(t.app, stranger).get('/api/chat/group-invites')).body.data).toHaveLength(0);
    const accepted = await as(t.app, friend).put(
      `/api/chat/group-invites/${invites.body.data[0].id}/respond`,
      { accept: true },
    );
    expect(accepted.body.data).toMatchObject({ accepted: true, groupId: gid });
    expect(
      (
        await as(t.app, friend).put(`/api/chat/group-invites/${invites.body.data[0].id}/respond`, {
          accept: true,
        })
      ).status,
    ).toBe(409);

    const mine = await as(t.app, friend).get('/api/chat/groups');
    expect(mine.body.data.list[0]).toMatchObject({ id: gid, role: 'member', memberCount: 2 });
    expect(mine.body.data.pagination.limit).toBe(20);
    const members = await as(t.app, friend).get(`/api/chat/groups/${gid}/members`);
    expect(members.body.data.list.map((m: { role: string }) => m.role)).toEqual(['owner', 'member']);
    const owners = await as(t.app, friend).get(`/api/chat/groups/${gid}/members?role=owner`);
    expect(owners.body.data.list).toHaveLength(1);

    expect((await as(t.app, stranger).get(`/api/chat/groups/${gid}`)).status).toBe(404); // private group
    expect((await as(t.app, friend).put(`/api/chat/groups/${gid}`, { name: '改名' })).status).toBe(403);
    const renamed = await as(t.app, owner).put(`/api/chat/groups/${gid}`, { name: '新群名', isPublic: true });
    expect(renamed.body.data).toMatchObject({ name: '新群名', isPublic: true });
    const publicView = await as(t.app, stranger).get(`/api/chat/groups/${gid}`);
    expect(publicView.body.data).toMatchObject({ role: null, joinCode: null });
    const found = await as(t.app, stranger).get(
      `/api/chat/groups/search?keyword=${encodeURIComponent('新群')}`,
    );
    expect(found.body.data.list.map((g: { id: number }) => g.id)).toContain(gid);
  });

  it('searches by a keyword of digits beyond the id column: by name only, never a 500', async () => {
    const owner = await newPlayer(t.app);
    const digits = '2147483648';
    const created = await as(t.app, owner).post('/api/chat/groups', { name: `群${digits}`, isPublic: true });
    const gid = created.body.data.id;
    const byName = await as(t.app, owner).get(`/api/chat/groups/search?keyword=${digits}`);
    expect(byName.status).toBe(200);
    expect(byName.body.data.list.map((g: { id: number }) => g.id)).toEqual([gid]);
    // 30 digits: the longest keyword the query takes (a longer one is refused with a 400).
    const long = await as(t.app, owner).get(`/api/chat/groups/search?keyword=${'9'.repeat(30)}`);
    expect(long.status).toBe(200);
    expect(long.body.data.list).toEqual([]);
    expect((await as(t.app, owner).get(`/api/chat/groups/search?keyword=${'9'.repeat(40)}`)).status).toBe(
      400,
    );
    // An id that fits is still found by id.
    const byId = await as(t.app, owner).get(`/api/chat/groups/search?keyword=${gid}`);
    expect(byId.body.data.list.map((g: { id: number }) => g.id)).toContain(gid);
  });

  it('enforces size, roles, leaving, removal, transfer and dissolve', async () => {
    const owner = await newPlayer(t.app);
    const admin = await newPlayer(t.app);
    const member = await newPlayer(t.app);
    const created = await as(t.app, owner).post('/api/chat/groups', { name: '小群', maxMembers: 3 });
    const gid = created.body.data.id;
    for (const p of [admin, member])
      await as(t.app, p).post('/api/chat/groups/join', {
        joinCode: created.body.data.joinCode.toLowerCase(),
      });
    const fourth = await newPlayer(t.app);
    const full = await as(t.app, fourth).post('/api/chat/groups/join', {
      joinCode: created.body.data.joinCode,
    });
    expect(full.status).toBe(422);
    expect(full.body.code).toBe('GROUP_FULL');
    expect((await as(t.app, fourth).post('/api/chat/groups/join', { joinCode: 'ZZZZZZZZ' })).status).toBe(
      404,
    );

    expect(
      (await as(t.app, admin).put(`/api/chat/groups/${gid}/members/${member.id}`, { role: 'admin' })).status,
    ).toBe(403);
    await as(t.app, owner).put(`/api/chat/groups/${gid}/members/${admin.id}`, { role: 'admin' });
    expect((await as(t.app, admin).del(`/api/chat/groups/${gid}/members/${owner.id}`)).status).toBe(403);
    expect((await as(t.app, owner).post(`/api/chat/groups/${gid}/leave`)).body.code).toBe(
      'OWNER_CANNOT_LEAVE',
    );
    expect((await as(t.app, admin).del(`/api/chat/groups/${gid}/members/${member.id}`)).status).toBe(200);
    expect(
      (await as(t.app, member).post('/api/chat/messages', { groupId: gid, content: '还在吗' })).status,
    ).toBe(403);

    const transferred = await as(t.app, owner).post(`/api/chat/groups/${gid}/transfer`, {
      newOwnerId: admin.id,
    });
    expect(transferred.status).toBe(200);
    expect((await as(t.app, admin).get(`/api/chat/groups/${gid}`)).body.data).toMatchObject({
      role: 'owner',
      ownerId: admin.id,
    });
    expect((await as(t.app, owner).del(`/api/chat/groups/${gid}/dissolve`)).status).toBe(403);
    expect((await as(t.app, admin).del(`/api/chat/groups/${gid}/dissolve`)).status).toBe(200);
    const after = await as(t.app, owner).post('/api/chat/messages', { groupId: gid, content: '解散了？' });
    expect(after.status).toBe(422);
    expect(after.body.code).toBe('GROUP_DISSOLVED');
    const hist = await as(t.app, owner).get(`/api/chat/messages/history?targetId=${gid}&type=GROUP`);
    expect(hist.body.data.list.at(-1).content).toContain('解散');
  });

  it('sends group messages in one seq sequence with system notices', async () => {
    const owner = await newPlayer(t.app);
    const others = [await newPlayer(t.app), await newPlayer(t.app)];
    const g = await groupOf(t.app, owner, others);
    const sent = await Promise.all(
      others.map((p, i) => as(t.app, p).post('/api/chat/messages', { groupId: g.id, content: `m${i}` })),
    );
    const page = await as(t.app, owner).get(
      `/api/chat/messages/history?targetId=${g.id}&type=GROUP&afterSeq=0`,
    );
    const seqs = page.body.data.list.map((m: { seq: number }) => m.seq);
    expect(seqs).toEqual([1, 2, 3, 4, 5]); // created, 2 joins, 2 messages
    expect(sent.map((s) => s.body.data.seq).sort()).toEqual([4, 5]);
    expect(page.body.data.list[0]).toMatchObject({
      messageType: 'SYSTEM',
      fromUser: { id: 0 },
      senderId: null,
    });
  });
});
