import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLogs } from '../../money/review/admin.schema.ts';
import { seedDemo } from '../../seed.ts';
import { newOperator, type TestOperator } from '../../test/operator-kit.ts';
import { bearer, createTestApp, registerPlayer, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let op: TestOperator;
let player: Awaited<ReturnType<typeof registerPlayer>>;

beforeAll(async () => {
  t = await createTestApp();
  op = await newOperator(t, 'content');
  player = await registerPlayer(t.app);
});
afterAll(() => t?.close());

const asOp = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(op.token), ...(payload === undefined ? {} : { payload }) });

/** The operator's successful audit rows of an action (`METHOD /api/admin/...` pattern). */
const audited = (action: string) =>
  t.database.db
    .select()
    .from(adminAuditLogs)
    .where(
      and(
        eq(adminAuditLogs.adminUserId, op.userId),
        eq(adminAuditLogs.action, action),
        eq(adminAuditLogs.statusCode, 200),
      ),
    );

describe('notices', () => {
  it('an operator publishes a popup notice a player reads, edits it, takes it down and deletes it', async () => {
    const created = await asOp('POST', '/api/admin/notices', {
      title: '系统升级公告',
      content: '今晚 2:00-4:00 升级',
      isPopup: true,
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.noticeId;
    const seen = await t.app.inject({ url: '/api/notice/list?popup=true', headers: bearer(player.token) });
    expect(seen.json().data.list).toContainEqual(
      expect.objectContaining({ noticeId: id, title: '系统升级公告', isPopup: true, isRead: false }),
    );

    const edited = await asOp('PUT', `/api/admin/notices/${id}`, {
      title: '系统升级公告（延期）',
      content: '改为明晚',
      isPopup: true,
      enabled: false,
    });
    expect(edited.json().data).toMatchObject({ title: '系统升级公告（延期）', enabled: false });
    const hidden = await t.app.inject({ url: '/api/notice/list', headers: bearer(player.token) });
    expect(hidden.json().data.list.map((n: { noticeId: number }) => n.noticeId)).not.toContain(id);
    const all = await asOp('GET', '/api/admin/notices');
    expect(all.json().data.list).toContainEqual(expect.objectContaining({ noticeId: id, enabled: false }));

    expect((await asOp('DELETE', `/api/admin/notices/${id}`)).statusCode).toBe(200);
    expect((await asOp('DELETE', `/api/admin/notices/${id}`)).statusCode).toBe(404);
    expect((await asOp('PUT', `/api/admin/notices/${id}`, { title: 'x', content: 'y' })).statusCode).toBe(
      404,
    );
    for (const action of [
      'POST /api/admin/notices',
      'PUT /api/admin/notices/:id',
      'DELETE /api/admin/notices/:id',
    ])
      expect(await audited(action), action).toHaveLength(1);
  });
});

describe('banners', () => {
  it('lists the demo banners (in-app links) as stored', async () => {
    const seeded = await createTestApp();
    try {
      await seedDemo(seeded.database.db);
      const seededOp = await newOperator(seeded, 'content');
      const res = await seeded.app.inject({ url: '/api/admin/banners', headers: bearer(seededOp.token) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.banners[0]).toMatchObject({ link: '#/pages/register/register', enabled: true });
    } finally {
      await seeded.close();
    }
  });

  it('players see the enabled banners in the operator order; an upload is checked by content', async () => {
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    const boundary = 'xBOUNDARYx';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/admin/banners/image',
      headers: { ...bearer(op.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const image = upload.json().data.url as string;
    expect(image).toMatch(/^\/uploads\/banners\/[\w-]+\.webp$/);
    expect(await audited('POST /api/admin/banners/image')).toHaveLength(1);
    const notImage = await t.app.inject({
      method: 'POST',
      url: '/api/admin/banners/image',
      headers: { ...bearer(op.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.png"\r\nContent-Type: image/png\r\n\r\n<script>\r\n--${boundary}--\r\n`,
      ),
    });
    expect(notImage.statusCode).toBe(415);

    const saved = await asOp('PUT', '/api/admin/banners', {
      banners: [
        { title: '第二', image, link: '/activity', sort: 2 },
        { title: '第一', image: 'https://cdn.example.com/a.png', link: '', sort: 1 },
        { title: '停用', image, sort: 0, enabled: false },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.banners.map((b: { title: string }) => b.title)).toEqual([
      '停用',
      '第一',
      '第二',
    ]);
    const cfg = (await t.app.inject({ url: '/api/system/config' })).json().data;
    expect(cfg.banners.map((b: { title: string }) => b.title)).toEqual(['第一', '第二']);
    expect(Object.keys(cfg.banners[0]).sort()).toEqual(['id', 'image', 'link', 'title']);

    const bad = await asOp('PUT', '/api/admin/banners', {
      banners: [{ title: '', image: 'javascript:alert(1)' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(await audited('PUT /api/admin/banners')).toHaveLength(1);
  });
});

describe('system configuration', () => {
  const base = async () => (await asOp('GET', '/api/admin/system/config')).json().data;

  it('a change reaches the players config at once, with a new ETag', async () => {
    const first = await t.app.inject({ url: '/api/system/config' });
    const etag = first.headers.etag as string;
    const saved = await asOp('PUT', '/api/admin/system/config', {
      ...(await base()),
      customer_service_wechat: 'cailiao-kf',
      app_name: '彩聊Pro',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await t.app.inject({ url: '/api/system/config', headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.json().data).toMatchObject({ customer_service_wechat: 'cailiao-kf', app_name: '彩聊Pro' });
    expect(await audited('PUT /api/admin/system/config')).toHaveLength(1);
    const bad = await asOp('PUT', '/api/admin/system/config', { ...(await base()), app_version: 'v1' });
    expect([bad.statusCode, bad.json().message]).toEqual([400, expect.any(String)]);
  });

  it('maintenance mode answers players 503 维护中; the console, config and health stay open', async () => {
    await asOp('PUT', '/api/admin/system/config', { ...(await base()), maintenance_mode: true });
    try {
      const refused = await t.app.inject({ url: '/api/user/info', headers: bearer(player.token) });
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({
        success: false,
        code: 'MAINTENANCE',
        message: '系统维护中，请稍后再试',
      });
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: player.username, password: player.password },
      });
      expect(login.statusCode).toBe(503);
      expect((await t.app.inject({ url: '/api/system/config' })).json().data.maintenance_mode).toBe(true);
      expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
      expect((await asOp('GET', '/api/admin/notices')).statusCode).toBe(200);
    } finally {
      await asOp('PUT', '/api/admin/system/config', { ...(await base()), maintenance_mode: false });
    }
    expect((await t.app.inject({ url: '/api/user/info', headers: bearer(player.token) })).statusCode).toBe(
      200,
    );
  });

  it('registration switched off refuses a new player in Chinese', async () => {
    await asOp('PUT', '/api/admin/system/config', { ...(await base()), registration_enabled: false });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { username: 'closed01', password: 'abc12345' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('暂未开放注册');
    } finally {
      await asOp('PUT', '/api/admin/system/config', { ...(await base()), registration_enabled: true });
    }
  });

  it('tells the other processes through the bus: their cached config is dropped', async () => {
    const other = await createTestApp({ database: t.database, bus: t.bus });
    try {
      expect((await other.app.inject({ url: '/api/system/config' })).json().data.maintenance_mode).toBe(
        false,
      );
      await asOp('PUT', '/api/admin/system/config', { ...(await base()), maintenance_mode: true });
      const res = await other.app.inject({ url: '/api/user/info', headers: bearer(player.token) });
      expect(res.statusCode).toBe(503);
    } finally {
      await asOp('PUT', '/api/admin/system/config', { ...(await base()), maintenance_mode: false });
      await other.close();
    }
  });
});

describe('messages to players', () => {
  it('sends to one player (pushed into their message center) and to everyone, audited', async () => {
    const one = await asOp('POST', '/api/admin/messages', {
      to: player.user.id,
      title: '账户提醒',
      content: '请完善资料',
    });
    expect(one.json().data).toEqual({ recipients: 1 });
    const all = await asOp('POST', '/api/admin/messages', {
      to: 'all',
      title: '双十一活动',
      content: '全场加奖',
    });
    expect(all.json().data?.recipients, all.body).toBeGreaterThanOrEqual(2);
    const inbox = await t.app.inject({ url: '/api/messages', headers: bearer(player.token) });
    const titles = inbox.json().data.list.map((m: { title: string }) => m.title);
    expect(titles).toEqual(expect.arrayContaining(['账户提醒', '双十一活动']));
    expect(
      (await asOp('POST', '/api/admin/messages', { to: 999999, title: 'x', content: 'y' })).statusCode,
    ).toBe(404);
    const rows = await audited('POST /api/admin/messages');
    expect(rows.map((r) => r.target).sort()).toEqual([`users:${player.user.id}`, 'users:all'].sort());
  });
});

describe('activities', () => {
  it('an operator creates an activity with rules and sign-up; players see it, join it, and the operator edits it', async () => {
    const input = {
      title: '周末投注挑战',
      summary: '周末累计投注满100元即可报名领取奖励',
      content: [{ type: 'text', text: '活动期间累计有效投注满100元。' }],
      rules: ['每位玩家限报名一次', '奖励审核通过后发放'],
      requiresApplication: true,
      reward: 8.88,
      startsAt: new Date(Date.now() - 3600_000).toISOString(),
      endsAt: new Date(Date.now() + 7 * 86400_000).toISOString(),
    };
    const created = await asOp('POST', '/api/admin/activities', input);
    expect(created.statusCode, created.body).toBe(200);
    const activity = created.json().data;
    expect(activity).toMatchObject({ title: '周末投注挑战', reward: 8.88, status: 'ongoing', enabled: true });

    const detail = await t.app.inject({
      url: `/api/activity/detail?activityId=${activity.activityId}`,
      headers: bearer(player.token),
    });
    expect(detail.json().data).toMatchObject({ rules: input.rules, requiresApplication: true, reward: 8.88 });
    const join = await t.app.inject({
      method: 'POST',
      url: '/api/activity/join',
      headers: bearer(player.token),
      payload: { activityId: activity.activityId },
    });
    expect(join.statusCode, join.body).toBe(200);
    const queue = await asOp('GET', `/api/admin/activity/applications?activityId=${activity.activityId}`);
    expect(queue.json().data.list).toHaveLength(1);

    const off = await asOp('PUT', `/api/admin/activities/${activity.activityId}`, {
      ...input,
      enabled: false,
    });
    expect(off.json().data.enabled).toBe(false);
    const gone = await t.app.inject({ url: `/api/activity/detail?activityId=${activity.activityId}` });
    expect(gone.statusCode).toBe(404);
    const listed = await asOp('GET', '/api/admin/activities');
    expect(listed.json().data.list).toContainEqual(
      expect.objectContaining({ activityId: activity.activityId, enabled: false }),
    );

    const backwards = await asOp('POST', '/api/admin/activities', { ...input, endsAt: input.startsAt });
    expect(backwards.statusCode).toBe(400);
    expect(JSON.stringify(backwards.json())).toContain('结束时间应晚于开始时间');
    expect(await audited('POST /api/admin/activities')).toHaveLength(1);
    expect(await audited('PUT /api/admin/activities/:id')).toHaveLength(1);
  });
});
