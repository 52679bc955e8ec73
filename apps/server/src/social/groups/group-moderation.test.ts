import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLogs } from '../../money/review/admin.schema.ts';
import type { DomainEvent } from '../../platform/events/domain-events.ts';
import { INTERNALS, operationsOf, requestOf } from '../../test/openapi-fuzz-kit.ts';
import { newOperator, type TestOperator } from '../../test/operator-kit.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';
import { as, groupOf, newPlayer, type Player } from '../chat/chat-test-kit.ts';

let t: TestApp;
let support: TestOperator;
let content: TestOperator;
const events: DomainEvent[] = [];
beforeAll(async () => {
  t = await createTestApp();
  t.bus.subscribe((e) => events.push(e));
  support = await newOperator(t, 'support');
  content = await newOperator(t, 'content');
});
afterAll(() => t.close());

const op = (o: TestOperator, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(o.token), ...(payload ? { payload } : {}) });
const say = (p: Player, groupId: number, text = '你好') =>
  as(t.app, p).post('/api/chat/messages', { groupId, content: text });
const notices = async (p: Player, groupId: number) =>
  (
    await as(t.app, p).get(`/api/chat/messages/history?targetId=${groupId}&type=GROUP&limit=50`)
  ).body.data.list
    .filter((m: { messageType: string }) => m.messageType === 'SYSTEM')
    .map((m: { content: string }) => m.content);
const audited = (groupId: number, action: string) =>
  t.database.db
    .select()
    .from(adminAuditLogs)
    .where(
      and(
        eq(adminAuditLogs.target, `chat_groups:${groupId}`),
        eq(adminAuditLogs.action, action),
        eq(adminAuditLogs.statusCode, 200),
      ),
    );

async function staffedGroup(name: string) {
  const owner = await newPlayer(t.app);
  const admin = await newPlayer(t.app);
  const member = await newPlayer(t.app);
  const g = await groupOf(t.app, owner, [admin, member], name);
  await as(t.app, owner).put(`/api/chat/groups/${g.id}/members/${admin.id}`, { role: 'admin' });
  return { owner, admin, member, g, ids: [owner.id, admin.id, member.id].sort() };
}

describe('chat moderation by the operator', () => {
  it('support searches groups and opens one: owner, members, latest messages; content may not', async () => {
    const { owner, member, g } = await staffedGroup('巡查目标群');
    await say(member, g.id, '第一条');
    const found = await op(support, 'GET', `/api/admin/groups?q=${encodeURIComponent('巡查目标')}`);
    expect(found.json().data.list).toEqual([
      expect.objectContaining({
        id: g.id,
        name: '巡查目标群',
        owner: expect.objectContaining({ id: owner.id }),
        memberCount: 3,
        status: 'active',
        isMuted: false,
      }),
    ]);
    expect((await op(support, 'GET', `/api/admin/groups?q=${g.id}`)).json().data.list[0].id).toBe(g.id);
    expect((await op(support, 'GET', '/api/admin/groups?q=99999999999')).statusCode).toBe(200);
    const detail = (await op(support, 'GET', `/api/admin/groups/${g.id}`)).json().data;
    expect(detail.members.map((m: { role: string }) => m.role)).toEqual(['owner', 'admin', 'member']);
    expect(detail.messages.at(-1)).toMatchObject({ content: '第一条', senderId: member.id });
    expect((await op(content, 'GET', '/api/admin/groups')).statusCode).toBe(403);
    expect((await op(support, 'GET', '/api/admin/groups/2147483647')).statusCode).toBe(404);
  });

  it('mutes all: members are refused, owner and admins speak, everyone gets the notice; audited', async () => {
    const { owner, admin, member, g, ids } = await staffedGroup('禁言测试群');
    events.length = 0;
    const muted = await op(support, 'POST', `/api/admin/groups/${g.id}/mute`, { reason: '刷屏' });
    expect(muted.statusCode, muted.body).toBe(200);
    expect(muted.json().data.group).toMatchObject({ isMuted: true });
    expect((await notices(member, g.id)).at(-1)).toBe('管理员开启了全员禁言，原因：刷屏');
    const created = events.find((e) => e.type === 'MessageCreated');
    expect(created?.type === 'MessageCreated' && [...created.recipients].sort()).toEqual(ids);
    const refused = await say(member, g.id);
    expect([refused.status, refused.body.code]).toEqual([422, 'MUTED']);
    expect((await say(owner, g.id)).status).toBe(200);
    expect((await say(admin, g.id)).status).toBe(200);
    expect((await as(t.app, member).get(`/api/chat/groups/${g.id}/mute-status`)).body.data).toMatchObject({
      groupMuted: true,
      canSend: false,
    });
    expect(await audited(g.id, 'POST /api/admin/groups/:id/mute')).toEqual([
      expect.objectContaining({ adminUserId: support.userId, payload: { reason: '刷屏' } }),
    ]);

    expect((await op(support, 'POST', `/api/admin/groups/${g.id}/unmute`, {})).statusCode).toBe(200);
    expect((await notices(member, g.id)).at(-1)).toBe('管理员关闭了全员禁言');
    expect((await say(member, g.id)).status).toBe(200);
    const again = await op(support, 'POST', `/api/admin/groups/${g.id}/unmute`, {});
    expect([again.statusCode, again.json().code]).toEqual([422, 'NOT_MUTED']);
    expect(await audited(g.id, 'POST /api/admin/groups/:id/unmute')).toHaveLength(1);
  });

  it("recalls any member's message, as an owner's recall: every member gets message_recalled", async () => {
    const { owner, member, g, ids } = await staffedGroup('撤回测试群');
    const sent = (await say(owner, g.id, '群主的广告')).body.data;
    events.length = 0;
    const url = `/api/admin/groups/${g.id}/messages/${sent.messageId}/recall`;
    const recalled = await op(support, 'POST', url, {});
    expect(recalled.statusCode, recalled.body).toBe(200);
    const event = events.find((e) => e.type === 'MessageRecalled');
    expect(event).toMatchObject({ messageId: sent.messageId, recalledBy: support.userId });
    expect(event?.type === 'MessageRecalled' && [...event.recipients].sort()).toEqual(ids);
    expect(await notices(member, g.id)).toContain(`管理员撤回了「${owner.nickname}」的一条消息`);
    const twice = await op(support, 'POST', url, {});
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'ALREADY_RECALLED']);
    const other = await staffedGroup('别的群');
    const wrongGroup = await op(
      support,
      'POST',
      `/api/admin/groups/${other.g.id}/messages/${sent.messageId}/recall`,
      {},
    );
    expect(wrongGroup.statusCode).toBe(404);
    const [row] = await t.database.db
      .select()
      .from(adminAuditLogs)
      .where(
        and(eq(adminAuditLogs.target, `messages:${sent.messageId}`), eq(adminAuditLogs.statusCode, 200)),
      );
    expect(row).toMatchObject({ adminUserId: support.userId });
  });

  it('dissolves: the group answers dissolved, history stays readable, nothing else is accepted', async () => {
    const { member, g, ids } = await staffedGroup('解散测试群');
    await say(member, g.id, '历史消息');
    events.length = 0;
    const res = await op(support, 'POST', `/api/admin/groups/${g.id}/dissolve`, { reason: '违规' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.group).toMatchObject({ status: 'dissolved' });
    const created = events.find((e) => e.type === 'MessageCreated');
    expect(created?.type === 'MessageCreated' && [...created.recipients].sort()).toEqual(ids);
    expect((await as(t.app, member).get(`/api/chat/groups/${g.id}`)).body.data.status).toBe('dissolved');
    expect(await notices(member, g.id)).toContain('该群聊已被管理员解散');
    const refused = await say(member, g.id);
    expect([refused.status, refused.body.code]).toEqual([422, 'GROUP_DISSOLVED']);
    const mute = await op(support, 'POST', `/api/admin/groups/${g.id}/mute`, {});
    expect([mute.statusCode, mute.json().code]).toEqual([422, 'GROUP_DISSOLVED']);
    expect(await audited(g.id, 'POST /api/admin/groups/:id/dissolve')).toHaveLength(1);
    const listed = await op(support, 'GET', '/api/admin/groups?status=dissolved');
    expect(listed.json().data.list.map((x: { id: number }) => x.id)).toContain(g.id);
  });
});

describe('moderation endpoints under fuzz, called by an operator who may use them', () => {
  it('never answer a 5xx, a stack trace or SQL', async () => {
    const ops = operationsOf(t.app.swagger() as never).filter((o) =>
      /^\/api\/admin\/(groups|chat)/.test(o.path),
    );
    expect(ops.length).toBe(8);
    for (const o of ops) {
      const hasBody = o.method !== 'GET';
      await fc.assert(
        fc.asyncProperty(requestOf(o), async ({ url, body }) => {
          const res = await t.app.inject({
            method: o.method as 'GET',
            url,
            headers: {
              ...bearer(support.token),
              ...(hasBody && body !== undefined ? { 'content-type': 'application/json' } : {}),
            },
            ...(hasBody && body !== undefined ? { payload: body } : {}),
          });
          const what = `${o.method} ${url} ${body?.slice(0, 200)} → ${res.body.slice(0, 300)}`;
          expect(res.statusCode, what).toBeLessThan(500);
          expect(res.body, what).not.toMatch(INTERNALS);
        }),
        { numRuns: 15 },
      );
    }
  });
});
