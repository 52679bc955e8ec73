import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../platform/events/domain-events.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { as, befriend, groupOf, newPlayer, type Player, sleep } from '../chat/chat-test-kit.ts';
import { groupMembers } from './groups.schema.ts';

let t: TestApp;
const events: DomainEvent[] = [];
beforeAll(async () => {
  t = await createTestApp();
  t.bus.subscribe((e) => events.push(e));
});
afterAll(() => t.close());

const say = (p: Player, groupId: number, content = '你好') =>
  as(t.app, p).post('/api/chat/messages', { groupId, content });

async function lastNotices(p: Player, groupId: number, n = 1): Promise<string[]> {
  const hist = await as(t.app, p).get(`/api/chat/messages/history?targetId=${groupId}&type=GROUP&limit=50`);
  return hist.body.data.list
    .filter((m: { messageType: string }) => m.messageType === 'SYSTEM')
    .slice(-n)
    .map((m: { content: string }) => m.content);
}

async function staffedGroup() {
  const owner = await newPlayer(t.app);
  const admin = await newPlayer(t.app);
  const member = await newPlayer(t.app);
  const g = await groupOf(t.app, owner, [admin, member], '管理测试群');
  await as(t.app, owner).put(`/api/chat/groups/${g.id}/members/${admin.id}`, { role: 'admin' });
  return { owner, admin, member, g };
}

describe('mute', () => {
  it('a muted member is refused with the time it ends; the mute ends on time by itself', async () => {
    const { owner, admin, member, g } = await staffedGroup();
    expect(await lastNotices(owner, g.id)).toEqual([
      `群主「${owner.nickname}」将「${admin.nickname}」设为管理员`,
    ]);
    const muted = await as(t.app, admin).post(`/api/chat/groups/${g.id}/mute`, {
      userId: member.id,
      duration: 10,
      reason: '刷屏',
    });
    expect(muted.status).toBe(200);
    expect(await lastNotices(owner, g.id)).toEqual([
      `「${member.nickname}」被管理员「${admin.nickname}」禁言10分钟，原因：刷屏`,
    ]);
    const refused = await say(member, g.id);
    expect([refused.status, refused.body.code]).toEqual([422, 'MUTED']);
    expect(refused.body.message).toMatch(
      /^你已被禁言，解除时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}（原因：刷屏）$/,
    );
    const status = await as(t.app, member).get(`/api/chat/groups/${g.id}/mute-status`);
    expect(status.body.data).toMatchObject({
      muted: true,
      muteReason: '刷屏',
      canSend: false,
      exempt: false,
    });
    const list = await as(t.app, member).get(`/api/chat/groups/${g.id}/muted-members`);
    expect(list.body.data.list).toMatchObject([
      { userId: member.id, muteReason: '刷屏', mutedBy: { id: admin.id } },
    ]);
    expect(list.body.data.pagination.limit).toBe(20);

    // The end passes: the member speaks again, no job ran.
    await t.database.db
      .update(groupMembers)
      .set({ mutedUntil: new Date(Date.now() - 1000) })
      .where(and(eq(groupMembers.groupId, g.id), eq(groupMembers.userId, member.id)));
    expect((await say(member, g.id)).status).toBe(200);
    expect((await as(t.app, member).get(`/api/chat/groups/${g.id}/muted-members`)).body.data.list).toEqual(
      [],
    );

    await as(t.app, owner).post(`/api/chat/groups/${g.id}/mute`, { userId: member.id, duration: 60 });
    expect((await say(member, g.id)).status).toBe(422);
    await as(t.app, owner).post(`/api/chat/groups/${g.id}/unmute`, { userId: member.id });
    expect(await lastNotices(owner, g.id)).toEqual([
      `「${member.nickname}」被群主「${owner.nickname}」解除禁言`,
    ]);
    expect((await say(member, g.id)).status).toBe(200);
  });

  it('a whole-group mute silences members but not the owner and admins', async () => {
    const { owner, admin, member, g } = await staffedGroup();
    const res = await as(t.app, admin).post(`/api/chat/groups/${g.id}/mute-group`, {});
    expect(res.status).toBe(200);
    expect(await lastNotices(owner, g.id)).toEqual([`管理员「${admin.nickname}」开启了全员禁言`]);
    const refused = await say(member, g.id);
    expect([refused.status, refused.body.message]).toEqual([422, '全员禁言中，仅群主和管理员可以发言']);
    expect((await say(admin, g.id)).status).toBe(200);
    expect((await say(owner, g.id)).status).toBe(200);
    expect((await as(t.app, owner).get(`/api/chat/groups/${g.id}`)).body.data).toMatchObject({
      isMuted: true,
    });
    expect((await as(t.app, admin).get(`/api/chat/groups/${g.id}/mute-status`)).body.data).toMatchObject({
      groupMuted: true,
      exempt: true,
      canSend: true,
    });
    await as(t.app, owner).post(`/api/chat/groups/${g.id}/unmute-group`);
    expect(await lastNotices(owner, g.id)).toEqual([`群主「${owner.nickname}」关闭了全员禁言`]);
    expect((await say(member, g.id)).status).toBe(200);

    await as(t.app, owner).post(`/api/chat/groups/${g.id}/mute-group`, { duration: 90, reason: '开会' });
    expect(await lastNotices(owner, g.id)).toEqual([
      `群主「${owner.nickname}」开启了全员禁言（1小时30分钟），原因：开会`,
    ]);
    expect((await say(member, g.id)).body.message).toMatch(/^全员禁言中，仅群主和管理员可以发言，解除时间：/);
    const bad = await as(t.app, owner).post(`/api/chat/groups/${g.id}/mute`, {
      userId: member.id,
      duration: 0,
    });
    expect(bad.status).toBe(400);
  });
});

describe('announcements', () => {
  it('a popup shows once per member and version', async () => {
    const { owner, admin, member, g } = await staffedGroup();
    const created = await as(t.app, admin).post(`/api/chat/groups/${g.id}/announcements`, {
      title: '群规',
      content: '禁止广告',
      isPopup: true,
    });
    expect(created.body.data).toMatchObject({
      title: '群规',
      version: 1,
      seen: true,
      author: { id: admin.id },
    });
    expect(await lastNotices(owner, g.id)).toEqual([`管理员「${admin.nickname}」发布了群公告「群规」`]);
    const id = created.body.data.id;
    const popup = await as(t.app, member).get(`/api/chat/groups/${g.id}/announcements/popup`);
    expect(popup.body.data).toMatchObject({ id, version: 1, seen: false });
    await as(t.app, member).post(`/api/chat/groups/${g.id}/announcements/${id}/seen`, { version: 1 });
    expect(
      (await as(t.app, member).get(`/api/chat/groups/${g.id}/announcements/popup`)).body.data,
    ).toBeNull();

    await as(t.app, owner).put(`/api/chat/groups/${g.id}/announcements/${id}`, { content: '禁止广告和刷屏' });
    const again = await as(t.app, member).get(`/api/chat/groups/${g.id}/announcements/popup`);
    expect(again.body.data).toMatchObject({ id, version: 2, content: '禁止广告和刷屏' });
    const list = await as(t.app, member).get(`/api/chat/groups/${g.id}/announcements`);
    expect(list.body.data.list).toMatchObject([{ id, seen: false }]);

    await as(t.app, owner).del(`/api/chat/groups/${g.id}/announcements/${id}`);
    expect(await lastNotices(owner, g.id)).toEqual([`群主「${owner.nickname}」删除了群公告「群规」`]);
    expect((await as(t.app, member).get(`/api/chat/groups/${g.id}/announcements`)).body.data.list).toEqual(
      [],
    );
    const missing = await as(t.app, owner).put(`/api/chat/groups/${g.id}/announcements/${id}`, {
      title: '无',
    });
    expect(missing.status).toBe(404);
  });
});

describe('applications and the request summary', () => {
  it('an outsider applies; an admin rejects with a reason, then approves', async () => {
    const { owner, admin, g } = await staffedGroup();
    const outsider = await newPlayer(t.app);
    expect((await as(t.app, outsider).post(`/api/chat/groups/${g.id}/apply`, {})).status).toBe(404); // private
    await as(t.app, owner).put(`/api/chat/groups/${g.id}`, { isPublic: true });
    expect(await lastNotices(owner, g.id)).toEqual([`群主「${owner.nickname}」将本群设为公开群`]);

    const applied = await as(t.app, outsider).post(`/api/chat/groups/${g.id}/apply`, { message: '我是彩友' });
    expect(applied.body.data).toMatchObject({ status: 'pending' });
    const twice = await as(t.app, outsider).post(`/api/chat/groups/${g.id}/apply`, { message: '再申请' });
    expect([twice.status, twice.body.code]).toEqual([409, 'APPLICATION_PENDING']);
    expect(
      events.some(
        (e) =>
          e.type === 'GroupApplicationSubmitted' &&
          e.applicationId === applied.body.data.id &&
          e.managerIds.sort().join() === [owner.id, admin.id].sort().join(),
      ),
    ).toBe(true);

    const summary = await as(t.app, admin).get('/api/chat/group-requests/summary');
    expect(summary.body.data.counts).toMatchObject({ applications: 1 });
    expect(summary.body.data.applications[0]).toMatchObject({
      id: applied.body.data.id,
      groupId: g.id,
      userId: outsider.id,
      message: '我是彩友',
      status: 'pending',
    });
    expect((await as(t.app, owner).get(`/api/chat/groups/${g.id}`)).body.data.pendingApplications).toBe(1);
    expect((await as(t.app, owner).get('/api/chat/groups')).body.data.list[0].pendingApplications).toBe(1);

    const rejected = await as(t.app, admin).put(
      `/api/chat/group-applications/${applied.body.data.id}/approve`,
      {
        accept: false,
        reason: '人满了',
      },
    );
    expect(rejected.body.data.status).toBe('rejected');
    expect(
      events.some((e) => e.type === 'GroupApplicationHandled' && !e.accepted && e.reason === '人满了'),
    ).toBe(true);
    const handled = await as(t.app, owner).put(
      `/api/chat/group-applications/${applied.body.data.id}/approve`,
      {
        accept: true,
      },
    );
    expect([handled.status, handled.body.code]).toEqual([409, 'APPLICATION_HANDLED']);

    const second = await as(t.app, outsider).post(`/api/chat/groups/${g.id}/apply`, {});
    await as(t.app, admin).put(`/api/chat/group-applications/${second.body.data.id}/approve`, {
      accept: true,
    });
    expect(await lastNotices(owner, g.id)).toEqual([
      `管理员「${admin.nickname}」同意「${outsider.nickname}」加入了群聊`,
    ]);
    expect((await say(outsider, g.id)).status).toBe(200);
    const all = await as(t.app, owner).get('/api/chat/group-requests/summary?includeAll=true');
    expect(all.body.data.counts.applications).toBe(0);
    expect(all.body.data.applications.map((a: { status: string }) => a.status)).toEqual([
      'approved',
      'rejected',
    ]);
    const listed = await as(t.app, admin).get(`/api/chat/groups/${g.id}/applications?status=approved`);
    expect(listed.body.data.list).toHaveLength(1);
  });

  it('invites count in the summary; accepting names the inviter', async () => {
    const owner = await newPlayer(t.app);
    const friend = await newPlayer(t.app);
    await befriend(t.app, owner, friend);
    const g = await groupOf(t.app, owner, [], '邀请群');
    await as(t.app, owner).post(`/api/chat/groups/${g.id}/invites`, { inviteeIds: [friend.id] });
    const summary = await as(t.app, friend).get('/api/chat/group-requests/summary');
    expect(summary.body.data.counts).toEqual({ invites: 1, applications: 0, total: 1 });
    await as(t.app, friend).put(`/api/chat/group-invites/${summary.body.data.invites[0].id}/respond`, {
      accept: true,
    });
    expect(await lastNotices(owner, g.id)).toEqual([
      `「${owner.nickname}」邀请「${friend.nickname}」加入了群聊`,
    ]);
    const joiner = await newPlayer(t.app);
    await as(t.app, joiner).post('/api/chat/groups/join', { joinCode: g.joinCode });
    expect(await lastNotices(owner, g.id)).toEqual([`「${joiner.nickname}」通过入群码加入了群聊`]);
  });
});

describe('search, lottery config and dissolve', () => {
  it('searches public groups with paging', async () => {
    const owner = await newPlayer(t.app);
    const tag = `搜${Date.now().toString(36).slice(-4)}`;
    for (let i = 0; i < 3; i++)
      await as(t.app, owner).post('/api/chat/groups', { name: `${tag}群${i}`, isPublic: true });
    await as(t.app, owner).post('/api/chat/groups', { name: `${tag}私密`, isPublic: false });
    const stranger = await newPlayer(t.app);
    const page1 = await as(t.app, stranger).get(
      `/api/chat/groups/search?keyword=${encodeURIComponent(tag)}&pageSize=2`,
    );
    expect(page1.body.data.pagination).toMatchObject({ total: 3, totalPages: 2, limit: 2 });
    expect(
      page1.body.data.list.every(
        (x: { role: null; joinCode: null }) => x.role === null && x.joinCode === null,
      ),
    ).toBe(true);
    const page2 = await as(t.app, stranger).get(
      `/api/chat/groups/search?keyword=${encodeURIComponent(tag)}&pageSize=2&page=2`,
    );
    expect(page2.body.data.list).toHaveLength(1);
    const mine = await as(t.app, owner).get(`/api/chat/groups/search?keyword=${encodeURIComponent(tag)}`);
    expect(mine.body.data.list.every((x: { role: string }) => x.role === 'owner')).toBe(true);
  });

  it('posts each draw of the followed games once, even when every process hears it', async () => {
    const { owner, member, g } = await staffedGroup();
    const bad = await as(t.app, owner).put(`/api/chat/groups/${g.id}/lottery-config`, {
      lotteryGameIds: [999_999],
    });
    expect(bad.status).toBe(400);
    const games = (await as(t.app, owner).get('/api/game/list')).body.data.list;
    const k3 = games.find((x: { type: string }) => x.type === 'k3');
    const set = await as(t.app, owner).put(`/api/chat/groups/${g.id}/lottery-config`, {
      lotteryGameIds: [k3.id],
    });
    expect(set.body.data).toEqual({ groupId: g.id, lotteryGameIds: [k3.id] });
    expect(await lastNotices(owner, g.id)).toEqual([`群主「${owner.nickname}」设置了开奖播报：${k3.name}`]);
    const drawn: DomainEvent = {
      type: 'IssueDrawn',
      gameId: k3.id,
      gameCode: k3.code,
      gameType: 'k3',
      issueNo: '20261124-0815',
      numbers: [3, 5, 6],
      seed: 's',
      seedHash: 'h',
      drawAt: Date.now(),
    };
    await Promise.all([t.bus.publish(drawn), t.bus.publish(drawn)]);
    await sleep(300);
    const notices = await lastNotices(member, g.id, 2);
    expect(notices).toEqual([
      `群主「${owner.nickname}」设置了开奖播报：${k3.name}`,
      `【${k3.name}】第20261124-0815期开奖：3 5 6（和值14）`,
    ]);
  });

  it('a dissolved group answers as dissolved: history read-only, every action refused', async () => {
    const { owner, admin, member, g } = await staffedGroup();
    await say(member, g.id, '再见');
    const latecomer = await newPlayer(t.app);
    await as(t.app, owner).del(`/api/chat/groups/${g.id}/dissolve`);
    const view = await as(t.app, member).get(`/api/chat/groups/${g.id}`);
    expect(view.body.data).toMatchObject({ status: 'dissolved' });
    const hist = await as(t.app, member).get(`/api/chat/messages/history?targetId=${g.id}&type=GROUP`);
    expect(hist.body.data.list.map((m: { content: string }) => m.content)).toContain('再见');
    for (const res of [
      await say(member, g.id),
      await as(t.app, admin).post(`/api/chat/groups/${g.id}/mute-group`, {}),
      await as(t.app, admin).post(`/api/chat/groups/${g.id}/announcements`, { title: 'a', content: 'b' }),
      await as(t.app, owner).put(`/api/chat/groups/${g.id}`, { name: '复活' }),
      await as(t.app, member).post(`/api/chat/groups/${g.id}/leave`),
      await as(t.app, latecomer).post('/api/chat/groups/join', { joinCode: g.joinCode }),
    ]) {
      expect([res.status, res.body.code]).toEqual([422, 'GROUP_DISSOLVED']);
    }
    expect((await as(t.app, member).get(`/api/chat/groups/${g.id}/members`)).status).toBe(200);
  });
});
