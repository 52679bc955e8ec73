// Helpers shared by the money modules' integration tests (not a test file itself).
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { newOperator } from '../../test/operator-kit.ts';
import { bearer, createTestApp, registerPlayer, type TestApp } from '../../test/test-app.ts';
import { seedRechargeChannels } from '../recharge/recharge.seed.ts';
import { auditLedger } from '../review/ledger-audit.ts';
import {
  DEFAULT_WITHDRAW_SETTINGS,
  saveWithdrawSettings,
  type WithdrawSettings,
} from '../withdraw/withdraw.settings.ts';
import { walletLedger, wallets } from './wallet.schema.ts';
import { createWalletService } from './wallet.service.ts';

/** The app with the demo channels and the given withdraw settings (demo mode unless told). */
export async function createMoneyApp(
  opts: { demo?: boolean; env?: Record<string, string>; withdraw?: Partial<WithdrawSettings> } = {},
): Promise<TestApp> {
  const t = await createTestApp({ env: { DEMO: opts.demo === false ? '0' : '1', ...opts.env } });
  ignorePoolErrorsOnClose(t);
  await seedRechargeChannels(t.database.db);
  await saveWithdrawSettings(t.database.db, { ...DEFAULT_WITHDRAW_SETTINGS, ...opts.withdraw });
  return t;
}

/**
 * The test database is dropped WITH (FORCE) right after pool.end(), which can kill a pooled
 * connection that is still closing; node-postgres then emits 'error' on a pool without a
 * listener (an unhandled error that fails the run). db/client.ts should listen for pool errors
 * (an idle connection dropped by a PostgreSQL restart would crash the server the same way).
 */
function ignorePoolErrorsOnClose(t: TestApp) {
  const pool = (
    t.database.db as unknown as { $client?: { on?: (e: string, f: (err: unknown) => void) => void } }
  ).$client;
  if (t.database.engine === 'postgres' && typeof pool?.on === 'function') pool.on('error', () => {});
}

export interface Player {
  token: string;
  userId: number;
  username: string;
}

export async function newPlayer(t: TestApp): Promise<Player> {
  const p = await registerPlayer(t.app);
  return { token: p.token, userId: p.user.id as number, username: p.username };
}

/** A super admin signed in to the console (`token`), who is a player too (`playerToken`). */
export async function newAdmin(t: TestApp): Promise<Player & { playerToken: string }> {
  return newOperator(t, 'super_admin');
}

/** Credits a wallet straight through the wallet service (kind adjust), as another module would. */
export async function credit(t: TestApp, userId: number, yuan: number): Promise<void> {
  const wallet = createWalletService(t.database.db);
  await t.database.db.transaction((tx) =>
    wallet.credit(tx, {
      userId,
      amountFen: Math.round(yuan * 100),
      kind: 'adjust',
      reference: `test:${randomUUID()}`,
    }),
  );
}

/** Recharges through the demo channel (demo mode), as a player would. */
export async function demoRecharge(t: TestApp, token: string, amount: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/recharge/orders',
    headers: bearer(token),
    payload: { channelCode: 'demo', amount },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

export async function walletOf(t: TestApp, userId: number) {
  const [w] = await t.database.db.select().from(wallets).where(eq(wallets.userId, userId));
  return { balanceFen: w?.balanceFen ?? 0, frozenFen: w?.frozenFen ?? 0 };
}

export function ledgerOf(t: TestApp, userId: number) {
  return t.database.db
    .select()
    .from(walletLedger)
    .where(eq(walletLedger.userId, userId))
    .orderBy(asc(walletLedger.id));
}

/** The ledger audit finds nothing wrong in the whole database. */
export async function expectLedgerClean(t: TestApp) {
  expect(await auditLedger(t.database.db)).toEqual([]);
}

/** A player with money, a withdraw password (123456) and a default bank account. */
export async function newWithdrawer(t: TestApp, balanceYuan: number) {
  const p = await newPlayer(t);
  if (balanceYuan > 0) await credit(t, p.userId, balanceYuan);
  const pwd = await t.app.inject({
    method: 'POST',
    url: '/api/withdraw/password/set',
    headers: bearer(p.token),
    payload: { password: '123456' },
  });
  expect(pwd.statusCode, pwd.body).toBe(200);
  const acc = await t.app.inject({
    method: 'POST',
    url: '/api/withdraw/accounts',
    headers: bearer(p.token),
    payload: {
      type: 'bank',
      accountName: '张三',
      accountNo: '6222021234567890123',
      bankName: '中国工商银行',
    },
  });
  expect(acc.statusCode, acc.body).toBe(200);
  return { ...p, accountId: acc.json().data.id as number };
}

export function post(t: TestApp, token: string, url: string, payload?: unknown) {
  return t.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as object });
}

export function get(t: TestApp, token: string, url: string) {
  return t.app.inject({ method: 'GET', url, headers: bearer(token) });
}
