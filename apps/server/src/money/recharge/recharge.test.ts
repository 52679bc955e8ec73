import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPeriodicJobs } from '../../platform/jobs/periodic-jobs.ts';
import { bearer, type TestApp } from '../../test/test-app.ts';
import { moneyJobs } from '../money.module.ts';
import { createProtectionService } from '../protection/protection.service.ts';
import { adminAuditLogs } from '../review/admin.schema.ts';
import {
  createMoneyApp,
  demoRecharge,
  expectLedgerClean,
  get,
  ledgerOf,
  newAdmin,
  newPlayer,
  type Player,
  post,
  walletOf,
} from '../wallet/money-test-kit.ts';
import { createWalletService } from '../wallet/wallet.service.ts';
import { rechargeOrders } from './recharge.schema.ts';
import { createRechargeService } from './recharge.service.ts';

let t: TestApp;
let admin: Player;
beforeAll(async () => {
  t = await createMoneyApp();
  admin = await newAdmin(t);
});
afterAll(() => t.close());

const bankOrder = async (p: Player, amount = 200, extra: object = {}) => {
  const res = await post(t, p.token, '/api/recharge/orders', { channelCode: 'bank', amount, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; status: string };
};

describe('channels', () => {
  it('lists the enabled channels in order, the demo channel instant in demo mode', async () => {
    const p = await newPlayer(t);
    const res = await get(t, p.token, '/api/recharge/channels');
    expect(res.statusCode).toBe(200);
    const list = res.json().data;
    expect(list.map((c: { code: string }) => c.code)).toEqual(['demo', 'bank', 'alipay', 'wechat', 'usdt']);
    expect(list[0]).toMatchObject({
      type: 'demo',
      instant: true,
      minAmount: 1,
      maxAmount: 50_000,
      presets: [100, 500, 1000, 5000],
    });
    expect(list[1]).toMatchObject({
      type: 'bank',
      instant: false,
      accountName: '彩聊科技（演示）',
      minAmount: 100,
    });
    expect(list[4]).toMatchObject({ code: 'usdt', feeRate: 0.5 });
    expect((await t.app.inject({ url: '/api/recharge/channels' })).statusCode).toBe(401);
  });
});

describe('demo channel', () => {
  it('completes at once and credits the wallet through the ledger', async () => {
    const p = await newPlayer(t);
    const order = await demoRecharge(t, p.token, 100.5);
    expect(order).toMatchObject({
      status: 'completed',
      statusName: '已到账',
      amount: 100.5,
      fee: 0,
      creditAmount: 100.5,
    });
    expect(order.orderNo).toMatch(/^R\d{20}$/);
    expect(await walletOf(t, p.userId)).toEqual({ balanceFen: 10_050, frozenFen: 0 });
    const rows = await ledgerOf(t, p.userId);
    expect(rows).toMatchObject([{ kind: 'recharge', amountFen: 10_050, reference: `recharge:${order.id}` }]);
    const alias = await post(t, p.token, '/api/user/recharge', { channelId: order.channelId, amount: 20 });
    expect(alias.statusCode).toBe(200);
    expect(alias.json()).toMatchObject({ message: '充值成功', data: { status: 'completed' } });
    const bal = await get(t, p.token, '/api/user/balance');
    expect(bal.json().data).toMatchObject({ balance: 120.5, availableBalance: 120.5 });
    const tx = (await get(t, p.token, '/api/wallet/transactions?kind=recharge')).json().data;
    expect(tx.list.map((r: { amount: number }) => r.amount)).toEqual([20, 100.5]);
    await expectLedgerClean(t);
  });

  it('a repeated requestId answers the first order and credits once, also in parallel', async () => {
    const p = await newPlayer(t);
    const body = { channelCode: 'demo', amount: 50, requestId: 'req-abc-1' };
    const first = await post(t, p.token, '/api/recharge/orders', body);
    const again = await post(t, p.token, '/api/recharge/orders', body);
    expect(again.json().data.id).toBe(first.json().data.id);
    const parallelBody = { ...body, requestId: 'req-abc-2' };
    const all = await Promise.all(
      Array.from({ length: 10 }, () => post(t, p.token, '/api/recharge/orders', parallelBody)),
    );
    expect(all.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(all.map((r) => r.json().data.id)).size).toBe(1);
    expect(await walletOf(t, p.userId)).toEqual({ balanceFen: 10_000, frozenFen: 0 });
    const reused = await post(t, p.token, '/api/recharge/orders', { ...body, amount: 60 });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('IDEMPOTENCY_CONFLICT');
    // Another player may use the same key: keys are per user.
    const other = await newPlayer(t);
    expect((await post(t, other.token, '/api/recharge/orders', body)).json().data.status).toBe('completed');
    await expectLedgerClean(t);
  });
});

describe('validation', () => {
  it('refuses malformed amounts with 400 and out-of-range ones with 422, changing nothing', async () => {
    const p = await newPlayer(t);
    const bad = [-1, 0, 10.001, '100', 1e12, null, true, [100], { v: 1 }];
    for (const amount of bad) {
      const res = await post(t, p.token, '/api/recharge/orders', { channelCode: 'demo', amount });
      expect(res.statusCode, JSON.stringify(amount)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(res.json().errors[0].field).toBe('amount');
    }
    expect((await post(t, p.token, '/api/recharge/orders', { channelCode: 'demo' })).statusCode).toBe(400);
    expect((await post(t, p.token, '/api/recharge/orders', { amount: 10 })).json().errors[0]).toEqual({
      field: 'channelCode',
      message: '请选择充值方式',
    });
    const low = await post(t, p.token, '/api/recharge/orders', { channelCode: 'bank', amount: 99.99 });
    expect(low.statusCode).toBe(422);
    expect(low.json()).toMatchObject({ code: 'AMOUNT_OUT_OF_RANGE', message: '单笔充值金额为100-500000元' });
    const high = await post(t, p.token, '/api/recharge/orders', { channelCode: 'demo', amount: 50_000.01 });
    expect(high.json().code).toBe('AMOUNT_OUT_OF_RANGE');
    expect(
      (await post(t, p.token, '/api/recharge/orders', { channelCode: 'nope', amount: 10 })).statusCode,
    ).toBe(404);
    const rows = await t.database.db.select().from(rechargeOrders).where(eq(rechargeOrders.userId, p.userId));
    expect(rows).toEqual([]);
    expect(await walletOf(t, p.userId)).toEqual({ balanceFen: 0, frozenFen: 0 });
  });
});

describe('orders of a real channel', () => {
  it('creates a pending order with the payment details, lists, filters, shows and cancels it', async () => {
    const p = await newPlayer(t);
    const order = await bankOrder(p, 300, { payerName: '李四', remark: '尾号8888' });
    expect(order).toMatchObject({
      status: 'pending',
      statusName: '待支付',
      channelType: 'bank',
      payerName: '李四',
      payment: { accountName: '彩聊科技（演示）', bankName: '中国工商银行 深圳分行' },
    });
    await demoRecharge(t, p.token, 10);
    const list = (await get(t, p.token, '/api/recharge/orders')).json().data;
    expect(list.pagination.total).toBe(2);
    const pending = (await get(t, p.token, '/api/recharge/orders?status=pending')).json().data;
    expect(pending.list.map((o: { id: number }) => o.id)).toEqual([order.id]);
    expect((await get(t, p.token, `/api/recharge/orders/${order.id}`)).json().data.id).toBe(order.id);
    const cancel = await post(t, p.token, `/api/recharge/orders/${order.id}/cancel`);
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().data.status).toBe('cancelled');
    const twice = await post(t, p.token, `/api/recharge/orders/${order.id}/cancel`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'ORDER_NOT_PENDING', message: '订单已取消，无法操作' });
    expect(await walletOf(t, p.userId)).toEqual({ balanceFen: 1_000, frozenFen: 0 });
    await expectLedgerClean(t);
  });

  it('answers 404 for another player’s order, as for one that does not exist', async () => {
    const owner = await newPlayer(t);
    const other = await newPlayer(t);
    const order = await bankOrder(owner);
    for (const res of [
      await get(t, other.token, `/api/recharge/orders/${order.id}`),
      await post(t, other.token, `/api/recharge/orders/${order.id}/cancel`),
      await get(t, other.token, '/api/recharge/orders/999999999'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: '订单不存在' });
    }
    expect((await get(t, other.token, '/api/recharge/orders/abc')).statusCode).toBe(400);
    expect((await get(t, other.token, '/api/recharge/orders')).json().data.list).toEqual([]);
    expect((await get(t, owner.token, `/api/recharge/orders/${order.id}`)).json().data.status).toBe(
      'pending',
    );
  });

  it('limits unfinished orders per player', async () => {
    const p = await newPlayer(t);
    for (let i = 0; i < 5; i++) await bankOrder(p);
    const sixth = await post(t, p.token, '/api/recharge/orders', { channelCode: 'bank', amount: 200 });
    expect(sixth.statusCode).toBe(422);
    expect(sixth.json().code).toBe('TOO_MANY_PENDING_ORDERS');
  });
});

describe('operator review', () => {
  it('approves once (credit), refuses a second approval with 409, and players get 403', async () => {
    const p = await newPlayer(t);
    const order = await bankOrder(p, 250);
    const denied = await post(t, p.token, `/api/admin/recharge/orders/${order.id}/approve`);
    expect(denied.statusCode).toBe(403);
    const ok = await post(t, admin.token, `/api/admin/recharge/orders/${order.id}/approve`, {
      reason: '已核对到账',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({
      status: 'completed',
      userId: p.userId,
      username: p.username,
      reviewedBy: admin.userId,
    });
    const again = await post(t, admin.token, `/api/admin/recharge/orders/${order.id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ORDER_NOT_PENDING');
    expect(await walletOf(t, p.userId)).toEqual({ balanceFen: 25_000, frozenFen: 0 });
    const detail = (await get(t, p.token, `/api/recharge/orders/${order.id}`)).json().data;
    expect(detail).toMatchObject({ status: 'completed', reason: '已核对到账' });
    expect(detail.completedAt).not.toBeNull();
    const audit = await t.database.db
      .select()
      .from(adminAuditLogs)
      .where(eq(adminAuditLogs.target, `recharge_orders:${order.id}`));
    expect(audit.map((a) => [a.adminUserId, a.statusCode])).toEqual([
      [p.userId, 403],
      [admin.userId, 200],
      [admin.userId, 409],
    ]);
    await expectLedgerClean(t);
  });

  it('concurrent approvals of one order credit exactly once', async () => {
    const p = await newPlayer(t);
    const order = await bankOrder(p, 500);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => post(t, admin.token, `/api/admin/recharge/orders/${order.id}/approve`)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect(await walletOf(t, p.userId)).toEqual({ balanceFen: 50_000, frozenFen: 0 });
    await expectLedgerClean(t);
  });

  it('a concurrent cancel and approve: one wins, money moves at most once', async () => {
    for (let i = 0; i < 5; i++) {
      const p = await newPlayer(t);
      const order = await bankOrder(p, 100);
      const [cancel, approve] = await Promise.all([
        post(t, p.token, `/api/recharge/orders/${order.id}/cancel`),
        post(t, admin.token, `/api/admin/recharge/orders/${order.id}/approve`),
      ]);
      expect([cancel.statusCode, approve.statusCode].sort()).toEqual([200, 409]);
      const expected = approve.statusCode === 200 ? 10_000 : 0;
      expect(await walletOf(t, p.userId)).toEqual({ balanceFen: expected, frozenFen: 0 });
    }
    await expectLedgerClean(t);
  });

  it('rejects with a reason, lists by status, and a rejected order cannot be approved', async () => {
    const p = await newPlayer(t);
    const order = await bankOrder(p, 120);
    const rej = await post(t, admin.token, `/api/admin/recharge/orders/${order.id}/reject`, {
      reason: '付款人不符',
    });
    expect(rej.json().data).toMatchObject({ status: 'rejected', reason: '付款人不符' });
    expect((await post(t, admin.token, `/api/admin/recharge/orders/${order.id}/approve`)).statusCode).toBe(
      409,
    );
    expect((await post(t, admin.token, '/api/admin/recharge/orders/999999999/approve')).statusCode).toBe(404);
    const list = (
      await get(t, admin.token, `/api/admin/recharge/orders?status=rejected&userId=${p.userId}`)
    ).json().data;
    expect(list.list.map((o: { id: number }) => o.id)).toEqual([order.id]);
    expect(list.list[0].payment.accountNo).toBe('6222 0000 0000 0008 888');
    expect(await walletOf(t, p.userId)).toEqual({ balanceFen: 0, frozenFen: 0 });
    await expectLedgerClean(t);
  });
});

describe('expiry', () => {
  const backdate = (id: number) =>
    t.database.db
      .update(rechargeOrders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(rechargeOrders.id, id));

  it('expires an unpaid order when read; it can no longer be cancelled, but a late payment can be approved', async () => {
    const p = await newPlayer(t);
    const order = await bankOrder(p);
    await backdate(order.id);
    expect((await get(t, p.token, `/api/recharge/orders/${order.id}`)).json().data).toMatchObject({
      status: 'expired',
      statusName: '已过期',
    });
    expect((await post(t, p.token, `/api/recharge/orders/${order.id}/cancel`)).statusCode).toBe(409);
    const late = await post(t, admin.token, `/api/admin/recharge/orders/${order.id}/approve`, {
      reason: '超时到账',
    });
    expect(late.json().data.status).toBe('completed');
    expect(await walletOf(t, p.userId)).toEqual({ balanceFen: 20_000, frozenFen: 0 });
    await expectLedgerClean(t);
  });

  it('the periodic sweep expires due orders of every player', async () => {
    const p = await newPlayer(t);
    const order = await bankOrder(p);
    await backdate(order.id);
    const wallet = createWalletService(t.database.db);
    const service = createRechargeService({
      db: t.database.db,
      config: t.config,
      wallet,
      protection: createProtectionService({ db: t.database.db, wallet }),
    });
    // A process that does not hold the scheduler lock leaves the sweep to the one that does.
    const follower = createPeriodicJobs({
      isLeader: () => false,
      onError: (_job, err) => Promise.reject(err),
    });
    follower.add(...moneyJobs({ recharge: service }, t.config));
    await follower.runDue();
    const [before] = await t.database.db.select().from(rechargeOrders).where(eq(rechargeOrders.id, order.id));
    expect(before?.status).toBe('pending');
    const leader = createPeriodicJobs({ isLeader: () => true, onError: (_job, err) => Promise.reject(err) });
    leader.add(...moneyJobs({ recharge: service }, t.config));
    await leader.runDue();
    const [row] = await t.database.db.select().from(rechargeOrders).where(eq(rechargeOrders.id, order.id));
    expect(row?.status).toBe('expired');
  });
});

describe('stats', () => {
  it('answers per-day totals for the asked number of days', async () => {
    const p = await newPlayer(t);
    await demoRecharge(t, p.token, 10);
    await demoRecharge(t, p.token, 15.5);
    await bankOrder(p, 100);
    const res = await get(t, p.token, '/api/recharge/stats?days=7');
    expect(res.statusCode).toBe(200);
    const s = res.json().data;
    expect(s).toMatchObject({
      days: 7,
      totalCount: 3,
      totalAmount: 125.5,
      completedCount: 2,
      completedAmount: 25.5,
      pendingCount: 1,
    });
    expect(s.daily).toHaveLength(7);
    expect(s.daily[6]).toMatchObject({
      date: new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10),
      count: 3,
    });
    expect(s.daily[0]).toMatchObject({ count: 0, amount: 0 });
    expect((await get(t, p.token, '/api/recharge/stats')).json().data.daily).toHaveLength(30);
    for (const q of ['days=0', 'days=366', 'days=x']) {
      expect(
        (await t.app.inject({ url: `/api/recharge/stats?${q}`, headers: bearer(p.token) })).statusCode,
      ).toBe(400);
    }
  });
});

describe('outside demo mode', () => {
  it('hides the demo channel and refuses orders on it', async () => {
    const live = await createMoneyApp({ demo: false });
    try {
      const p = await newPlayer(live);
      const codes = (await get(live, p.token, '/api/recharge/channels'))
        .json()
        .data.map((c: { code: string }) => c.code);
      expect(codes).not.toContain('demo');
      const res = await post(live, p.token, '/api/recharge/orders', { channelCode: 'demo', amount: 100 });
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('CHANNEL_UNAVAILABLE');
      expect(await walletOf(live, p.userId)).toEqual({ balanceFen: 0, frozenFen: 0 });
    } finally {
      await live.close();
    }
  });
});
