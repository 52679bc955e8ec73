import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NoRateLimiter } from '../../platform/lib/rate-limiter.ts';
import type { TestApp } from '../../test/test-app.ts';
import { registerPlayer } from '../../test/test-app.ts';
import { createProtectionService } from '../protection/protection.service.ts';
import { createRechargeService } from '../recharge/recharge.service.ts';
import { createMoneyApp, newWithdrawer } from '../wallet/money-test-kit.ts';
import { createWalletService } from '../wallet/wallet.service.ts';
import { createWithdrawService } from '../withdraw/withdraw.service.ts';
import { createWithdrawAccountService } from '../withdraw/withdraw-account.service.ts';
import { createWithdrawPasswordService } from '../withdraw/withdraw-password.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createMoneyApp();
});
afterAll(() => t?.close());

describe('order numbers', () => {
  it('are distinct for many orders made in the same second', async () => {
    const player = await registerPlayer(t.app);
    const at = new Date('2026-11-24T12:00:00Z');
    const wallet = createWalletService(t.database.db);
    const service = createRechargeService({
      db: t.database.db,
      config: t.config,
      wallet,
      protection: createProtectionService({ db: t.database.db, wallet }),
      now: () => at,
    });
    const orders = await Promise.all(
      Array.from({ length: 40 }, () =>
        service.createOrder(player.user.id, { channelCode: 'bank', amount: 100 }),
      ),
    );
    const numbers = orders.map((o) => o.orderNo);
    expect(new Set(numbers).size).toBe(40);
    expect(numbers.every((n) => /^R20261124200000\d{6}$/.test(n))).toBe(true);
  });

  it('a number that is taken after all (the sequence set back) is retried, not a 500', async () => {
    const player = await registerPlayer(t.app);
    const at = new Date('2026-11-24T13:00:00Z');
    const wallet = createWalletService(t.database.db);
    const service = createRechargeService({
      db: t.database.db,
      config: t.config,
      wallet,
      protection: createProtectionService({ db: t.database.db, wallet }),
      now: () => at,
    });
    const first = await service.createOrder(player.user.id, { channelCode: 'bank', amount: 100 });
    const n = Number(first.orderNo.slice(-6));
    // The next value the sequence hands out is the one the first order already has.
    await t.database.db.execute(
      sql.raw(`SELECT setval('order_numbers', ${n - 1 > 0 ? n - 1 : 1}, ${n - 1 > 0})`),
    );
    const second = await service.createOrder(player.user.id, { channelCode: 'bank', amount: 100 });
    expect(second.orderNo).not.toBe(first.orderNo);
  });

  it('a withdrawal draws from the same sequence as recharges, and a number taken after all is retried', async () => {
    const p = await newWithdrawer(t, 1000);
    const at = new Date('2026-11-24T14:00:00Z');
    const db = t.database.db;
    const wallet = createWalletService(db);
    const recharge = createRechargeService({
      db,
      config: t.config,
      wallet,
      protection: createProtectionService({ db, wallet }),
      now: () => at,
    });
    const withdraw = createWithdrawService({
      db,
      wallet,
      accounts: createWithdrawAccountService({ db, wallet }),
      passwords: createWithdrawPasswordService({ db, limiter: new NoRateLimiter() }),
      now: () => at,
    });
    const body = { accountId: p.accountId, amount: 100, withdrawPassword: '123456' };
    const before = await recharge.createOrder(p.userId, { channelCode: 'bank', amount: 100 });
    const order = await withdraw.createOrder(p.userId, body);
    const after = await recharge.createOrder(p.userId, { channelCode: 'bank', amount: 100 });
    const seq = (orderNo: string) => Number(orderNo.slice(-6));
    expect(order.orderNo).toMatch(/^W20261124220000\d{6}$/);
    expect([seq(order.orderNo), seq(after.orderNo)]).toEqual([
      seq(before.orderNo) + 1,
      seq(before.orderNo) + 2,
    ]);

    // The next value the sequence hands out is the withdrawal's own number: a fresh one is drawn.
    await db.execute(sql.raw(`SELECT setval('order_numbers', ${seq(order.orderNo) - 1}, true)`));
    const again = await withdraw.createOrder(p.userId, body);
    expect(again.orderNo).toMatch(/^W20261124220000\d{6}$/);
    expect(again.orderNo).not.toBe(order.orderNo);
  });
});
