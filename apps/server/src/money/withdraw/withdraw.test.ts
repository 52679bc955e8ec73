import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestApp } from '../../test/test-app.ts';
import {
  createMoneyApp,
  credit,
  demoRecharge,
  expectLedgerClean,
  get,
  ledgerOf,
  newAdmin,
  newPlayer,
  newWithdrawer,
  type Player,
  post,
  walletOf,
} from '../wallet/money-test-kit.ts';
import { createWalletService } from '../wallet/wallet.service.ts';
import { withdrawOrders } from './withdraw.schema.ts';

// Fee 1 %, at least 2 and at most 50 yuan; 10–50,000 yuan per order; 50 orders a day.
const SETTINGS = {
  minFen: 1_000,
  maxFen: 5_000_000,
  dailyCount: 50,
  feeBps: 100,
  feeMinFen: 200,
  feeMaxFen: 5_000,
};
let t: TestApp;
let admin: Player;
beforeAll(async () => {
  t = await createMoneyApp({ withdraw: SETTINGS });
  admin = await newAdmin(t);
});
afterAll(() => t.close());

type W = Awaited<ReturnType<typeof newWithdrawer>>;
const withdraw = (p: W, amount: unknown, extra: object = {}) =>
  post(t, p.token, '/api/withdraw/orders', {
    accountId: p.accountId,
    amount,
    withdrawPassword: '123456',
    ...extra,
  });
const ordersOf = (userId: number) =>
  t.database.db.select().from(withdrawOrders).where(eq(withdrawOrders.userId, userId));

describe('withdraw config', () => {
  it('answers limits, fee rule and today’s use', async () => {
    const p = await newWithdrawer(t, 500);
    await withdraw(p, 100);
    const cfg = (await get(t, p.token, '/api/withdraw/config')).json().data;
    expect(cfg).toMatchObject({
      minAmount: 10,
      maxAmount: 50_000,
      dailyCount: 50,
      todayCount: 1,
      remainingCount: 49,
      feeRate: 1,
      feeMin: 2,
      feeMax: 50,
      turnoverRequired: false,
      turnoverRemaining: 0,
    });
  });
});

describe('a withdrawal from request to payout', () => {
  it('freezes amount + fee, shows it pending, and cancelling unfreezes it', async () => {
    const p = await newWithdrawer(t, 1_000);
    const res = await withdraw(p, 500);
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json().data;
    expect(order).toMatchObject({
      status: 'pending',
      statusName: '审核中',
      amount: 500,
      fee: 5,
      totalAmount: 505,
      accountNo: '6222****0123',
    });
    expect(order.orderNo).toMatch(/^W\d{20}$/);
    expect(await walletOf(t, p.userId)).toEqual({ balanceFen: 100_000, frozenFen: 50_500 });
    const bal = (await get(t, p.token, '/api/user/balance')).json().data;
    expect(bal).toMatchObject({
      balance: 1000,
      frozenAmount: 505,
      availableBalance: 495,
      // 待开奖 counts bets awaiting their draw; the withdrawal is frozen money.
      pendingAmount: 0,
    });
    expect((await get(t, p.token, `/api/withdraw/orders/${order.id}`)).json().data.accountNo).toBe(
      '6222****0123',
    );
    expect((await get(t, p.token, '/api/withdraw/orders?status=pending')).json().data.pagination.total).toBe(
      1,
    );
    await expectLedgerClean(t);

    const cancel = await post(t, p.token, `/api/withdraw/orders/${order.id}/cancel`);
    expect(cancel.json()).toMatchObject({ message: '提现已取消，金额已解冻', data: { status: 'cancelled' } });
    expect(await walletOf(t, p.userId)).toEqual({ balanceFen: 100_000, frozenFen: 0 });
    const again = await post(t, p.token, `/api/withdraw/orders/${order.id}/cancel`);
    expect([again.statusCode, again.json().code]).toEqual([409, 'ORDER_NOT_PENDING']);
    const rows = await ledgerOf(t, p.userId);
    expect(rows.slice(1).map((r) => [r.kind, r.reference, r.amountFen, r.frozenDeltaFen])).toEqual([
      ['withdraw_freeze', `withdraw:${order.id}:freeze`, 0, 50_500],
      ['withdraw_unfreeze', `withdraw:${order.id}:unfreeze`, 0, -50_500],
    ]);
    const tx = (await get(t, p.token, '/api/wallet/transactions')).json().data.list;
    expect(tx.map((r: { kindName: string }) => r.kindName)).toEqual(['提现解冻', '提现冻结', '人工调整']);
    await expectLedgerClean(t);
  });

  it('operator approval lets the frozen money leave; rejection unfreezes it', async () => {
    const p = await newWithdrawer(t, 20_000);
    const a = (await withdraw(p, 10_000)).json().data;
    const b = (
      await post(t, p.token, '/api/user/withdraw', {
        accountId: p.accountId,
        amount: 100,
        withdrawPassword: '123456',
      })
    ).json().data;
    expect(a.fee).toBe(50);
    expect(b).toMatchObject({ fee: 2, totalAmount: 102 });
    const listed = (
      await get(t, admin.token, `/api/admin/withdraw/orders?status=pending&userId=${p.userId}`)
    ).json().data.list;
    expect(listed.map((o: { id: number }) => o.id)).toEqual([b.id, a.id]);
    expect(listed[0]).toMatchObject({
      accountNo: '6222021234567890123',
      username: p.username,
      userId: p.userId,
    });
    // 10,000 yuan is above the second-approval amount (5,000 by default): maker-checker.
    const first = await post(t, admin.token, `/api/admin/withdraw/orders/${a.id}/approve`);
    expect(first.json()).toMatchObject({
      message: '已初审通过，等待另一位运营人员复核',
      data: { status: 'pending', firstApprovedBy: admin.userId, needsSecondApproval: true, reviewedBy: null },
    });
    expect(await walletOf(t, p.userId)).toMatchObject({ frozenFen: 1_015_200 });
    const twice = await post(t, admin.token, `/api/admin/withdraw/orders/${a.id}/approve`);
    expect([twice.statusCode, twice.json().code]).toEqual([403, 'SECOND_APPROVER_REQUIRED']);
    const checker = await newAdmin(t);
    const paid = await post(t, checker.token, `/api/admin/withdraw/orders/${a.id}/approve`);
    expect(paid.json().data).toMatchObject({
      status: 'completed',
      reviewedBy: checker.userId,
      firstApprovedBy: admin.userId,
    });
    const rej = await post(t, admin.token, `/api/admin/withdraw/orders/${b.id}/reject`, {
      reason: '账户信息有误',
    });
    expect(rej.json().data).toMatchObject({ status: 'rejected', reason: '账户信息有误' });
    expect(await walletOf(t, p.userId)).toEqual({ balanceFen: 2_000_000 - 1_005_000, frozenFen: 0 });
    const mine = (await get(t, p.token, `/api/withdraw/orders/${b.id}`)).json().data;
    expect(mine).toMatchObject({ status: 'rejected', reason: '账户信息有误', accountNo: '6222****0123' });
    for (const url of [
      `/api/admin/withdraw/orders/${a.id}/approve`,
      `/api/admin/withdraw/orders/${b.id}/reject`,
    ]) {
      expect((await post(t, admin.token, url)).statusCode).toBe(409);
    }
    expect((await post(t, p.token, `/api/admin/withdraw/orders/${a.id}/approve`)).statusCode).toBe(403);
    await expectLedgerClean(t);
  });
});

describe('rules', () => {
  it('deleting the account keeps its pending order, which still pays out to the copied account', async () => {
    const p = await newWithdrawer(t, 1_000);
    const order = (await withdraw(p, 100)).json().data;
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/withdraw/accounts/${p.accountId}`,
      headers: bearer(p.token),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const kept = (await get(t, p.token, `/api/withdraw/orders/${order.id}`)).json().data;
    expect(kept).toMatchObject({ accountId: null, accountNo: order.accountNo, status: 'pending' });
    const paid = await post(t, admin.token, `/api/admin/withdraw/orders/${order.id}/approve`);
    expect(paid.statusCode, paid.body).toBe(200);
    await expectLedgerClean(t);
  });

  it('refuses out-of-range, unaffordable and wrong-password requests, creating nothing', async () => {
    const p = await newWithdrawer(t, 100);
    const cases: [unknown, object, number, string][] = [
      [9.99, {}, 422, 'AMOUNT_OUT_OF_RANGE'],
      [50_000.01, {}, 422, 'AMOUNT_OUT_OF_RANGE'],
      [99, {}, 422, 'INSUFFICIENT_BALANCE'],
      [50, { withdrawPassword: '000000' }, 422, 'WITHDRAW_PASSWORD_INVALID'],
      [50, { accountId: 999_999 }, 404, 'NOT_FOUND'],
      [-10, {}, 400, 'VALIDATION_FAILED'],
      [10.005, {}, 400, 'VALIDATION_FAILED'],
      ['50', {}, 400, 'VALIDATION_FAILED'],
      [1e20, {}, 400, 'VALIDATION_FAILED'],
      [50, { withdrawPassword: '12345' }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [amount, extra, status, code] of cases) {
      const res = await withdraw(p, amount, extra);
      expect([res.statusCode, res.json().code], JSON.stringify([amount, extra])).toEqual([status, code]);
    }
    expect(await ordersOf(p.userId)).toEqual([]);
    expect(await walletOf(t, p.userId)).toEqual({ balanceFen: 10_000, frozenFen: 0 });
  });

  it('uses only the player’s own account, and hides others’ orders', async () => {
    const owner = await newWithdrawer(t, 300);
    const other = await newWithdrawer(t, 300);
    const stolen = await post(t, other.token, '/api/withdraw/orders', {
      accountId: owner.accountId,
      amount: 50,
      withdrawPassword: '123456',
    });
    expect(stolen.statusCode).toBe(404);
    const order = (await withdraw(owner, 50)).json().data;
    for (const res of [
      await get(t, other.token, `/api/withdraw/orders/${order.id}`),
      await post(t, other.token, `/api/withdraw/orders/${order.id}/cancel`),
    ]) {
      expect([res.statusCode, res.json().code]).toEqual([404, 'NOT_FOUND']);
    }
    expect((await get(t, other.token, '/api/withdraw/orders')).json().data.list).toEqual([]);
    expect((await get(t, owner.token, `/api/withdraw/orders/${order.id}`)).json().data.status).toBe(
      'pending',
    );
    await expectLedgerClean(t);
  });

  it('enforces the daily count', async () => {
    const live = await createMoneyApp({ withdraw: { ...SETTINGS, dailyCount: 2 } });
    try {
      const p = await newWithdrawer(live, 1_000);
      const go = () =>
        post(live, p.token, '/api/withdraw/orders', {
          accountId: p.accountId,
          amount: 20,
          withdrawPassword: '123456',
        });
      const first = (await go()).json().data;
      await go();
      const third = await go();
      expect([third.statusCode, third.json().code]).toEqual([422, 'DAILY_LIMIT_REACHED']);
      // A cancelled order does not count.
      await post(live, p.token, `/api/withdraw/orders/${first.id}/cancel`);
      expect((await go()).statusCode).toBe(200);
      expect((await get(live, p.token, '/api/withdraw/config')).json().data.remainingCount).toBe(0);
    } finally {
      await live.close();
    }
  });

  it('requires bet turnover when the operator says so', async () => {
    const p = await newWithdrawer(t, 0);
    await demoRecharge(t, p.token, 100);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/withdraw/config',
      headers: { authorization: `Bearer ${admin.token}` },
      payload: {
        minAmount: 10,
        maxAmount: 50_000,
        dailyCount: 50,
        feeRate: 1,
        feeFixed: 0,
        feeMin: 2,
        feeMax: 50,
        turnoverRequired: true,
        turnoverMultiple: 1,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const res = await withdraw(p, 50);
      expect(res.json()).toMatchObject({
        code: 'TURNOVER_NOT_MET',
        message: '投注流水未达标，还需投注100元',
      });
      const wallet = createWalletService(t.database.db);
      await t.database.db.transaction((tx) =>
        wallet.debit(tx, {
          userId: p.userId,
          amountFen: 4_000,
          kind: 'bet',
          reference: `bet:test:${p.userId}`,
        }),
      );
      expect((await get(t, p.token, '/api/withdraw/config')).json().data.turnoverRemaining).toBe(60);
    } finally {
      await t.app.inject({
        method: 'PUT',
        url: '/api/admin/withdraw/config',
        headers: { authorization: `Bearer ${admin.token}` },
        payload: {
          minAmount: 10,
          maxAmount: 50_000,
          dailyCount: 50,
          feeRate: 1,
          feeFixed: 0,
          feeMin: 2,
          feeMax: 50,
          turnoverRequired: false,
          turnoverMultiple: 1,
        },
      });
    }
  });
});

describe('idempotency and concurrency', () => {
  it('a repeated requestId answers the first order and freezes once', async () => {
    const p = await newWithdrawer(t, 1_000);
    const first = await withdraw(p, 100, { requestId: 'w-1' });
    const again = await withdraw(p, 100, { requestId: 'w-1' });
    expect(again.json().data.id).toBe(first.json().data.id);
    const parallel = await Promise.all(
      Array.from({ length: 10 }, () => withdraw(p, 100, { requestId: 'w-2' })),
    );
    expect(parallel.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(parallel.map((r) => r.json().data.id)).size).toBe(1);
    expect((await withdraw(p, 200, { requestId: 'w-1' })).json().code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await walletOf(t, p.userId)).toEqual({ balanceFen: 100_000, frozenFen: 20_400 });
    await expectLedgerClean(t);
  });

  it('20 parallel withdrawals from one balance never overdraw it', async () => {
    const p = await newWithdrawer(t, 1_000);
    const results = await Promise.all(Array.from({ length: 20 }, () => withdraw(p, 100)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(9);
    expect(results.filter((r) => r.statusCode !== 200).map((r) => r.json().code)).toEqual(
      Array(11).fill('INSUFFICIENT_BALANCE'),
    );
    expect(await walletOf(t, p.userId)).toEqual({ balanceFen: 100_000, frozenFen: 9 * 10_200 });
    expect((await ordersOf(p.userId)).filter((o) => o.status === 'pending')).toHaveLength(9);
    await expectLedgerClean(t);
  });

  it('concurrent approve, reject and cancel of one order: exactly one wins, money moves once', async () => {
    const p = await newWithdrawer(t, 10_000);
    const outcomes = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const order = (await withdraw(p, 100)).json().data;
      const calls = [
        post(t, admin.token, `/api/admin/withdraw/orders/${order.id}/approve`),
        post(t, admin.token, `/api/admin/withdraw/orders/${order.id}/approve`),
        post(t, p.token, `/api/withdraw/orders/${order.id}/cancel`),
        post(t, admin.token, `/api/admin/withdraw/orders/${order.id}/reject`),
      ];
      const res = await Promise.all(calls);
      expect(res.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
      const [row] = await t.database.db.select().from(withdrawOrders).where(eq(withdrawOrders.id, order.id));
      outcomes.add(row!.status);
      await expectLedgerClean(t);
    }
    const w = await walletOf(t, p.userId);
    const paid = (await ordersOf(p.userId)).filter((o) => o.status === 'completed').length;
    expect(w).toEqual({ balanceFen: 1_000_000 - paid * 10_200, frozenFen: 0 });
    expect(outcomes.size).toBeGreaterThanOrEqual(1);
  });

  it('a storm of withdrawals, cancels and reviews across players leaves the ledger consistent', async () => {
    const players = await Promise.all(Array.from({ length: 4 }, () => newWithdrawer(t, 2_000)));
    const created = await Promise.all(
      players.flatMap((p) => Array.from({ length: 5 }, async () => ({ p, res: await withdraw(p, 150) }))),
    );
    const orders = created
      .filter((c) => c.res.statusCode === 200)
      .map((c) => ({ p: c.p, id: c.res.json().data.id as number }));
    expect(orders.length).toBe(20);
    const actions = orders.flatMap(({ p, id }, i) => [
      post(t, admin.token, `/api/admin/withdraw/orders/${id}/${i % 2 ? 'approve' : 'reject'}`),
      post(t, p.token, `/api/withdraw/orders/${id}/cancel`),
    ]);
    const res = await Promise.all(actions);
    expect(res.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    for (const p of players) expect((await walletOf(t, p.userId)).frozenFen).toBe(0);
    await expectLedgerClean(t);
  });
});

describe('a new player’s journey through the API', () => {
  it('recharges, adds an account, sets a password, withdraws, cancels, and finds every movement', async () => {
    const p = await newPlayer(t);
    await demoRecharge(t, p.token, 300);
    const acc = (
      await post(t, p.token, '/api/withdraw/accounts', {
        type: 'alipay',
        accountName: '王五',
        accountNo: '13912345678',
      })
    ).json().data;
    await post(t, p.token, '/api/withdraw/password/set', { password: '246810' });
    const order = (
      await post(t, p.token, '/api/withdraw/orders', {
        accountId: acc.id,
        amount: 200,
        withdrawPassword: '246810',
      })
    ).json().data;
    expect((await get(t, p.token, '/api/user/balance')).json().data).toMatchObject({
      frozenAmount: 202,
      availableBalance: 98,
    });
    await post(t, p.token, `/api/withdraw/orders/${order.id}/cancel`);
    expect((await get(t, p.token, '/api/user/balance')).json().data).toMatchObject({
      balance: 300,
      frozenAmount: 0,
      availableBalance: 300,
    });
    const kinds = (await get(t, p.token, '/api/wallet/transactions'))
      .json()
      .data.list.map((r: { kind: string }) => r.kind);
    expect(kinds).toEqual(['withdraw_unfreeze', 'withdraw_freeze', 'recharge']);
    await credit(t, p.userId, 0.01);
    await expectLedgerClean(t);
  });
});
