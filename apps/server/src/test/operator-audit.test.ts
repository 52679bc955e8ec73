import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedEngagementDemo } from '../engagement/engagement.seed.ts';
import {
  createMoneyApp,
  get,
  newAdmin,
  newPlayer,
  newWithdrawer,
  type Player,
  post,
} from '../money/wallet/money-test-kit.ts';
import { as, groupOf, newPlayer as newChatter } from '../social/chat/chat-test-kit.ts';
import { tableDigests } from './db-fixture.ts';
import { bearer, type TestApp } from './test-app.ts';

// The operator's audit log fails closed (issue 15 item 6): an action whose audit row cannot be
// written does not happen, and a read whose row cannot be written shows nothing.

let t: TestApp;
let admin: Player;
let ids: {
  recharge: number;
  withdraw: number;
  application: number;
  player: number;
  activity: number;
  group: number;
  mutedGroup: number;
  message: number;
  notice: number;
};

beforeAll(async () => {
  t = await createMoneyApp();
  await seedEngagementDemo(t.database.db);
  admin = await newAdmin(t);
  const p = await newPlayer(t);
  const recharge = (
    await post(t, p.token, '/api/recharge/orders', { channelCode: 'bank', amount: 100 })
  ).json().data;
  const w = await newWithdrawer(t, 1000);
  const withdraw = (
    await post(t, w.token, '/api/withdraw/orders', {
      accountId: w.accountId,
      amount: 200,
      withdrawPassword: '123456',
    })
  ).json().data;
  const activity = (await get(t, p.token, '/api/activity/list'))
    .json()
    .data.list.find((a: { requiresApplication: boolean }) => a.requiresApplication);
  const joined = await post(t, p.token, '/api/activity/join', { activityId: activity.activityId });
  expect(joined.statusCode, joined.body).toBe(200);
  // Chat moderation: a group with a message to recall, and one already muted to unmute.
  const [owner, member] = [await newChatter(t.app), await newChatter(t.app)];
  const group = await groupOf(t.app, owner, [member], '审计群');
  const mutedGroup = await groupOf(t.app, owner, [member], '已禁言群');
  const said = await as(t.app, member).post('/api/chat/messages', { groupId: group.id, content: '待撤回' });
  expect(said.status).toBe(200);
  const muted = await post(t, admin.token, `/api/admin/groups/${mutedGroup.id}/mute`, {});
  expect(muted.statusCode, muted.body).toBe(200);
  const notice = await post(t, admin.token, '/api/admin/notices', { title: '审计公告', content: '内容' });
  expect(notice.statusCode, notice.body).toBe(200);
  ids = {
    recharge: recharge.id,
    withdraw: withdraw.id,
    application: joined.json().data.id,
    player: p.userId,
    activity: activity.activityId,
    group: group.id,
    mutedGroup: mutedGroup.id,
    message: said.body.data.id,
    notice: notice.json().data.noticeId,
  };
});
afterAll(() => t.close());

type Call = {
  method: 'POST' | 'PUT' | 'DELETE';
  url: () => string;
  body: () => Promise<object> | object;
};
const current = async (url: string) => (await get(t, admin.token, url)).json().data;

const ACTIVITY = {
  title: '审计活动',
  content: [{ type: 'text', text: '活动说明' }],
  rules: ['每人一次'],
  requiresApplication: false,
  reward: 1,
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: '2030-01-01T00:00:00.000Z',
};

/** Every operator action, each with a body it accepts. */
const ACTIONS: Call[] = [
  {
    method: 'POST',
    url: () => `/api/admin/recharge/orders/${ids.recharge}/approve`,
    body: () => ({ reason: '已到账' }),
  },
  {
    method: 'POST',
    url: () => `/api/admin/recharge/orders/${ids.recharge}/reject`,
    body: () => ({ reason: '未到账' }),
  },
  {
    method: 'PUT',
    url: () => '/api/admin/recharge/channels',
    body: () => ({
      code: 'bank_audit',
      type: 'bank',
      name: '审计测试',
      minAmount: 50,
      maxAmount: 2000,
      enabled: true,
    }),
  },
  { method: 'POST', url: () => `/api/admin/withdraw/orders/${ids.withdraw}/approve`, body: () => ({}) },
  { method: 'POST', url: () => `/api/admin/withdraw/orders/${ids.withdraw}/reject`, body: () => ({}) },
  {
    method: 'PUT',
    url: () => '/api/admin/withdraw/config',
    body: async () => ({ ...(await current('/api/admin/withdraw/config')), dailyCount: 7 }),
  },
  {
    method: 'POST',
    url: () => `/api/admin/activity/applications/${ids.application}/approve`,
    body: () => ({}),
  },
  {
    method: 'POST',
    url: () => `/api/admin/activity/applications/${ids.application}/reject`,
    body: () => ({}),
  },
  {
    method: 'PUT',
    url: () => '/api/admin/engagement/settings',
    body: async () => {
      const s = await current('/api/admin/engagement/settings');
      return { ...s, signInRewards: s.signInRewards.map((r: number) => r + 1) };
    },
  },
  {
    method: 'POST',
    url: () => '/api/admin/notices',
    body: () => ({ title: '审计测试', content: '不应发布' }),
  },
  { method: 'PUT', url: () => '/api/admin/referral/config', body: () => ({ ratesPercent: [1, 0.5, 0.25] }) },
  { method: 'PUT', url: () => '/api/admin/games/1/status', body: () => ({ status: 'disabled' }) },
  {
    method: 'PUT',
    url: () => '/api/admin/games/1/odds',
    body: () => ({ play: 'k3.big_small', option: 'big', odds: 2.02 }),
  },
  {
    method: 'PUT',
    url: () => '/api/admin/games/1/schedule',
    body: () => ({ intervalSeconds: 90, closeBeforeSeconds: 6 }),
  },
  {
    method: 'PUT',
    url: () => '/api/admin/games/1/limits',
    body: () => ({ maxPlayerIssueStake: 100, maxIssueStake: null }),
  },
  {
    method: 'POST',
    url: () => '/api/admin/adjustments',
    body: () => ({ userId: ids.player, amount: 5, reason: '审计测试', requestId: 'audit-adjust-1' }),
  },
  // Players (issue 14 §3).
  ...(['freeze', 'unfreeze', 'reset-password', 'revoke-sessions'] as const).map(
    (action): Call => ({
      method: 'POST',
      url: () => `/api/admin/players/${ids.player}/${action}`,
      body: () => ({ reason: '审计测试' }),
    }),
  ),
  // Chat moderation (§6).
  { method: 'POST', url: () => `/api/admin/groups/${ids.group}/mute`, body: () => ({ reason: '审计' }) },
  { method: 'POST', url: () => `/api/admin/groups/${ids.mutedGroup}/unmute`, body: () => ({}) },
  {
    method: 'POST',
    url: () => `/api/admin/groups/${ids.group}/messages/${ids.message}/recall`,
    body: () => ({}),
  },
  { method: 'POST', url: () => `/api/admin/groups/${ids.group}/dissolve`, body: () => ({}) },
  { method: 'PUT', url: () => '/api/admin/chat/sensitive-words', body: () => ({ words: ['审计词'] }) },
  // Content (§5).
  {
    method: 'PUT',
    url: () => `/api/admin/notices/${ids.notice}`,
    body: () => ({ title: '审计公告（改）', content: '不应保存' }),
  },
  { method: 'DELETE', url: () => `/api/admin/notices/${ids.notice}`, body: () => ({}) },
  {
    method: 'PUT',
    url: () => '/api/admin/banners',
    body: () => ({ banners: [{ title: '审计', image: 'https://cdn.example.com/a.png', link: '', sort: 1 }] }),
  },
  {
    method: 'PUT',
    url: () => '/api/admin/system/config',
    body: async () => ({
      ...(await current('/api/admin/system/config')),
      customer_service_wechat: 'audit-kf',
    }),
  },
  {
    method: 'POST',
    url: () => '/api/admin/messages',
    body: () => ({ to: ids.player, title: '审计', content: '不应送达' }),
  },
  {
    method: 'POST',
    url: () => '/api/admin/messages',
    body: () => ({ to: 'all', title: '审计', content: '不应送达' }),
  },
  { method: 'POST', url: () => '/api/admin/activities', body: () => ACTIVITY },
  {
    method: 'PUT',
    url: () => `/api/admin/activities/${ids.activity}`,
    body: () => ({ ...ACTIVITY, enabled: false }),
  },
];
const READS = [
  '/api/admin/players',
  '/api/admin/groups',
  '/api/admin/chat/sensitive-words',
  '/api/admin/notices',
  '/api/admin/banners',
  '/api/admin/system/config',
  '/api/admin/activities',
  '/api/admin/recharge/orders',
  '/api/admin/withdraw/orders',
  '/api/admin/withdraw/config',
  '/api/admin/activity/applications',
  '/api/admin/engagement/settings',
  '/api/admin/referral/config',
  '/api/admin/audit-logs',
  '/api/admin/games',
  '/api/admin/games/1/odds',
  '/api/admin/games/1/draws',
  '/api/admin/adjustments',
  '/api/admin/reports/daily?from=2026-01-01&to=2026-01-07',
  '/api/admin/reports/daily.csv?from=2026-01-01&to=2026-01-07',
];

const send = async (c: Call, token = admin.token, body?: object) =>
  t.app.inject({ method: c.method, url: c.url(), headers: bearer(token), payload: body ?? (await c.body()) });

/** Every table but the audit log itself and the sessions an authenticated call may touch. */
async function state() {
  const all = await tableDigests(t.database.db);
  delete all.admin_audit_logs;
  delete all.sessions;
  // An operator's session notes its last call now and then (the idle limit), whatever the call.
  delete all.operator_sessions;
  return all;
}

describe('the operator audit log fails closed', () => {
  it('an action whose audit row cannot be written does not happen; a read shows nothing', async () => {
    // Bodies first: reading the current settings is itself an audited call.
    const bodies = await Promise.all(ACTIONS.map((c) => c.body()));
    const refuse = sql`ALTER TABLE admin_audit_logs ADD CONSTRAINT audit_refuses CHECK (false) NOT VALID`;
    await t.database.db.execute(refuse);
    try {
      for (const [i, c] of ACTIONS.entries()) {
        const before = await state();
        const res = await send(c, admin.token, bodies[i]);
        expect([res.statusCode, res.json().code], `${c.method} ${c.url()}`).toEqual([
          503,
          'AUDIT_UNAVAILABLE',
        ]);
        expect(res.json()).not.toHaveProperty('data');
        expect(await state(), `${c.method} ${c.url()}`).toEqual(before);
      }
      for (const url of READS) {
        const res = await get(t, admin.token, url);
        expect([res.statusCode, res.json().code], url).toEqual([503, 'AUDIT_UNAVAILABLE']);
        expect(res.json()).not.toHaveProperty('data');
      }
    } finally {
      await t.database.db.execute(sql`ALTER TABLE admin_audit_logs DROP CONSTRAINT audit_refuses`);
    }
    // With the log writable again the same actions take effect, each with its row.
    for (const c of ACTIONS.filter((_, i) => [0, 3, 6, 9, 11].includes(i))) {
      const res = await send(c);
      expect(res.statusCode, res.body).toBe(200);
      const [row] = (
        (await t.database.db.execute(
          sql`SELECT status_code, admin_user_id FROM admin_audit_logs WHERE path = ${c.url()} ORDER BY id DESC LIMIT 1`,
        )) as unknown as { rows: { status_code: number; admin_user_id: number }[] }
      ).rows;
      expect(row).toEqual({ status_code: 200, admin_user_id: admin.userId });
    }
  });

  it('keeps every row: the database refuses to update, delete or truncate the log, whoever asks', async () => {
    const count = async () =>
      (
        (await t.database.db.execute(sql`SELECT count(*)::int AS n FROM admin_audit_logs`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]!.n;
    const rows = await count();
    expect(rows).toBeGreaterThan(0);
    for (const change of [
      sql`UPDATE admin_audit_logs SET status_code = 200, after = NULL`,
      sql`DELETE FROM admin_audit_logs WHERE id = (SELECT max(id) FROM admin_audit_logs)`,
      sql`UPDATE admin_audit_logs SET target = NULL WHERE false`,
      sql`TRUNCATE admin_audit_logs`,
    ]) {
      // Drizzle wraps the database's error: its cause is the trigger's.
      const refused = await t.database.db.execute(change).then(
        () => 'done',
        (err: { cause?: { message?: string } }) => err.cause?.message ?? String(err),
      );
      expect(refused).toMatch(/^admin_audit_logs is append-only: (UPDATE|DELETE|TRUNCATE) refused$/);
    }
    expect(await count()).toBe(rows);
    // Appending still works: the next call is logged.
    expect((await get(t, admin.token, '/api/admin/audit-logs')).statusCode).toBe(200);
    expect(await count()).toBe(rows + 1);
  });

  it('checks the role before the body: a player gets 403 and an anonymous caller 401, never field messages', async () => {
    const p = await newPlayer(t);
    for (const c of ACTIONS) {
      for (const body of [{ reason: 5, ratesPercent: 'x', title: [] }, { __proto__: { x: 1 } }]) {
        const res = await send(c, p.token, body);
        expect([res.statusCode, res.json().errors], `${c.method} ${c.url()}`).toEqual([403, undefined]);
        const anon = await t.app.inject({ method: c.method, url: c.url(), payload: body });
        expect([anon.statusCode, anon.json().errors], `${c.method} ${c.url()}`).toEqual([401, undefined]);
      }
    }
  });
});
