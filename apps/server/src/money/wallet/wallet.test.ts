import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app.ts';
import {
  createMoneyApp,
  credit,
  expectLedgerClean,
  get,
  ledgerOf,
  newPlayer,
  walletOf,
} from './money-test-kit.ts';
import { createWalletService, type MoneyMove } from './wallet.service.ts';

let t: TestApp;
let wallet: ReturnType<typeof createWalletService>;
beforeAll(async () => {
  t = await createMoneyApp();
  wallet = createWalletService(t.database.db);
});
afterAll(() => t.close());

const run = <T>(fn: (tx: Parameters<Parameters<typeof t.database.db.transaction>[0]>[0]) => Promise<T>) =>
  t.database.db.transaction(fn);
let seq = 0;
const ref = (p = 'unit') => `${p}:${Date.now()}:${seq++}`;
const move = (
  userId: number,
  amountFen: number,
  kind: MoneyMove['kind'] = 'adjust',
  reference = ref(),
): MoneyMove => ({
  userId,
  amountFen,
  kind,
  reference,
});

describe('wallet primitives', () => {
  it('credit, debit, freeze, unfreeze and settleFrozen keep the ledger in step with the wallet', async () => {
    const { userId } = await newPlayer(t);
    const a = await run((tx) => wallet.credit(tx, move(userId, 10_000)));
    expect(a).toMatchObject({
      balanceFen: 10_000,
      frozenFen: 0,
      availableFen: 10_000,
      replayed: false,
      amountFen: 10_000,
    });
    await run((tx) => wallet.debit(tx, move(userId, 2_500, 'bet')));
    // Kind `adjust` throughout: withdraw_* kinds belong to withdraw orders (the audit checks that).
    await run((tx) => wallet.freeze(tx, move(userId, 5_000)));
    await run((tx) => wallet.unfreeze(tx, move(userId, 1_000)));
    const last = await run((tx) => wallet.settleFrozen(tx, move(userId, 4_000)));
    expect(last).toMatchObject({
      balanceFen: 3_500,
      frozenFen: 0,
      availableFen: 3_500,
      amountFen: -4_000,
      frozenDeltaFen: -4_000,
    });
    expect(await walletOf(t, userId)).toEqual({ balanceFen: 3_500, frozenFen: 0 });
    const rows = await ledgerOf(t, userId);
    expect(
      rows.map((r) => [r.kind, r.amountFen, r.frozenDeltaFen, r.balanceAfterFen, r.frozenAfterFen]),
    ).toEqual([
      ['adjust', 10_000, 0, 10_000, 0],
      ['bet', -2_500, 0, 7_500, 0],
      ['adjust', 0, 5_000, 7_500, 5_000],
      ['adjust', 0, -1_000, 7_500, 4_000],
      ['adjust', -4_000, -4_000, 3_500, 0],
    ]);
    await expectLedgerClean(t);
  });

  it('refuses to overdraw or to freeze frozen money, with 422 and nothing written', async () => {
    const { userId } = await newPlayer(t);
    await credit(t, userId, 10);
    await run((tx) => wallet.freeze(tx, move(userId, 600)));
    await expect(run((tx) => wallet.debit(tx, move(userId, 401, 'bet')))).rejects.toMatchObject({
      kind: 'rule',
      code: 'INSUFFICIENT_BALANCE',
      message: '余额不足',
    });
    await expect(run((tx) => wallet.freeze(tx, move(userId, 401)))).rejects.toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
    });
    await expect(run((tx) => wallet.unfreeze(tx, move(userId, 601)))).rejects.toMatchObject({
      kind: 'rule',
      code: 'INSUFFICIENT_FROZEN',
    });
    await expect(run((tx) => wallet.debit(tx, move(userId, 0)))).rejects.toMatchObject({ kind: 'invalid' });
    await expect(run((tx) => wallet.debit(tx, move(userId, 1.5)))).rejects.toMatchObject({ kind: 'invalid' });
    expect(await walletOf(t, userId)).toEqual({ balanceFen: 1_000, frozenFen: 600 });
    expect(await ledgerOf(t, userId)).toHaveLength(2);
    // Frozen money must belong to a pending withdrawal: release it so the audit holds.
    await run((tx) => wallet.unfreeze(tx, move(userId, 600)));
    await expectLedgerClean(t);
  });

  it('a repeated reference replays the first result and never moves money twice', async () => {
    const { userId } = await newPlayer(t);
    await credit(t, userId, 100);
    const reference = ref('bet');
    const first = await run((tx) => wallet.debit(tx, move(userId, 6_000, 'bet', reference)));
    // Now the balance (40) could not afford it: the retry must still replay, not fail.
    const again = await run((tx) => wallet.debit(tx, move(userId, 6_000, 'bet', reference)));
    expect(again).toMatchObject({ replayed: true, ledgerId: first.ledgerId, balanceFen: 4_000 });
    const parallel = await Promise.all(
      Array.from({ length: 10 }, () => run((tx) => wallet.debit(tx, move(userId, 6_000, 'bet', reference)))),
    );
    expect(parallel.every((r) => r.replayed && r.ledgerId === first.ledgerId)).toBe(true);
    expect(await walletOf(t, userId)).toEqual({ balanceFen: 4_000, frozenFen: 0 });
    await expectLedgerClean(t);
  });

  it('the same reference for a different movement is a 409 and moves nothing', async () => {
    const a = await newPlayer(t);
    const b = await newPlayer(t);
    await credit(t, a.userId, 50);
    await credit(t, b.userId, 50);
    const reference = ref('clash');
    await run((tx) => wallet.debit(tx, move(a.userId, 100, 'bet', reference)));
    await expect(run((tx) => wallet.debit(tx, move(a.userId, 200, 'bet', reference)))).rejects.toMatchObject({
      kind: 'conflict',
      code: 'REFERENCE_CONFLICT',
    });
    await expect(run((tx) => wallet.credit(tx, move(b.userId, 100, 'bet', reference)))).rejects.toMatchObject(
      {
        kind: 'conflict',
      },
    );
    expect(await walletOf(t, a.userId)).toEqual({ balanceFen: 4_900, frozenFen: 0 });
    expect(await walletOf(t, b.userId)).toEqual({ balanceFen: 5_000, frozenFen: 0 });
    await expectLedgerClean(t);
  });

  it('parallel debits of one wallet never overdraw it', async () => {
    const { userId } = await newPlayer(t);
    await credit(t, userId, 10);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => run((tx) => wallet.debit(tx, move(userId, 300, 'bet')))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(await walletOf(t, userId)).toEqual({ balanceFen: 100, frozenFen: 0 });
    await expectLedgerClean(t);
  });
});

describe('balance detail and ledger routes', () => {
  it('answers balance, frozen, available, today’s win/loss and pending stakes on both routes', async () => {
    const p = await newPlayer(t);
    await credit(t, p.userId, 500);
    await run((tx) => wallet.debit(tx, move(p.userId, 10_000, 'bet')));
    await run((tx) => wallet.credit(tx, move(p.userId, 19_800, 'payout')));
    await run((tx) => wallet.debit(tx, move(p.userId, 5_000, 'bet')));
    for (const url of ['/api/user/balance', '/api/wallet']) {
      const res = await get(t, p.token, url);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({
        balance: 548,
        frozenAmount: 0,
        availableBalance: 548,
        // Today's win/loss is the net of settled bets (the lottery's); bare ledger rows are not bets.
        todayWinLoss: 0,
        pendingAmount: 0,
      });
    }
  });

  it('lists the ledger newest first with kind and date filters and pagination', async () => {
    const p = await newPlayer(t);
    await credit(t, p.userId, 100);
    for (let i = 0; i < 5; i++) await run((tx) => wallet.debit(tx, move(p.userId, 100 + i, 'bet')));
    const all = await get(t, p.token, '/api/wallet/transactions?page=1&limit=4');
    expect(all.statusCode).toBe(200);
    const body = all.json().data;
    expect(body.pagination).toEqual({ page: 1, limit: 4, total: 6, totalPages: 2 });
    expect(body.list[0]).toMatchObject({ kind: 'bet', kindName: '投注', amount: -1.04, frozenChange: 0 });
    expect(body.list[0].balanceBefore - body.list[0].balanceAfter).toBeCloseTo(1.04);
    const page2 = (await get(t, p.token, '/api/user/balance-history?page=2&pageSize=4')).json().data;
    expect(page2.list.map((r: { kind: string }) => r.kind)).toEqual(['bet', 'adjust']);
    const adjust = (await get(t, p.token, '/api/wallet/transactions?kind=adjust')).json().data;
    expect(adjust.pagination.total).toBe(1);
    const both = (await get(t, p.token, '/api/wallet/transactions?kind=adjust,bet')).json().data;
    expect(both.pagination.total).toBe(6);
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const dated = (
      await get(t, p.token, `/api/wallet/transactions?startDate=${today}&endDate=${today}`)
    ).json().data;
    expect(dated.pagination.total).toBe(6);
    const past = (
      await get(t, p.token, '/api/wallet/transactions?startDate=2020-01-01&endDate=2020-01-31')
    ).json().data;
    expect(past).toEqual({ list: [], pagination: { page: 1, limit: 20, total: 0, totalPages: 0 } });
    const beyond = (await get(t, p.token, '/api/wallet/transactions?page=99')).json().data;
    expect(beyond.list).toEqual([]);
  });

  it('shows nobody else’s rows and refuses bad filters with 400', async () => {
    const a = await newPlayer(t);
    const b = await newPlayer(t);
    await credit(t, a.userId, 5);
    expect((await get(t, b.token, '/api/wallet/transactions')).json().data.pagination.total).toBe(0);
    for (const q of ['kind=steal', 'startDate=2024-13-01', 'startDate=yesterday', 'page=0', 'limit=-1']) {
      const res = await get(t, a.token, `/api/wallet/transactions?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await get(t, a.token, '/api/wallet/transactions?limit=1000')).json().data.pagination.limit).toBe(
      100,
    );
    expect((await t.app.inject({ url: '/api/wallet/transactions' })).statusCode).toBe(401);
  });
});
