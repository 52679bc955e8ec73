import { describe, expect, it } from 'vitest';
import {
  CHASE,
  chasePlanRows,
  chaseTotalFen,
  doublingMultiples,
  flatMultiples,
  validateChasePlan,
} from './chase-plan.ts';

describe('chase plans', () => {
  it('buys 2 to 120 issues at integer multiples 1 to 1000', () => {
    expect(validateChasePlan([200], [1])).toBe('ISSUES_OUT_OF_RANGE');
    expect(validateChasePlan([200], flatMultiples(121, 1))).toBe('ISSUES_OUT_OF_RANGE');
    expect(validateChasePlan([200], flatMultiples(120, 1))).toBeNull();
    expect(validateChasePlan([200], [1, 0])).toBe('MULTIPLE_OUT_OF_RANGE');
    expect(validateChasePlan([200], [1, 1.5])).toBe('MULTIPLE_OUT_OF_RANGE');
    expect(validateChasePlan([200], [1, 1001])).toBe('MULTIPLE_OUT_OF_RANGE');
    expect(validateChasePlan([200], [1, 1000])).toBeNull();
  });

  it('keeps every item times every multiple within one bet’s limits (1 to 100,000 yuan)', () => {
    expect(validateChasePlan([100], [1, 2])).toBeNull();
    expect(validateChasePlan([99], [1, 2])).toBe('AMOUNT_OUT_OF_RANGE');
    expect(validateChasePlan([50], [2, 4])).toBeNull(); // 0.50 yuan × 2 = 1 yuan: the bet is 1 yuan
    expect(validateChasePlan([10_000_000], [1, 1])).toBeNull();
    expect(validateChasePlan([10_000_000], [1, 2])).toBe('AMOUNT_OUT_OF_RANGE');
    expect(validateChasePlan([], [1, 2])).toBe('AMOUNT_OUT_OF_RANGE');
  });

  it('freezes the slip times the sum of the multiples', () => {
    expect(chaseTotalFen([200, 500], [1, 2, 4, 8])).toBe(700 * 15);
  });

  it('doubles by a factor every k issues, never above the highest multiple', () => {
    expect(doublingMultiples({ issues: 6, start: 1, factor: 2, every: 1 })).toEqual([1, 2, 4, 8, 16, 32]);
    expect(doublingMultiples({ issues: 6, start: 3, factor: 2, every: 2 })).toEqual([3, 3, 6, 6, 12, 12]);
    const long = doublingMultiples({ issues: 20, start: 1, factor: 3, every: 1 });
    expect(Math.max(...long)).toBe(CHASE.maxMultiple);
    expect(validateChasePlan([100], long)).toBeNull();
  });

  it('shows amount, running total and, for one fixed-odds item, the profit if that issue wins', () => {
    const rows = chasePlanRows([200], [1, 2, 4], 198);
    expect(rows).toEqual([
      { index: 0, multiple: 1, amountFen: 200, cumulativeFen: 200, profitFen: 196 },
      { index: 1, multiple: 2, amountFen: 400, cumulativeFen: 600, profitFen: 192 },
      { index: 2, multiple: 4, amountFen: 800, cumulativeFen: 1400, profitFen: 184 },
    ]);
    expect(chasePlanRows([200, 300], [1, 2], 198).every((row) => row.profitFen === null)).toBe(true);
    // settlement pays floor(stake × odds): 3 fen × 1.99 = 5.97 → 5 fen
    expect(chasePlanRows([3], [1, 1], 199)[0]?.profitFen).toBe(2);
  });
});
