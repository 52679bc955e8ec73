import { describe, expect, it } from 'vitest';
import { TransactionsQuery, WithdrawAccountBody, YuanAmount } from './index.ts';

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
