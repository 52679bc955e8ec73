import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameTestApp } from '../lottery/draw/game-test-kit.ts';
import { newOperator } from '../test/operator-kit.ts';
import { bearer } from '../test/test-app.ts';
import { seedEngagementDemo } from './engagement.seed.ts';
import { createEngagementApp, player, T0 } from './engagement-test-kit.ts';

// Garbage thrown at every route of engagement: a client's mistake never answers 5xx, every answer
// is the envelope, and no error leaks code or SQL.
let g: GameTestApp;
let token: string;
let adminToken: string;
beforeAll(async () => {
  g = await createEngagementApp();
  await seedEngagementDemo(g.database.db, new Date(T0));
  token = (await player(g)).token;
  adminToken = (await newOperator(g)).token;
});
afterAll(() => g.close());

const weird = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '😀',
    "' OR 1=1 --",
    'a'.repeat(5000),
    '__proto__',
    '-1',
    '1e308',
    'NaN',
  ),
);
const value = fc.oneof(
  weird,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), fc.string(), fc.double()), { maxLength: 4 }),
  fc.dictionary(fc.string(), fc.oneof(fc.integer(), fc.string()), { maxKeys: 3 }),
);
const KEYS = [
  'rewardId',
  'activityId',
  'message',
  'ids',
  'noticeId',
  'month',
  'reason',
  'title',
  'content',
  'isPopup',
  'publishedAt',
  'vipLevels',
  'signInRewards',
  'dailyBonusTiers',
  'page',
  'limit',
  'pageSize',
  'status',
  'isRead',
  'kind',
  'popup',
  '__proto__',
] as const;
const body = fc.oneof(fc.anything(), fc.dictionary(fc.constantFrom(...KEYS), value));

type Route = { method: 'GET' | 'POST' | 'PUT'; url: string; admin?: boolean };
const routes: Route[] = [
  { method: 'GET', url: '/api/level/info' },
  { method: 'GET', url: '/api/level/rewards-info' },
  { method: 'POST', url: '/api/level/claim-reward' },
  { method: 'GET', url: '/api/activity/list' },
  { method: 'GET', url: '/api/activity/detail' },
  { method: 'POST', url: '/api/activity/join' },
  { method: 'POST', url: '/api/activity/sign-in' },
  { method: 'GET', url: '/api/activity/checkin-history' },
  { method: 'GET', url: '/api/activity/daily-bonus/rates' },
  { method: 'GET', url: '/api/activity/daily-bonus/info' },
  { method: 'POST', url: '/api/activity/daily-bonus/claim' },
  { method: 'GET', url: '/api/messages' },
  { method: 'GET', url: '/api/messages/unread-count' },
  { method: 'PUT', url: '/api/messages/batch/read' },
  { method: 'GET', url: '/api/notice/list' },
  { method: 'GET', url: '/api/notice/detail' },
  { method: 'POST', url: '/api/notice/read' },
  { method: 'GET', url: '/api/admin/activity/applications', admin: true },
  { method: 'PUT', url: '/api/admin/engagement/settings', admin: true },
  { method: 'POST', url: '/api/admin/notices', admin: true },
];

function expectEnvelope(res: { statusCode: number; body: string; json(): any }) {
  expect(res.statusCode, res.body).toBeLessThan(500);
  const json = res.json();
  expect(typeof json.success).toBe('boolean');
  if (!json.success) {
    expect(json.code).toMatch(/^[A-Z_]+$/);
    expect(json.message).not.toMatch(/at .*\.ts:\d+|SELECT|INSERT|node_modules/);
  }
}

describe('property: malformed input never breaks engagement', () => {
  for (const route of routes) {
    it(`${route.method} ${route.url}: bodies and query strings`, async () => {
      await fc.assert(
        fc.asyncProperty(
          body,
          fc.boolean(),
          fc.dictionary(fc.constantFrom(...KEYS), weird, { maxKeys: 3 }),
          fc.constantFrom(null, 'player', 'admin'),
          async (payload, raw, query, who) => {
            const auth = who === 'admin' || route.admin ? adminToken : who === 'player' ? token : null;
            const qs = new URLSearchParams(query as Record<string, string>).toString();
            const res = await g.app.inject({
              method: route.method,
              url: qs ? `${route.url}?${qs}` : route.url,
              headers: { 'content-type': 'application/json', ...(auth ? bearer(auth) : {}) },
              ...(route.method === 'GET'
                ? {}
                : {
                    payload: raw
                      ? String(JSON.stringify(payload) ?? 'undefined').slice(0, -1)
                      : JSON.stringify(payload ?? null),
                  }),
            });
            expectEnvelope(res);
          },
        ),
        { numRuns: 60 },
      );
    });
  }

  it('path parameters', async () => {
    await fc.assert(
      fc.asyncProperty(weird, fc.constantFrom('approve', 'reject'), async (id, action) => {
        // Longer segments pass the router's maxParamLength (app.ts): Fastify answers 414 itself.
        const seg = encodeURIComponent(id).slice(0, 200);
        for (const [method, url, auth] of [
          ['GET', `/api/messages/${seg}`, token],
          ['PUT', `/api/messages/${seg}/read`, token],
          ['POST', `/api/admin/activity/applications/${seg}/${action}`, adminToken],
        ] as const) {
          expectEnvelope(await g.app.inject({ method, url, headers: bearer(auth), payload: {} }));
        }
      }),
      { numRuns: 80 },
    );
  });
});
