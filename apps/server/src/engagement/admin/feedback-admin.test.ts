import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLogs } from '../../money/review/admin.schema.ts';
import type { BusEvent } from '../../platform/events/event-bus.ts';
import { newOperator, type TestOperator } from '../../test/operator-kit.ts';
import { bearer, createTestApp, registerPlayer, type TestApp } from '../../test/test-app.ts';

// The console's 用户反馈 (issue 12): players' feedback reaches support, and a reply reaches the
// player's inbox.
let t: TestApp;
let support: TestOperator;
let superAdmin: TestOperator;
let finance: TestOperator;
let content: TestOperator;
const events: BusEvent[] = [];
beforeAll(async () => {
  t = await createTestApp();
  t.bus.subscribe((e) => {
    events.push(e);
  });
  [support, superAdmin, finance, content] = await Promise.all([
    newOperator(t, 'support'),
    newOperator(t, 'super_admin'),
    newOperator(t, 'finance'),
    newOperator(t, 'content'),
  ]);
});
afterAll(() => t?.close());

const get = (url: string, token = support.token) => t.app.inject({ url, headers: bearer(token) });
const post = (url: string, payload: unknown, token = support.token) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as object });

async function submit(token: string, content: string, type = 'bug') {
  const res = await post('/api/feedback/submit', { type, content, contact: 'QQ 12345' }, token);
  expect(res.statusCode, res.body).toBe(200);
  const [row] = (await get('/api/admin/feedback?limit=100')).json().data.list;
  expect(row.content).toBe(content);
  return row.id as number;
}

describe('feedback in the console', () => {
  it('lists feedback newest first with the player and filters open from handled', async () => {
    const p = await registerPlayer(t.app);
    const first = await submit(p.token, '充值页面打不开一', 'bug');
    const second = await submit(p.token, '希望增加夜间模式', 'suggestion');

    const all = (await get('/api/admin/feedback?limit=100')).json().data;
    const ids = all.list.map((f: { id: number }) => f.id);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    expect(all.list.find((f: { id: number }) => f.id === first)).toMatchObject({
      userId: p.user.id,
      username: p.username,
      type: 'bug',
      content: '充值页面打不开一',
      contact: 'QQ 12345',
      status: 'open',
      handledAt: null,
      handledBy: null,
      reply: null,
    });

    expect((await post(`/api/admin/feedback/${first}/handle`, {})).statusCode).toBe(200);
    const open = (await get('/api/admin/feedback?status=open&limit=100')).json().data.list;
    const handled = (await get('/api/admin/feedback?status=handled&limit=100')).json().data.list;
    expect(open.map((f: { id: number }) => f.id)).toContain(second);
    expect(open.map((f: { id: number }) => f.id)).not.toContain(first);
    expect(handled.map((f: { id: number }) => f.id)).toContain(first);
    expect(handled.map((f: { id: number }) => f.id)).not.toContain(second);
    expect(open.every((f: { status: string }) => f.status === 'open')).toBe(true);
    expect(handled.every((f: { status: string }) => f.status === 'handled')).toBe(true);

    const page = (await get('/api/admin/feedback?limit=1&page=2')).json().data;
    expect(page.list).toHaveLength(1);
    expect(page.pagination).toMatchObject({ page: 2, limit: 1 });
    expect(page.pagination.total).toBeGreaterThanOrEqual(2);
  });

  it('handles feedback with a reply: audited, and the player gets it in the inbox at once', async () => {
    const p = await registerPlayer(t.app);
    const id = await submit(p.token, '提现一直显示审核中，怎么回事');
    events.length = 0;
    const res = await post(`/api/admin/feedback/${id}/handle`, { reply: '已为您加急处理，请留意到账' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id,
      status: 'handled',
      handledBy: support.userId,
      reply: '已为您加急处理，请留意到账',
      username: p.username,
    });
    expect(res.json().data.handledAt).toEqual(expect.any(String));

    const inbox = (await get('/api/messages', p.token)).json().data.list;
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({ kind: 'system', title: '客服回复', isRead: false });
    expect(inbox[0].content).toContain('已为您加急处理，请留意到账');
    expect(inbox[0].content).toContain('提现一直显示审核中');
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'PlayerMessageCreated', userId: p.user.id, unread: 1 }),
    );

    const [row] = await t.database.db
      .select()
      .from(adminAuditLogs)
      .where(
        and(
          eq(adminAuditLogs.target, `feedback:${id}`),
          eq(adminAuditLogs.action, 'POST /api/admin/feedback/:id/handle'),
        ),
      );
    expect(row).toMatchObject({ adminUserId: support.userId, statusCode: 200 });
    // The feedback row as it was and as it became.
    expect(row?.before).toMatchObject({ id, handled_at: null, handled_by: null, reply: null });
    expect(row?.after).toMatchObject({ id, handled_by: support.userId, reply: '已为您加急处理，请留意到账' });

    // Handled once: a second handling is refused and writes no second message.
    const again = await post(`/api/admin/feedback/${id}/handle`, { reply: '再说一次' }, superAdmin.token);
    expect([again.statusCode, again.json().code]).toEqual([409, 'FEEDBACK_HANDLED']);
    expect((await get('/api/messages', p.token)).json().data.list).toHaveLength(1);
  });

  it('handled without a reply sends no message; a missing one is 404', async () => {
    const p = await registerPlayer(t.app);
    const id = await submit(p.token, '没什么，只是试试反馈');
    const res = await post(`/api/admin/feedback/${id}/handle`, { reply: '   ' }, superAdmin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'handled', reply: null, handledBy: superAdmin.userId });
    expect((await get('/api/messages', p.token)).json().data.list).toHaveLength(0);
    expect((await post('/api/admin/feedback/999999/handle', {})).statusCode).toBe(404);
  });

  it('is support and super admin only: 403 for a player, finance and content', async () => {
    const p = await registerPlayer(t.app);
    const id = await submit(p.token, '这个反馈不该被别人处理');
    for (const token of [p.token, finance.token, content.token]) {
      expect((await get('/api/admin/feedback', token)).statusCode).toBe(403);
      expect((await post(`/api/admin/feedback/${id}/handle`, { reply: '越权' }, token)).statusCode).toBe(403);
    }
    expect((await get('/api/admin/feedback', superAdmin.token)).statusCode).toBe(200);
    const still = (await get('/api/admin/feedback?status=open&limit=100')).json().data.list;
    expect(still.map((f: { id: number }) => f.id)).toContain(id);
    expect((await get('/api/messages', p.token)).json().data.list).toHaveLength(0);
  });
});
