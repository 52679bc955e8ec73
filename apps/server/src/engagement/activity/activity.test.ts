import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GameTestApp, rows } from '../../lottery/draw/game-test-kit.ts';
import { newOperator } from '../../test/operator-kit.ts';
import { seedEngagementDemo } from '../engagement.seed.ts';
import {
  call,
  concurrently,
  createEngagementApp,
  expectLedgerClean,
  ledgerRows,
  messagesOf,
  player,
  T0,
  type TestPlayer,
} from '../engagement-test-kit.ts';

let g: GameTestApp;
let admin: TestPlayer;
/** The operator's own player account (an operator never reviews their own application). */
let adminAsPlayer: TestPlayer;
let ids: Record<string, number>;
beforeAll(async () => {
  g = await createEngagementApp();
  await seedEngagementDemo(g.database.db, new Date(T0));
  const person = await player(g);
  adminAsPlayer = person;
  admin = { ...person, token: (await newOperator(g, 'super_admin', person)).token };
  const list = await rows<{ id: number; title: string }>(g.database, sql`SELECT id, title FROM activities`);
  ids = Object.fromEntries(list.map((a) => [a.title, a.id]));
});
afterAll(() => g.close());

const join = (p: TestPlayer, activityId: number, message?: string) =>
  call(g, p.token, 'POST', '/api/activity/join', { activityId, ...(message ? { message } : {}) });
const decide = (id: number, action: 'approve' | 'reject', reason?: string, token = admin.token) =>
  call(g, token, 'POST', `/api/admin/activity/applications/${id}/${action}`, reason ? { reason } : {});

describe('activities: list and detail', () => {
  it('lists current activities by default and ended ones on request, for guests too', async () => {
    const current = (await call(g, null, 'GET', '/api/activity/list')).json().data;
    expect(current.list.map((a: { title: string }) => a.title)).toEqual([
      '每日签到领红包',
      '每日加奖',
      'VIP晋级礼',
      '新人首充礼',
    ]);
    expect(current.list[0]).toMatchObject({
      kind: 'sign_in',
      link: '/pages/checkin-detail/checkin-detail',
      status: 'ongoing',
      requiresApplication: false,
      application: null,
    });
    expect(current.pagination).toEqual({ page: 1, limit: 20, total: 4, totalPages: 1 });
    const ended = (await call(g, null, 'GET', '/api/activity/list?status=ended')).json().data;
    expect(ended.list).toMatchObject([{ title: '周末投注王', status: 'ended' }]);
    expect(
      (await call(g, null, 'GET', '/api/activity/list?status=all&limit=2')).json().data.pagination,
    ).toEqual({
      page: 1,
      limit: 2,
      total: 5,
      totalPages: 3,
    });
  });

  it('answers the rich content, rules and window; 404 for an unknown activity', async () => {
    const res = await call(g, null, 'GET', `/api/activity/detail?activityId=${ids.新人首充礼}`);
    expect(res.json().data).toMatchObject({
      title: '新人首充礼',
      reward: 8,
      requiresApplication: true,
      endsAt: expect.any(String),
      content: expect.arrayContaining([{ type: 'image', url: '/activities/newbie.svg', alt: '新人首充礼' }]),
      rules: expect.arrayContaining(['每位新用户限报名一次']),
    });
    expect((await call(g, null, 'GET', '/api/activity/detail?activityId=999999')).statusCode).toBe(404);
    expect((await call(g, null, 'GET', '/api/activity/detail?activityId=abc')).statusCode).toBe(400);
  });
});

describe('joining an activity: pending, then the operator decides', () => {
  it('joins once (409 the second time); the player sees the application on the activity', async () => {
    const p = await player(g);
    const res = await join(p, ids.新人首充礼!, '已首充');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: '报名成功，请等待审核',
      data: { status: 'pending', message: '已首充' },
    });
    const again = await join(p, ids.新人首充礼!);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_APPLIED');
    const detail = (await call(g, p.token, 'GET', `/api/activity/detail?activityId=${ids.新人首充礼}`)).json()
      .data;
    expect(detail.application).toMatchObject({ status: 'pending' });
  });

  it('refuses activities without sign-up, ended ones, unknown ones', async () => {
    const p = await player(g);
    expect((await join(p, ids.每日签到领红包!)).json().code).toBe('APPLICATION_NOT_NEEDED');
    const ended = await join(p, ids.周末投注王!);
    expect(ended.statusCode).toBe(422);
    expect(ended.json()).toMatchObject({ code: 'ACTIVITY_NOT_OPEN', message: '活动已结束' });
    expect((await join(p, 999_999)).statusCode).toBe(404);
    expect((await call(g, null, 'POST', '/api/activity/join', { activityId: 1 })).statusCode).toBe(401);
  });

  it('approval pays the reward once and tells the player; rejection gives the reason', async () => {
    const a = await player(g);
    const b = await player(g);
    const appA = (await join(a, ids.新人首充礼!)).json().data;
    const appB = (await join(b, ids.新人首充礼!)).json().data;

    const pending = (
      await call(g, admin.token, 'GET', '/api/admin/activity/applications?status=pending')
    ).json().data;
    expect(pending.list.map((x: { id: number }) => x.id)).toEqual(expect.arrayContaining([appA.id, appB.id]));
    expect(pending.list.find((x: { id: number }) => x.id === appA.id)).toMatchObject({
      userId: a.userId,
      username: a.username,
      activityTitle: '新人首充礼',
    });

    expect(await concurrently(4, () => decide(appA.id, 'approve'))).toEqual([200, 409, 409, 409]);
    expect(await ledgerRows(g, a.userId, 'activity_reward')).toEqual([
      { amount_fen: 800, reference: `activity_reward:${appA.id}` },
    ]);
    expect(await messagesOf(g, a.userId)).toContainEqual(
      expect.objectContaining({ kind: 'activity', title: '活动报名已通过' }),
    );

    const rejected = await decide(appB.id, 'reject', '未完成首充');
    expect(rejected.json().data).toMatchObject({ status: 'rejected', reason: '未完成首充' });
    expect((await decide(appB.id, 'approve')).json().code).toBe('APPLICATION_NOT_PENDING');
    expect(await ledgerRows(g, b.userId, 'activity_reward')).toEqual([]);
    expect(await messagesOf(g, b.userId)).toContainEqual(
      expect.objectContaining({
        title: '活动报名未通过',
        content: expect.stringContaining('原因：未完成首充'),
      }),
    );
    await expectLedgerClean(g);
  });

  it('only operators decide (403), never on their own application, and every call is audited', async () => {
    const p = await player(g);
    const app = (await join(p, ids.新人首充礼!)).json().data;
    expect((await decide(app.id, 'approve', undefined, p.token)).statusCode).toBe(403);
    expect((await call(g, p.token, 'GET', '/api/admin/activity/applications')).statusCode).toBe(403);
    const own = (await join(adminAsPlayer, ids.新人首充礼!)).json().data;
    expect((await decide(own.id, 'approve')).statusCode).toBe(403);
    expect((await decide(999_999, 'approve')).statusCode).toBe(404);
    const audit = await rows<{ action: string; status_code: number }>(
      g.database,
      sql`SELECT action, status_code FROM admin_audit_logs WHERE target = ${`activity_applications:${app.id}`}`,
    );
    expect(audit).toEqual([
      { action: 'POST /api/admin/activity/applications/:id/approve', status_code: 403 },
    ]);
  });
});

describe('the operator configures the rules of engagement', () => {
  it('reads and saves them; refuses a table that does not start at 0', async () => {
    const current = (await call(g, admin.token, 'GET', '/api/admin/engagement/settings')).json().data;
    expect(current.vipLevels[1]).toMatchObject({ level: 1, name: 'V1', threshold: 100, reward: 5 });
    const changed = { ...current, signInRewards: [2, 4] };
    const saved = await call(g, admin.token, 'PUT', '/api/admin/engagement/settings', changed);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.signInRewards).toEqual([2, 4]);
    const bad = { ...current, vipLevels: current.vipLevels.slice(1) };
    expect((await call(g, admin.token, 'PUT', '/api/admin/engagement/settings', bad)).statusCode).toBe(400);
    const p = await player(g);
    expect((await call(g, p.token, 'PUT', '/api/admin/engagement/settings', changed)).statusCode).toBe(403);
  });
});
