import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAdmin } from '../../money/wallet/money-test-kit.ts';
import { bodyOf, expectEnvelope, payloadOf, weirdString } from '../../test/fuzz-kit.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';
import { chain, type Member } from './referral-test-kit.ts';

// Garbage thrown at every referral route: never a 5xx, always the envelope, and no money moves.
let t: TestApp;
let player: Member;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  [player] = (await chain(t.app, 3)) as [Member];
  adminToken = (await newAdmin(t)).token;
});
afterAll(() => t.close());

const money = async () =>
  (
    (await t.database.db.execute(
      sql`SELECT (SELECT coalesce(sum(balance_fen), 0)::bigint FROM wallets) AS bal, (SELECT count(*)::int FROM wallet_ledger) AS n`,
    )) as unknown as { rows: { bal: number; n: number }[] }
  ).rows[0];

const KEYS = [
  'username',
  'password',
  'confirmPassword',
  'nickname',
  'captchaId',
  'captchaCode',
  'inviteCode',
  '__proto__',
];

describe('property: malformed input never breaks a referral route', () => {
  for (const url of ['/api/referral/register-friend', '/api/referral/settle']) {
    it(`POST ${url}`, async () => {
      const before = await money();
      await fc.assert(
        fc.asyncProperty(bodyOf(KEYS), fc.boolean(), async (body, raw) => {
          const res = await t.app.inject({
            method: 'POST',
            url,
            headers: { 'content-type': 'application/json', ...bearer(player.token) },
            payload: payloadOf(body, raw),
          });
          expectEnvelope(res);
        }),
        { numRuns: 150 },
      );
      const after = await money();
      expect(after!.bal).toBe(before!.bal);
    });
  }

  it('PUT /api/admin/referral/config (operator)', async () => {
    const rates = fc.record({
      ratesPercent: fc.oneof(
        fc.array(fc.oneof(fc.double(), fc.integer(), weirdString, fc.constant(null)), { maxLength: 5 }),
        weirdString,
      ),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(bodyOf(['ratesPercent', '__proto__']), rates),
        fc.boolean(),
        async (body, raw) => {
          const res = await t.app.inject({
            method: 'PUT',
            url: '/api/admin/referral/config',
            headers: { 'content-type': 'application/json', ...bearer(adminToken) },
            payload: payloadOf(body, raw),
          });
          expectEnvelope(res);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('GET query strings of every referral read', async () => {
    const urls = ['stats', 'list', 'rewards', 'claims', 'code', 'tree', 'bet-details'].map(
      (p) => `/api/referral/${p}`,
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('page', 'limit', 'pageSize', 'level', 'status', 'userId', 'x'),
        weirdString,
        async (k, v) => {
          for (const url of urls) {
            const res = await t.app.inject({
              url: `${url}?${encodeURIComponent(k)}=${encodeURIComponent(v)}`,
              headers: bearer(player.token),
            });
            expectEnvelope(res);
          }
        },
      ),
      { numRuns: 80 },
    );
  });

  it('answers 401 without a session, and 404 for a user who is not in my team', async () => {
    for (const url of ['/api/referral/stats', '/api/referral/list', '/api/referral/bet-details']) {
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    }
    const res = await t.app.inject({
      url: '/api/referral/bet-details?userId=2147483647',
      headers: bearer(player.token),
    });
    expect(res.statusCode).toBe(404);
  });
});
