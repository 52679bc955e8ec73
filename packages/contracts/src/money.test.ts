import { describe, expect, it } from 'vitest';
import { TransactionsQuery, WithdrawAccountBody, withdrawFeeFen, YuanAmount } from './index.ts';

describe('YuanAmount', () => {
  it.each([
    [0.01, true],
    [1, true],
    [12.5, true],
    [99.99, true],
    [0.1 + 0.2, true],
    [10_000_000, true],
    [0, false],
    [-0, false],
    [-1, false],
    [0.001, false],
    [5e-324, false],
    [1e-10, false],
    [10.005, false],
    [10_000_000.01, false],
    [1e21, false],
    ['100', false],
    [null, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('%s → %s', (value, valid) => {
    expect(YuanAmount.safeParse(value).success).toBe(valid);
  });
});

describe('withdrawFeeFen', () => {
  const rule = { feeBps: 100, feeFixedFen: 0, feeMinFen: 200, feeMaxFen: 5_000 };
  it.each([
    [10_000, 200], // 1 % of 100 yuan is 1 yuan: the 2-yuan minimum applies
    [50_000, 500],
    [50_001, 501], // rounded up to the fen
    [1_000_000, 5_000], // capped at 50 yuan
  ])('%i fen → %i fen', (amount, fee) => {
    expect(withdrawFeeFen(amount, rule)).toBe(fee);
  });
  it('adds the fixed part and treats max 0 as uncapped', () => {
    expect(withdrawFeeFen(1_000_000, { feeBps: 100, feeFixedFen: 300, feeMinFen: 0, feeMaxFen: 0 })).toBe(
      10_300,
    );
    expect(withdrawFeeFen(12_345, { feeBps: 0, feeFixedFen: 0, feeMinFen: 0, feeMaxFen: 0 })).toBe(0);
  });
});

describe('TransactionsQuery', () => {
  it('accepts pageSize for limit, caps it, and splits kinds', () => {
    expect(TransactionsQuery.parse({ pageSize: '500', kind: 'bet, payout' })).toEqual({
      page: 1,
      limit: 100,
      kind: ['bet', 'payout'],
    });
    expect(TransactionsQuery.parse({})).toEqual({ page: 1, limit: 20 });
  });
  it('refuses unknown kinds and impossible dates', () => {
    expect(TransactionsQuery.safeParse({ kind: 'bet,steal' }).success).toBe(false);
    expect(TransactionsQuery.safeParse({ startDate: '2026-02-30' }).success).toBe(false);
    expect(TransactionsQuery.safeParse({ endDate: '2026-02-28' }).success).toBe(true);
  });
});

describe('WithdrawAccountBody', () => {
  it('drops spaces and dashes from card numbers', () => {
    const body = WithdrawAccountBody.parse({
      type: 'bank',
      accountName: '张三',
      accountNo: '6222 0212-3456 7890',
      bankName: '工行',
    });
    expect(body.accountNo).toBe('6222021234567890');
  });
});
