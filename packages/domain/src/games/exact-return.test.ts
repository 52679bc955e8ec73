import { describe, expect, it } from 'vitest';
import { exactReturn, returnPercent } from './exact-return.ts';
import { defaultOddsHundredths, validateOddsOverride } from './odds.ts';
import type { Chance } from './play-kit.ts';
import { chanceOf } from './probability.ts';

const chance = (win: number, push: number, total: number): Chance => ({
  win: BigInt(win),
  push: BigInt(push),
  total: BigInt(total),
});

describe('exact return to player', () => {
  it('is win·odds + push over all outcomes, reduced', () => {
    // k3.sum 3: one outcome of 216. At 194.40 the return is 19440/21600 = 9/10.
    const r = exactReturn(chanceOf('k3', 'k3.sum', '3'), 19440);
    expect([r.numerator, r.denominator, r.reachesOne]).toEqual([9n, 10n, false]);
    expect(returnPercent(r)).toBe('90.0000');
  });

  it('counts pushes: a tie returns the stake', () => {
    // ssc.dragon_tiger dragon: 45% wins, 10% ties (push) of 10^5; at 1.96: 0.45·1.96 + 0.10 = 0.982.
    const c = chanceOf('ssc', 'ssc.dragon_tiger', 'dragon');
    expect(c).toEqual(chance(45_000, 10_000, 100_000));
    const r = exactReturn(c, 196);
    expect([r.numerator, r.denominator]).toEqual([491n, 500n]);
    expect(returnPercent(r, 2)).toBe('98.20');
  });

  it('reaches 1 exactly at the fair odds and beyond, never below', () => {
    const c = chance(1, 0, 4); // fair odds 4.00
    expect(exactReturn(c, 399).reachesOne).toBe(false);
    expect(exactReturn(c, 400)).toEqual({ numerator: 1n, denominator: 1n, reachesOne: true });
    expect(exactReturn(c, 401).reachesOne).toBe(true);
  });

  it('rounds the percentage down, so a return just under 1 never reads 100', () => {
    const r = exactReturn(chance(1, 0, 36), 3599); // 3599/3600
    expect(returnPercent(r)).toBe('99.9722');
    expect(returnPercent(exactReturn(chance(1, 0, 3), 299), 2)).toBe('99.66');
  });

  it('agrees with the override guard and keeps every default below 1', () => {
    for (const [family, play, option] of [
      ['k3', 'k3.big_small', 'big'],
      ['pk10', 'pk10.gy_sum', '11'],
      ['xy28', 'xy28.colour', 'red'],
      ['lhc', 'lhc.special_big_small', 'big'],
    ] as const) {
      const c = chanceOf(family, play, option, { lunarYear: 2026 });
      const def = defaultOddsHundredths(c);
      expect(exactReturn(c, def).reachesOne).toBe(false);
      for (let h = Number(def); h < Number(def) + 400; h += 7) {
        expect(exactReturn(c, h).reachesOne).toBe(!validateOddsOverride(c, h / 100).ok);
      }
    }
  });
});
