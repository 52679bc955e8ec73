import { describe, expect, it } from 'vitest';
import { playsOf } from './catalog.ts';
import { ZODIACS } from './lhc-tables.ts';
import {
  defaultOdds,
  defaultOddsHundredths,
  oddsFromChance,
  returnToPlayer,
  targetHundredths,
  validateOddsOverride,
} from './odds.ts';
import { type Chance, FAMILIES, type Family, type GameContext } from './play-kit.ts';
import { chanceOf } from './probability.ts';

const chance = (win: number, push: number, total: number): Chance => ({
  win: BigInt(win),
  push: BigInt(push),
  total: BigInt(total),
});

describe('default odds', () => {
  it.each([
    ['k3', 'k3.sum', '3', 194.4],
    ['k3', 'k3.sum', '10', 7.6],
    ['k3', 'k3.big_small', 'big', 2.01],
    ['k3', 'k3.triple_any', 'any', 33.48],
    ['k3', 'k3.pair_single', '1:2', 66.96],
    ['k3', 'k3.straight_any', 'any', 8.55],
    ['ssc', 'ssc.ball_number', '1:1', 9.5],
    ['ssc', 'ssc.ball_big_small', '1:big', 1.96],
    ['ssc', 'ssc.dragon_tiger', 'dragon', 1.95],
    ['ssc', 'ssc.dragon_tiger', 'tie', 9.5],
    ['ssc', 'ssc.form3', 'front:leopard', 93],
    ['ssc', 'ssc.form3', 'front:pair', 3.62],
    ['pk10', 'pk10.position_number', '1:1', 9.5],
    ['pk10', 'pk10.position_big_small', '1:big', 1.96],
    ['pk10', 'pk10.gy_sum', '3', 41.85],
    ['pk10', 'pk10.gy_sum', '11', 8.55],
    ['pk10', 'pk10.gy_big_small', 'big', 2.2],
    ['lhc', 'lhc.special_number', '1', 45.57],
    ['lhc', 'lhc.special_big_small', 'big', 1.95],
    ['lhc', 'lhc.regular_number', '1', 7.75],
    ['xy28', 'xy28.sum', '0', 900],
    ['xy28', 'xy28.sum', '13', 12.66],
    ['xy28', 'xy28.big_small', 'big', 1.96],
    ['xy28', 'xy28.triple', 'any', 93],
  ] as const)('%s %s %s → %s', (family, play, option, odds) => {
    expect(defaultOdds(family, play, option, { lunarYear: 2026 })).toBe(odds);
  });

  it('picks the target by pWin band, boundaries included', () => {
    expect(targetHundredths(chance(1, 0, 4))).toBe(98n);
    expect(targetHundredths(chance(249, 0, 1000))).toBe(95n);
    expect(targetHundredths(chance(1, 0, 20))).toBe(95n);
    expect(targetHundredths(chance(49, 0, 1000))).toBe(93n);
    expect(targetHundredths(chance(1, 0, 100))).toBe(93n);
    expect(targetHundredths(chance(99, 0, 10_000))).toBe(90n);
  });

  it('floors exactly, with no floating error at whole hundredths', () => {
    // 0.93 × 36 = 33.48 exactly; 0.98 / 0.5 = 1.96 exactly; (0.98 − 0.1) / 0.45 = 1.9555… → 1.95.
    expect(defaultOddsHundredths(chance(1, 0, 36))).toBe(3348n);
    expect(oddsFromChance(chance(1, 0, 2))).toBe(1.96);
    expect(oddsFromChance(chance(45, 10, 100))).toBe(1.95);
    expect(() => defaultOddsHundredths(chance(0, 0, 10))).toThrow(RangeError);
  });

  it('keeps the return to player below 1 for every default option', () => {
    const ctxs: GameContext[] = [2025, 2026, 2027, 2028, 2029, 2030, 2031].map((lunarYear) => ({
      lunarYear,
    }));
    const check = (family: Family, play: string, option: string, ctx: GameContext) => {
      const c = chanceOf(family, play, option, ctx);
      const odds = defaultOdds(family, play, option, ctx);
      const verdict = validateOddsOverride(c, odds);
      expect(verdict.ok, `${play} ${option}`).toBe(true);
      expect(verdict.rtp).toBeLessThan(1);
      // The odds are the floor: one more hundredth would pass the target return.
      const h = BigInt(Math.round(odds * 100));
      const target = targetHundredths(c) * c.total;
      expect(c.win * h + 100n * c.push <= target).toBe(true);
      expect(c.win * (h + 1n) + 100n * c.push > target).toBe(true);
    };
    let checked = 0;
    for (const family of FAMILIES) {
      for (const def of playsOf(family)) {
        for (const { option } of def.options ?? []) {
          for (const ctx of family === 'lhc' ? ctxs : [{}]) {
            check(family, def.play, option, ctx);
            checked++;
          }
        }
      }
    }
    // lhc free picks: every size, with and without the year animal (5 numbers, holds 49).
    for (const ctx of ctxs.slice(0, 3)) {
      for (let k = 2; k <= 11; k++) {
        check('lhc', 'lhc.combined_zodiac', ZODIACS.slice(0, k).join(','), ctx);
        check('lhc', 'lhc.combined_zodiac', ZODIACS.slice(12 - k).join(','), ctx);
      }
      for (let k = 2; k <= 5; k++) {
        check('lhc', 'lhc.linked_zodiac', ZODIACS.slice(0, k).join(','), ctx);
        check('lhc', 'lhc.linked_zodiac', ZODIACS.slice(12 - k).join(','), ctx);
      }
    }
    for (let k = 5; k <= 12; k++)
      check('lhc', 'lhc.not_in', Array.from({ length: k }, (_, i) => 2 * i + 1).join(','), {});
    check('lhc', 'lhc.link_2of2', '1,49', {});
    check('lhc', 'lhc.link_3of3', '1,2,49', {});
    check('lhc', 'lhc.link_special_pair', '7,8', {});
    expect(checked).toBeGreaterThan(600);
  });
});

describe('odds overrides', () => {
  it('computes the return to player', () => {
    expect(returnToPlayer(0.45, 0.1, 2)).toBeCloseTo(1.0, 12);
    expect(returnToPlayer(0.5, 0, 1.96)).toBeCloseTo(0.98, 12);
  });

  it('refuses an override whose return reaches 1', () => {
    const big = chanceOf('k3', 'k3.big_small', 'big'); // 105/216
    expect(validateOddsOverride(big, 2.05).ok).toBe(true);
    expect(validateOddsOverride(big, 2.06)).toMatchObject({ ok: false, reason: 'rtp_too_high' });
    const half = chance(1, 0, 2);
    expect(validateOddsOverride(half, 1.99).ok).toBe(true);
    expect(validateOddsOverride(half, 2)).toMatchObject({ ok: false, reason: 'rtp_too_high', rtp: 1 });
    // ssc dragon: 0.45 × 2 + 0.1 = 1 exactly.
    expect(validateOddsOverride(chanceOf('ssc', 'ssc.dragon_tiger', 'dragon'), 2).ok).toBe(false);
    expect(validateOddsOverride(chanceOf('ssc', 'ssc.dragon_tiger', 'dragon'), 1.99).ok).toBe(true);
  });

  it('refuses malformed odds', () => {
    const half = chance(1, 0, 2);
    expect(validateOddsOverride(half, 1.955)).toMatchObject({ ok: false, reason: 'not_two_decimals' });
    expect(validateOddsOverride(half, Number.NaN)).toMatchObject({ ok: false, reason: 'not_two_decimals' });
    expect(validateOddsOverride(half, 0)).toMatchObject({ ok: false, reason: 'not_positive' });
    expect(validateOddsOverride(half, -1)).toMatchObject({ ok: false, reason: 'not_positive' });
    expect(validateOddsOverride(half, 1.01).ok).toBe(true);
  });
});
