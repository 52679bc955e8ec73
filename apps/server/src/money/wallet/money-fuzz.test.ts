import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestApp } from '../../test/test-app.ts';
import { createMoneyApp, expectLedgerClean, newAdmin, newWithdrawer, post } from './money-test-kit.ts';

// Garbage thrown at every money route: nothing answers 5xx, every answer is the envelope, and no
// money moves (the sum of balances, of frozen amounts and the ledger stay exactly as they were).
// Outside demo mode, so no body can complete a recharge by itself; the withdraw password is one
// the generators cannot produce.
let t: TestApp;
let player: string;
let adminToken: string;
let ownOrderId: number;
beforeAll(async () => {
  t = await createMoneyApp({ demo: false, withdraw: { minFen: 100 } });
  const w = await newWithdrawer(t, 500);
  player = w.token;
  adminToken = (await newAdmin(t)).token;
  await post(t, w.token, '/api/withdraw/password/change', { oldPassword: '123456', newPassword: '864209' });
  // A pending order of the fuzzed player: cancelling it would move money, so it is never targeted
  // by id, but list and detail routes see it.
  const order = await post(t, w.token, '/api/withdraw/orders', {
    accountId: w.accountId,
    amount: 100,
    withdrawPassword: '864209',
  });
  ownOrderId = order.json().data.id;
});
afterAll(() => t.close());

const money = async () => {
  const [row] = (
    (await t.database.db.execute(
      sql`SELECT (SELECT coalesce(sum(balance_fen), 0)::bigint FROM wallets) AS bal,
        (SELECT coalesce(sum(frozen_fen), 0)::bigint FROM wallets) AS frz,
        (SELECT count(*)::int FROM wallet_ledger) AS rows`,
    )) as unknown as { rows: Record<string, unknown>[] }
  ).rows;
  return { bal: Number(row?.bal), frz: Number(row?.frz), rows: Number(row?.rows) };
};

const weird = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '',
    ' ',
    '😀',
    '<script>',
    "' OR 1=1 --",
    'a'.repeat(3000),
    '__proto__',
    'demo',
    'bank',
    '123456',
    '1e3',
    '-1',
    '0.001',
    'NaN',
  ),
);
const amountish = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(0, -0.01, 0.001, 1e21, 100, 100.5, 10_000_000.01, Number.MAX_SAFE_INTEGER),
);
const value = fc.oneof(
  weird,
  amountish,
  fc.boolean(),
  fc.constant(null),
  fc.array(weird, { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
);
const KEYS = [
  'amount',
  'channelCode',
  'channelId',
  'requestId',
  'payerName',
  'remark',
  'accountId',
  'withdrawPassword',
  'password',
  'confirmPassword',
  'oldPassword',
  'newPassword',
  'type',
  'accountName',
  'accountNo',
  'bankName',
  'bankBranch',
  'qrCodeUrl',
  'isDefault',
  'reason',
  'code',
  'name',
  'minAmount',
  'maxAmount',
  'feeRate',
  'dailyCount',
  '__proto__',
  'constructor',
] as const;
const body = fc.oneof(fc.anything(), fc.dictionary(fc.constantFrom(...KEYS), value));

type Route = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; as: 'player' | 'admin' };
const ROUTES: Route[] = [
  { method: 'POST', url: '/api/recharge/orders', as: 'player' },
  { method: 'POST', url: '/api/user/recharge', as: 'player' },
  { method: 'POST', url: '/api/recharge/orders/999999/cancel', as: 'player' },
  { method: 'POST', url: '/api/withdraw/orders', as: 'player' },
  { method: 'POST', url: '/api/user/withdraw', as: 'player' },
  { method: 'POST', url: '/api/withdraw/orders/999999/cancel', as: 'player' },
  { method: 'POST', url: '/api/withdraw/accounts', as: 'player' },
  { method: 'PUT', url: '/api/withdraw/accounts/1', as: 'player' },
  { method: 'POST', url: '/api/withdraw/password/set', as: 'player' },
  { method: 'POST', url: '/api/withdraw/password/verify', as: 'player' },
  { method: 'POST', url: '/api/withdraw/password/change', as: 'player' },
  { method: 'POST', url: '/api/admin/recharge/orders/1/approve', as: 'player' },
  { method: 'POST', url: '/api/admin/withdraw/orders/1/approve', as: 'player' },
  { method: 'POST', url: '/api/admin/recharge/orders/999999/approve', as: 'admin' },
  { method: 'POST', url: '/api/admin/recharge/orders/999999/reject', as: 'admin' },
  { method: 'POST', url: '/api/admin/withdraw/orders/999999/approve', as: 'admin' },
  { method: 'POST', url: '/api/admin/withdraw/orders/999999/reject', as: 'admin' },
  { method: 'PUT', url: '/api/admin/recharge/channels', as: 'admin' },
  { method: 'PUT', url: '/api/admin/withdraw/config', as: 'admin' },
];

const expectEnvelope = (res: {
  statusCode: number;
  body: string;
  json: () => { success: unknown; code: string; message: string };
}) => {
  expect(res.statusCode, res.body).toBeLessThan(500);
  const json = res.json();
  expect(typeof json.success).toBe('boolean');
  if (!json.success) {
    expect(json.code).toMatch(/^[A-Z_]+$/);
    expect(json.message).not.toMatch(/at .*\.ts:\d+|SELECT|INSERT|node_modules/);
  }
};

describe('property: garbage never breaks a money route nor moves money', () => {
  for (const route of ROUTES) {
    it(`${route.method} ${route.url} (${route.as})`, async () => {
      const before = await money();
      await fc.assert(
        fc.asyncProperty(body, fc.boolean(), async (payload, raw) => {
          const res = await t.app.inject({
            method: route.method,
            url: route.url,
            headers: {
              'content-type': 'application/json',
              ...bearer(route.as === 'admin' ? adminToken : player),
            },
            payload: raw
              ? String(JSON.stringify(payload) ?? 'undefined').slice(0, -1)
              : JSON.stringify(payload ?? null),
          });
          expectEnvelope(res);
        }),
        { numRuns: 60 },
      );
      expect(await money()).toEqual(before);
    });
  }

  it('GET query strings of the money lists', async () => {
    const before = await money();
    const urls = [
      '/api/wallet/transactions',
      '/api/user/balance-history',
      '/api/recharge/orders',
      '/api/recharge/stats',
      '/api/withdraw/orders',
      `/api/withdraw/orders/${ownOrderId}`,
      '/api/withdraw/accounts/1',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          'kind',
          'type',
          'startDate',
          'endDate',
          'page',
          'limit',
          'pageSize',
          'status',
          'days',
          'edit',
        ),
        fc.string(),
        async (k, v) => {
          const qs = `${encodeURIComponent(k)}=${encodeURIComponent(v)}`;
          for (const url of urls)
            expectEnvelope(await t.app.inject({ url: `${url}?${qs}`, headers: bearer(player) }));
          for (const url of [
            '/api/admin/recharge/orders',
            '/api/admin/withdraw/orders',
            '/api/admin/audit-logs',
          ]) {
            expectEnvelope(await t.app.inject({ url: `${url}?${qs}`, headers: bearer(adminToken) }));
          }
        },
      ),
      { numRuns: 60 },
    );
    expect(await money()).toEqual(before);
    await expectLedgerClean(t);
  });
});
