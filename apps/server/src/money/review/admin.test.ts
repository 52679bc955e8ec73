import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../accounts/index.ts';
import { openPglite } from '../../platform/db/client.ts';
import { bearer, createTestApp, registerPlayer, type TestApp } from '../../test/test-app.ts';
import {
  createMoneyApp,
  demoRecharge,
  get,
  newAdmin,
  newPlayer,
  type Player,
  post,
} from '../wallet/money-test-kit.ts';
import { walletLedger, wallets } from '../wallet/wallet.schema.ts';
import { adminAuditLogs } from './admin.schema.ts';
import { auditPayload } from './admin.service.ts';
import { auditLedger } from './ledger-audit.ts';

const SCRIPT = path.resolve(import.meta.dirname, '../../scripts/audit-ledger.ts');
let t: TestApp;
let admin: Player & { playerToken: string };
beforeAll(async () => {
  t = await createMoneyApp();
  admin = await newAdmin(t);
});
afterAll(() => t.close());

const ADMIN_ROUTES: [string, string][] = [
  ['GET', '/api/admin/recharge/orders'],
  ['POST', '/api/admin/recharge/orders/1/approve'],
  ['POST', '/api/admin/recharge/orders/1/reject'],
  ['GET', '/api/admin/recharge/channels'],
  ['GET', '/api/admin/withdraw/orders'],
  ['POST', '/api/admin/withdraw/orders/1/approve'],
  ['POST', '/api/admin/withdraw/orders/1/reject'],
  ['GET', '/api/admin/withdraw/config'],
  ['GET', '/api/admin/audit-logs'],
  ['GET', '/api/admin/ledger/audit'],
];

describe('operator access and the audit log', () => {
  it('answers 401 anonymously and 403 to players on every route, and logs each attempt', async () => {
    const p = await newPlayer(t);
    for (const [method, url] of ADMIN_ROUTES) {
      const anon = await t.app.inject({ method: method as 'GET', url });
      expect([anon.statusCode, anon.json().code], url).toEqual([401, 'UNAUTHENTICATED']);
      const player = await t.app.inject({ method: method as 'GET', url, headers: bearer(p.token) });
      expect([player.statusCode, player.json().message], url).toEqual([403, '没有操作权限']);
    }
    const rows = await t.database.db
      .select()
      .from(adminAuditLogs)
      .where(eq(adminAuditLogs.adminUserId, p.userId));
    expect(rows).toHaveLength(ADMIN_ROUTES.length);
    expect(rows.every((r) => r.statusCode === 403)).toBe(true);
  });

  it('records who did what to which order, with the body, the IP and the outcome', async () => {
    const p = await newPlayer(t);
    const order = (
      await post(t, p.token, '/api/recharge/orders', { channelCode: 'bank', amount: 100 })
    ).json().data;
    await post(t, admin.token, `/api/admin/recharge/orders/${order.id}/reject`, { reason: '未到账' });
    const logs = (
      await get(t, admin.token, `/api/admin/audit-logs?adminUserId=${admin.userId}&limit=5`)
    ).json().data;
    const entry = logs.list.find(
      (l: { target: string | null }) => l.target === `recharge_orders:${order.id}`,
    );
    expect(entry).toMatchObject({
      adminUserId: admin.userId,
      action: 'POST /api/admin/recharge/orders/:id/reject',
      method: 'POST',
      path: `/api/admin/recharge/orders/${order.id}/reject`,
      payload: { reason: '未到账' },
      ip: '127.0.0.1',
      statusCode: 200,
    });
    // Reading the log is itself an operator call, and is logged too.
    const again = (
      await get(t, admin.token, '/api/admin/audit-logs?action=GET%20/api/admin/audit-logs')
    ).json().data;
    expect(again.pagination.total).toBeGreaterThanOrEqual(1);
  });

  it('an operator cannot approve an order of their own account', async () => {
    const order = (
      await post(t, admin.playerToken, '/api/recharge/orders', { channelCode: 'bank', amount: 100 })
    ).json().data;
    const res = await post(t, admin.token, `/api/admin/recharge/orders/${order.id}/approve`);
    expect([res.statusCode, res.json().message]).toEqual([403, '不能审核自己的订单']);
    const other = await newAdmin(t);
    expect((await post(t, other.token, `/api/admin/recharge/orders/${order.id}/approve`)).statusCode).toBe(
      200,
    );
  });

  it('redacts secrets and bounds the size of logged payloads', () => {
    expect(auditPayload({ reason: 'x', withdrawPassword: '123456', nested: { token: 't' } })).toEqual({
      reason: 'x',
      withdrawPassword: '[redacted]',
      nested: { token: '[redacted]' },
    });
    expect(auditPayload({ text: 'x'.repeat(10_000) })).toMatchObject({ truncated: true });
    expect(auditPayload(undefined)).toBeNull();
  });
});

describe('operator settings', () => {
  it('adds and edits recharge channels; players see only enabled ones', async () => {
    const p = await newPlayer(t);
    const channel = {
      code: 'bank_cmb',
      type: 'bank',
      name: '招商银行转账',
      minAmount: 50,
      maxAmount: 20_000,
      enabled: false,
    };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/recharge/channels',
      headers: bearer(admin.token),
      payload: channel,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.find((c: { code: string }) => c.code === 'bank_cmb')).toMatchObject({
      enabled: false,
      minAmount: 50,
    });
    const codes = () =>
      get(t, p.token, '/api/recharge/channels').then((r) =>
        r.json().data.map((c: { code: string }) => c.code),
      );
    expect(await codes()).not.toContain('bank_cmb');
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/recharge/channels',
      headers: bearer(admin.token),
      payload: { ...channel, enabled: true, feeRate: 1 },
    });
    expect(await codes()).toContain('bank_cmb');
    const order = (
      await post(t, p.token, '/api/recharge/orders', { channelCode: 'bank_cmb', amount: 100 })
    ).json().data;
    expect(order).toMatchObject({ amount: 100, fee: 1, creditAmount: 99 });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/recharge/channels',
      headers: bearer(admin.token),
      payload: { ...channel, minAmount: 100, maxAmount: 10 },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('reads and saves the withdraw settings, which players then see', async () => {
    const p = await newPlayer(t);
    const current = (await get(t, admin.token, '/api/admin/withdraw/config')).json().data;
    const next = { ...current, minAmount: 20, dailyCount: 3, feeRate: 0.5, feeMin: 1 };
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/withdraw/config',
      headers: bearer(admin.token),
      payload: next,
    });
    expect(res.json().data).toEqual(next);
    expect((await get(t, p.token, '/api/withdraw/config')).json().data).toMatchObject({
      minAmount: 20,
      dailyCount: 3,
      feeRate: 0.5,
      feeBps: 50,
    });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/withdraw/config',
      headers: bearer(admin.token),
      payload: { ...next, maxAmount: 1 },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('ledger audit', () => {
  it('reports a clean ledger, then every kind of tampering', async () => {
    const p = await newPlayer(t);
    await demoRecharge(t, p.token, 80);
    const clean = (await get(t, admin.token, '/api/admin/ledger/audit')).json().data;
    expect(clean).toMatchObject({ ok: true, mismatches: [] });
    expect(clean.ledgerRows).toBeGreaterThan(0);

    await t.database.db.update(wallets).set({ balanceFen: 9_000 }).where(eq(wallets.userId, p.userId));
    await t.database.db.insert(walletLedger).values({
      userId: p.userId,
      kind: 'recharge',
      amountFen: 1_000,
      balanceAfterFen: 123,
      reference: 'recharge:999999999',
    });
    const checks = new Set((await auditLedger(t.database.db)).map((m) => m.check));
    expect([...checks].sort()).toEqual(['ledger_running_balance', 'recharge_ledger_has_order']);
    await t.database.db
      .update(walletLedger)
      .set({ balanceAfterFen: 9_000 })
      .where(eq(walletLedger.reference, 'recharge:999999999'));
    expect((await auditLedger(t.database.db)).map((m) => m.check)).toEqual(['recharge_ledger_has_order']);
    await t.database.db.delete(walletLedger).where(eq(walletLedger.reference, 'recharge:999999999'));
    const report = (await get(t, admin.token, '/api/admin/ledger/audit')).json().data;
    expect(report).toMatchObject({ ok: false });
    expect(report.mismatches).toEqual([
      {
        check: 'wallet_equals_ledger',
        userId: p.userId,
        reference: null,
        detail: '余额9000≠流水合计8000，或冻结0≠冻结流水合计0（分）',
      },
    ]);
    await t.database.db.update(wallets).set({ balanceFen: 8_000 }).where(eq(wallets.userId, p.userId));
    expect(await auditLedger(t.database.db)).toEqual([]);
  });

  it.skipIf(process.env.TEST_DB_ENGINE === 'postgres')(
    'npm run audit:ledger exits 0 when the ledger holds and 1 when it does not',
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'cailiao-audit-'));
      const seed = async (balanceFen: number) => {
        const database = await openPglite(path.join(dir, 'pglite'));
        await database.db
          .insert(users)
          .values({ id: 1, username: 'audit', passwordHash: '-', nickname: 'audit', inviteCode: 'AUDIT1' })
          .onConflictDoNothing();
        await database.db
          .insert(wallets)
          .values({ userId: 1, balanceFen })
          .onConflictDoUpdate({ target: wallets.userId, set: { balanceFen } });
        await database.db
          .insert(walletLedger)
          .values({ userId: 1, kind: 'adjust', amountFen: 500, balanceAfterFen: 500, reference: 'seed:1' })
          .onConflictDoNothing();
        await database.close();
      };
      const run = () =>
        spawnSync(path.resolve(import.meta.dirname, '../../../../../node_modules/.bin/tsx'), [SCRIPT], {
          env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
          encoding: 'utf8',
          timeout: 60_000,
        });
      await seed(500);
      const good = run();
      expect(good.status, `${good.error ?? ''} ${good.stderr}`).toBe(0);
      expect(good.stdout).toContain('OK');
      await seed(700);
      const bad = run();
      expect(bad.status).toBe(1);
      expect(bad.stdout).toContain('wallet_equals_ledger user 1');
    },
    60_000,
  );
});

describe('operator routes before validation', () => {
  it('answer a player 403 whatever the body, never field messages', async () => {
    const t = await createTestApp();
    try {
      const p = await registerPlayer(t.app);
      for (const [method, url, payload] of [
        ['POST', '/api/admin/recharge/orders/1/approve', { reason: 42, extra: { deep: true } }],
        ['POST', '/api/admin/withdraw/orders/not-a-number/reject', { reason: ['x'] }],
        ['GET', '/api/admin/audit-logs?page=-5', undefined],
      ] as const) {
        const res = await t.app.inject({ method, url, headers: bearer(p.token), payload: payload as never });
        expect(res.statusCode, url).toBe(403);
        expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
        expect(res.json().errors).toBeUndefined();
      }
    } finally {
      await t.close();
    }
  });
});
