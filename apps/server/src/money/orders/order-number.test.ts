import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app.ts';
import { registerPlayer } from '../../test/test-app.ts';
import { createProtectionService } from '../protection/protection.service.ts';
import { createRechargeService } from '../recharge/recharge.service.ts';
import { createMoneyApp } from '../wallet/money-test-kit.ts';
import { createWalletService } from '../wallet/wallet.service.ts';

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
});
