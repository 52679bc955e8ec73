import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  maxWithdrawableFen,
  rechargeFeeFen,
  remainingToday,
  turnoverRemainingFen,
  withdrawFeeFen,
  withinRange,
} from './fees.ts';

describe('rechargeFeeFen', () => {
  it.each([
    [100_000, { feeBps: 50, feeFixedFen: 0 }, 500],
    [333, { feeBps: 50, feeFixedFen: 0 }, 2], // 1.665 fen, rounded up
    [10_000, { feeBps: 0, feeFixedFen: 150 }, 150],
    [10_000, { feeBps: 0, feeFixedFen: 0 }, 0],
  ])('%i fen at %j → %i fen', (amount, rule, fee) => {
    expect(rechargeFeeFen(amount, rule)).toBe(fee);
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

describe('withdrawal limits', () => {
  const rule = {
    feeBps: 100,
    feeFixedFen: 0,
    feeMinFen: 200,
    feeMaxFen: 5_000,
    minFen: 10_000,
    maxFen: 5_000_000,
  };

  it('finds the largest withdrawal whose amount + fee fits the available balance', () => {
    const max = maxWithdrawableFen(50_000, rule);
    expect(max).toBe(49_504);
    expect(max + withdrawFeeFen(max, rule)).toBeLessThanOrEqual(50_000);
    expect(max + 1 + withdrawFeeFen(max + 1, rule)).toBeGreaterThan(50_000);
    expect(maxWithdrawableFen(10_100, rule)).toBe(0);
    expect(maxWithdrawableFen(10_200, rule)).toBe(10_000);
    expect(maxWithdrawableFen(1e9, rule)).toBe(5_000_000);
  });

  it('holds for any balance: the answer fits, one fen more does not', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (available) => {
        const max = maxWithdrawableFen(available, rule);
        if (max === 0) return;
        expect(withinRange(max, rule)).toBe(true);
        expect(max + withdrawFeeFen(max, rule)).toBeLessThanOrEqual(available);
        if (max < rule.maxFen) expect(max + 1 + withdrawFeeFen(max + 1, rule)).toBeGreaterThan(available);
      }),
    );
  });

  it('checks ranges, daily counts and turnover', () => {
    expect(withinRange(9_999, rule)).toBe(false);
    expect(withinRange(10_000, rule)).toBe(true);
    expect(withinRange(5_000_000, rule)).toBe(true);
    expect(withinRange(5_000_001, rule)).toBe(false);
    expect(remainingToday(5, 2)).toBe(3);
    expect(remainingToday(5, 7)).toBe(0);
    expect(turnoverRemainingFen(10_000, 1.5, -4_000)).toBe(11_000);
    expect(turnoverRemainingFen(10_000, 1, -12_000)).toBe(0);
    expect(turnoverRemainingFen(333, 0.5, 0)).toBe(167);
  });
});
