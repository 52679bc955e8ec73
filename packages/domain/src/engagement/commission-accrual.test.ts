import { describe, expect, it } from 'vitest';
import {
  COMMISSION_UNITS_PER_FEN,
  claimableFen,
  commissionAccruals,
  commissionUnits,
  commissionUnitsToYuan,
  parseCommissionRates,
} from './commissions.ts';

const rates = { bpsByLevel: [50, 20, 10] };

describe('exact commission accrual (units of 1/10,000 fen)', () => {
  it('is stake × basis points, no rounding', () => {
    expect(COMMISSION_UNITS_PER_FEN).toBe(10_000);
    expect(commissionUnits(100, 1, rates)).toBe(5_000); // 1 yuan at 0.5 % = 0.5 fen
    expect(commissionUnits(12_345, 2, rates)).toBe(246_900);
    expect(commissionUnits(12_345, 4, rates)).toBe(0);
    expect(commissionUnits(0, 1, rates)).toBe(0);
    expect(commissionUnits(100, 0, rates)).toBe(0);
  });

  it('accrues to three inviters of a won or lost bet, nothing on a refunded or cancelled one', () => {
    const chain = [7, 5, 3, 1];
    expect(commissionAccruals({ stakeFen: 1_000, status: 'won' }, chain, rates)).toEqual([
      { userId: 7, level: 1, bps: 50, units: 50_000 },
      { userId: 5, level: 2, bps: 20, units: 20_000 },
      { userId: 3, level: 3, bps: 10, units: 10_000 },
    ]);
    expect(commissionAccruals({ stakeFen: 1_000, status: 'lost' }, [7], rates)).toHaveLength(1);
    for (const status of ['refunded', 'cancelled', 'pending'])
      expect(commissionAccruals({ stakeFen: 1_000, status }, chain, rates)).toEqual([]);
  });

  it('skips levels whose rate is zero', () => {
    expect(commissionAccruals({ stakeFen: 1_000, status: 'lost' }, [7, 5], { bpsByLevel: [0, 20] })).toEqual([
      { userId: 5, level: 2, bps: 20, units: 20_000 },
    ]);
  });

  it('pays whole fen of the running total, so small stakes add up instead of rounding away', () => {
    // 3 bets of 1 yuan at 0.5 %: 0.5 fen each; per-bet rounding would pay 0.
    const accrued = 3 * commissionUnits(100, 1, rates);
    expect(claimableFen(accrued, 0)).toBe(1);
    expect(claimableFen(accrued + 5_000, 1)).toBe(1); // 2.0 fen in total, 1 paid
    expect(claimableFen(accrued + 5_000, 2)).toBe(0);
    expect(claimableFen(9_999, 0)).toBe(0);
    expect(claimableFen(0, 0)).toBe(0);
  });
});

describe('commission rates from configuration', () => {
  it('accepts up to three levels of whole basis points between 0 and 10 %', () => {
    expect(parseCommissionRates({ bpsByLevel: [50, 20, 10] })).toEqual({ bpsByLevel: [50, 20, 10] });
    expect(parseCommissionRates({ bpsByLevel: [] })).toEqual({ bpsByLevel: [] });
  });
  it('treats anything else as no commission', () => {
    for (const bad of [
      undefined,
      null,
      'x',
      { bpsByLevel: [50, 20, 10, 5] },
      { bpsByLevel: [-1] },
      { bpsByLevel: [1.5] },
      { bpsByLevel: [1_001] },
      { bpsByLevel: '50' },
    ])
      expect(parseCommissionRates(bad)).toEqual({ bpsByLevel: [] });
  });
});

describe('commission units as yuan', () => {
  it.each([
    [0, '0.00'],
    [5_000, '0.005'],
    [50_000, '0.05'],
    [1_000_000, '1.00'],
    [1_234_567, '1.234567'],
    [150, '0.00015'],
    [12_340_000, '12.34'],
  ])('%d units → %s yuan', (units, yuan) => {
    expect(commissionUnitsToYuan(units)).toBe(yuan);
  });
});
