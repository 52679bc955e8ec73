import { desc, gt } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedEngagementDemo } from '../engagement/engagement.seed.ts';
import { adminAuditLogs } from '../money/review/admin.schema.ts';
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
import { bearer, type TestApp } from './test-app.ts';

// Every operator write under /api/admin is audited (issue 14 §1 and §8): this walks the write
// operations of the app's own OpenAPI document and makes a real, successful call of each, which
// must leave exactly one audit row, with its action, its operator and the target's state before or
// after. A new write route fails here until it has a call below (and so its audit row).

type AuditRow = typeof adminAuditLogs.$inferSelect;
/** The fields of a call's answer (`data`) that a check reads; each call answers its own. */
type Answer = { noticeId: number; activityId: number; recipients: number };
interface Call {
  url: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
}
interface Recipe {
  /** `METHOD /api/admin/…` as Fastify names the route (the audit row's action). */
  op: string;
  call: () => Promise<Call> | Call;
  /** What this write's audit row must show besides the common checks. */
  check?: (row: AuditRow, answer: Answer) => void;
}

/**
 * Operations audited by code of their own, each proved by the test named here (they open or end
 * an operator session, so a call in this walk would not be made with the walk's operator).
 */
const COVERED_ELSEWHERE: Record<string, string> = {
  'POST /api/admin/session':
    'accounts/operator/operator.test.ts "writes sign-in (success and failure) and sign-out to the audit log"',
  'POST /api/admin/session/enrol': 'accounts/operator/operator.test.ts (same test: enrolment is a sign-in)',
  'DELETE /api/admin/session': 'accounts/operator/operator.test.ts (same test: the sign-out row)',
};

let t: TestApp;
let admin: Player;
const ids = {
  recharge: [] as number[],
  withdraw: [] as number[],
  application: [] as number[],
  player: 0,
  group: 0,
  message: 0,
  notice: 0,
  activity: 0,
};

beforeAll(async () => {
  t = await createMoneyApp();
  await seedEngagementDemo(t.database.db);
  admin = await newAdmin(t);
  for (let i = 0; i < 2; i++) {
    const p = await newPlayer(t);
    const order = await post(t, p.token, '/api/recharge/orders', { channelCode: 'bank', amount: 100 });
    expect(order.statusCode, order.body).toBe(200);
    ids.recharge.push(order.json().data.id);
    const w = await newWithdrawer(t, 1000);
    const out = await post(t, w.token, '/api/withdraw/orders', {
      accountId: w.accountId,
      amount: 200,
      withdrawPassword: '123456',
    });
    expect(out.statusCode, out.body).toBe(200);
    ids.withdraw.push(out.json().data.id);
    const activity = (await get(t, p.token, '/api/activity/list'))
      .json()
      .data.list.find((a: { requiresApplication: boolean }) => a.requiresApplication);
    const joined = await post(t, p.token, '/api/activity/join', { activityId: activity.activityId });
    expect(joined.statusCode, joined.body).toBe(200);
    ids.application.push(joined.json().data.id);
  }
  ids.player = (await newPlayer(t)).userId;
  const [owner, member] = [await newChatter(t.app), await newChatter(t.app)];
  ids.group = (await groupOf(t.app, owner, [member], '审计巡查群')).id;
  const said = await as(t.app, member).post('/api/chat/messages', { groupId: ids.group, content: '待撤回' });
  expect(said.status).toBe(200);
  ids.message = said.body.data.id;
  // Odds the walk's odds change replaces: the audit row must keep them.
  const odds = { play: 'k3.big_small', option: 'big', odds: 1.9 };
  const set = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/games/1/odds',
    headers: bearer(admin.token),
    payload: odds,
  });
  expect(set.statusCode, set.body).toBe(200);
});
afterAll(() => t?.close());

const current = async (url: string) => (await get(t, admin.token, url)).json().data;

async function bannerUpload(): Promise<Call> {
  const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#c00' } })
    .png()
    .toBuffer();
  const boundary = 'xAUDITx';
  return {
    url: '/api/admin/banners/image',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

const activityInput = {
  title: '审计活动',
  summary: '审计测试',
  content: [{ type: 'text', text: '活动说明' }],
  rules: ['每人一次'],
  requiresApplication: false,
  reward: 1,
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: '2030-01-01T00:00:00.000Z',
};

/** One successful call of every audited write, in an order where each finds what it acts on. */
const RECIPES: Recipe[] = [
  {
    op: 'POST /api/admin/recharge/orders/:id/approve',
    call: () => ({
      url: `/api/admin/recharge/orders/${ids.recharge[0]}/approve`,
      payload: { reason: '已到账' },
    }),
  },
  {
    op: 'POST /api/admin/recharge/orders/:id/reject',
    call: () => ({
      url: `/api/admin/recharge/orders/${ids.recharge[1]}/reject`,
      payload: { reason: '未到账' },
    }),
  },
  {
    op: 'PUT /api/admin/recharge/channels',
    call: async () => {
      const bank = (await current('/api/admin/recharge/channels')).find(
        (c: { code: string }) => c.code === 'bank',
      );
      return {
        url: '/api/admin/recharge/channels',
        payload: {
          code: 'bank',
          type: 'bank',
          name: '审计改名',
          minAmount: bank.minAmount,
          maxAmount: bank.maxAmount,
          enabled: true,
        },
      };
    },
    check: (row) => {
      expect(row.target).toBe('recharge_channels:bank');
      expect(row.before).toMatchObject({ code: 'bank' });
      expect((row.before as { name: string }).name).not.toBe('审计改名');
      expect(row.after).toMatchObject({ code: 'bank', name: '审计改名' });
    },
  },
  {
    op: 'POST /api/admin/withdraw/orders/:id/approve',
    call: () => ({ url: `/api/admin/withdraw/orders/${ids.withdraw[0]}/approve`, payload: {} }),
  },
  {
    op: 'POST /api/admin/withdraw/orders/:id/reject',
    call: () => ({ url: `/api/admin/withdraw/orders/${ids.withdraw[1]}/reject`, payload: {} }),
  },
  {
    op: 'PUT /api/admin/withdraw/config',
    call: async () => ({
      url: '/api/admin/withdraw/config',
      payload: { ...(await current('/api/admin/withdraw/config')), dailyCount: 7 },
    }),
    check: (row) => {
      expect(row.target).toBe('system_settings:withdraw_config');
      expect(row.before).toMatchObject({ value: { dailyCount: 5 } });
      expect(row.after).toMatchObject({ value: { dailyCount: 7 } });
    },
  },
  {
    op: 'POST /api/admin/adjustments',
    call: () => ({
      url: '/api/admin/adjustments',
      payload: { userId: ids.player, amount: 5, reason: '审计测试', requestId: 'walk-adjust-1' },
    }),
  },
  {
    op: 'POST /api/admin/activity/applications/:id/approve',
    call: () => ({ url: `/api/admin/activity/applications/${ids.application[0]}/approve`, payload: {} }),
  },
  {
    op: 'POST /api/admin/activity/applications/:id/reject',
    call: () => ({ url: `/api/admin/activity/applications/${ids.application[1]}/reject`, payload: {} }),
  },
  {
    op: 'PUT /api/admin/engagement/settings',
    call: async () => {
      const s = await current('/api/admin/engagement/settings');
      return {
        url: '/api/admin/engagement/settings',
        payload: { ...s, signInRewards: s.signInRewards.map((r: number) => r + 1) },
      };
    },
    check: (row) => {
      expect(row.target).toBe('engagement_settings:rules');
      const rewards = (r: unknown) => (r as { value: { signInRewardsFen: number[] } }).value.signInRewardsFen;
      expect(rewards(row.after)).toEqual(rewards(row.before).map((fen) => fen + 100));
    },
  },
  {
    op: 'POST /api/admin/notices',
    call: () => ({ url: '/api/admin/notices', payload: { title: '审计公告', content: '内容' } }),
    check: (row, answer) => {
      ids.notice = answer.noticeId;
      expect(row.target).toBe(`notices:${answer.noticeId}`);
      expect(row.before).toBeNull();
      expect(row.after).toMatchObject({ id: answer.noticeId, title: '审计公告' });
    },
  },
  {
    op: 'PUT /api/admin/notices/:id',
    call: () => ({
      url: `/api/admin/notices/${ids.notice}`,
      payload: { title: '审计公告（改）', content: '内容' },
    }),
  },
  { op: 'DELETE /api/admin/notices/:id', call: () => ({ url: `/api/admin/notices/${ids.notice}` }) },
  {
    op: 'POST /api/admin/activities',
    call: () => ({ url: '/api/admin/activities', payload: activityInput }),
    check: (row, answer) => {
      ids.activity = answer.activityId;
      expect(row.target).toBe(`activities:${answer.activityId}`);
      expect(row.before).toBeNull();
      expect(row.after).toMatchObject({ id: answer.activityId, title: '审计活动' });
    },
  },
  {
    op: 'PUT /api/admin/activities/:id',
    call: () => ({
      url: `/api/admin/activities/${ids.activity}`,
      payload: { ...activityInput, enabled: false },
    }),
  },
  {
    op: 'PUT /api/admin/banners',
    call: () => ({
      url: '/api/admin/banners',
      payload: { banners: [{ title: '审计', image: 'https://cdn.example.com/a.png', link: '', sort: 1 }] },
    }),
  },
  { op: 'POST /api/admin/banners/image', call: bannerUpload },
  {
    op: 'PUT /api/admin/system/config',
    call: async () => ({
      url: '/api/admin/system/config',
      payload: { ...(await current('/api/admin/system/config')), customer_service_wechat: 'audit-kf' },
    }),
  },
  {
    op: 'POST /api/admin/messages',
    call: () => ({ url: '/api/admin/messages', payload: { to: 'all', title: '全体通知', content: '审计' } }),
    check: (row, answer) => {
      expect(row.target).toBe('users:all');
      expect(answer.recipients).toBeGreaterThan(1);
      expect(row.after).toMatchObject({ title: '全体通知', content: '审计', recipients: answer.recipients });
    },
  },
  {
    op: 'PUT /api/admin/referral/config',
    call: () => ({ url: '/api/admin/referral/config', payload: { ratesPercent: [1, 0.5, 0.25] } }),
  },
  {
    op: 'PUT /api/admin/games/:id/status',
    call: () => ({ url: '/api/admin/games/1/status', payload: { status: 'disabled' } }),
  },
  {
    op: 'PUT /api/admin/games/:id/odds',
    call: () => ({
      url: '/api/admin/games/1/odds',
      payload: { play: 'k3.big_small', option: 'big', odds: 1.95 },
    }),
    check: (row) => {
      expect(row.target).toBe('games:1');
      expect(row.before).toMatchObject({ oddsOverrides: { 'k3.big_small:big': 1.9 } });
      expect(row.after).toMatchObject({ oddsOverrides: { 'k3.big_small:big': 1.95 } });
    },
  },
  {
    op: 'PUT /api/admin/games/:id/schedule',
    call: () => ({
      url: '/api/admin/games/1/schedule',
      payload: { intervalSeconds: 90, closeBeforeSeconds: 6 },
    }),
  },
  {
    op: 'PUT /api/admin/games/:id/limits',
    call: () => ({
      url: '/api/admin/games/1/limits',
      payload: { maxPlayerIssueStake: 100, maxIssueStake: null },
    }),
  },
  {
    op: 'PUT /api/admin/chat/sensitive-words',
    call: () => ({ url: '/api/admin/chat/sensitive-words', payload: { words: ['审计词'] } }),
  },
  {
    op: 'POST /api/admin/groups/:id/mute',
    call: () => ({ url: `/api/admin/groups/${ids.group}/mute`, payload: {} }),
  },
  {
    op: 'POST /api/admin/groups/:id/unmute',
    call: () => ({ url: `/api/admin/groups/${ids.group}/unmute`, payload: {} }),
  },
  {
    op: 'POST /api/admin/groups/:id/messages/:messageId/recall',
    call: () => ({ url: `/api/admin/groups/${ids.group}/messages/${ids.message}/recall`, payload: {} }),
  },
  {
    op: 'POST /api/admin/groups/:id/dissolve',
    call: () => ({ url: `/api/admin/groups/${ids.group}/dissolve`, payload: { reason: '审计' } }),
  },
  {
    op: 'POST /api/admin/feedback/:id/handle',
    call: async () => {
      const p = await newPlayer(t);
      const sent = await post(t, p.token, '/api/feedback/submit', { type: 'bug', content: '审计测试的反馈' });
      expect(sent.statusCode, sent.body).toBe(200);
      const [mine] = (await current('/api/admin/feedback?limit=1')).list;
      expect(mine.content).toBe('审计测试的反馈');
      return { url: `/api/admin/feedback/${mine.id}/handle`, payload: { reply: '已处理' } };
    },
  },
  {
    op: 'POST /api/admin/players/:id/freeze',
    call: () => ({ url: `/api/admin/players/${ids.player}/freeze`, payload: { reason: '审计' } }),
  },
  {
    op: 'POST /api/admin/players/:id/unfreeze',
    call: () => ({ url: `/api/admin/players/${ids.player}/unfreeze`, payload: { reason: '审计' } }),
  },
  {
    op: 'POST /api/admin/players/:id/reset-password',
    call: () => ({ url: `/api/admin/players/${ids.player}/reset-password`, payload: { reason: '审计' } }),
    check: (row) => {
      const text = JSON.stringify([row.before, row.after]);
      expect(text).not.toMatch(/\$argon|\$2[aby]\$|scrypt/);
      expect(row.after).toMatchObject({ password_hash: '[redacted]' });
    },
  },
  {
    op: 'POST /api/admin/players/:id/revoke-sessions',
    call: () => ({ url: `/api/admin/players/${ids.player}/revoke-sessions`, payload: { reason: '审计' } }),
  },
];

const lastAuditId = async () =>
  (
    await t.database.db
      .select({ id: adminAuditLogs.id })
      .from(adminAuditLogs)
      .orderBy(desc(adminAuditLogs.id))
      .limit(1)
  )[0]?.id ?? 0;

describe('every operator write is audited', () => {
  it('each write operation of the OpenAPI document leaves exactly one audit row, with the state it changed', async () => {
    const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, unknown>> };
    const writes = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/admin'))
      .flatMap(([path, methods]) =>
        Object.keys(methods)
          .map((m) => m.toUpperCase())
          .filter((m) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(m))
          .map((m) => `${m} ${path.replace(/\{([^}]+)\}/g, ':$1')}`),
      )
      .sort();
    expect(writes.length).toBeGreaterThan(30);
    // Every write has a call here or a named test elsewhere, and nothing here is stale.
    const known = [...RECIPES.map((r) => r.op), ...Object.keys(COVERED_ELSEWHERE)].sort();
    expect(known).toEqual(writes);

    for (const r of RECIPES) {
      const { url, payload, headers } = await r.call();
      const since = await lastAuditId();
      const res = await t.app.inject({
        method: r.op.split(' ')[0] as 'POST',
        url,
        headers: { ...bearer(admin.token), ...headers },
        ...(payload === undefined ? {} : { payload }),
      });
      expect(res.statusCode, `${r.op}: ${res.body}`).toBe(200);
      const rows = await t.database.db.select().from(adminAuditLogs).where(gt(adminAuditLogs.id, since));
      expect(
        rows.map((row) => [row.action, row.statusCode, row.adminUserId, row.path]),
        r.op,
      ).toEqual([[r.op, 200, admin.userId, url]]);
      const row = rows[0]!;
      // What it acted on, and that thing's state before or after (a deletion has no after).
      expect.soft(row.target ?? '', r.op).toMatch(/^[a-z_]+:\S+$/);
      expect.soft(row.before !== null || row.after !== null, `${r.op} has no before or after`).toBe(true);
      r.check?.(row, res.json().data);
    }
  });
});
