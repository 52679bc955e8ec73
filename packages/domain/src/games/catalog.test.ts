import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  describeOption,
  evaluateBet,
  getPlay,
  isValidBet,
  isValidResult,
  PLAYS,
  playsOf,
} from './catalog.ts';
import { drawResult } from './fair-draw.ts';
import { evaluateK3 } from './k3.ts';
import { evaluateLhc } from './lhc.ts';
import { evaluatePk10 } from './pk10.ts';
import { FAMILIES, type Family } from './play-kit.ts';
import { evaluateSsc } from './ssc.ts';
import { evaluateXy28 } from './xy28.ts';

const CODES: Record<Family, string[]> = {
  k3: [
    'sum',
    'big_small',
    'odd_even',
    'triple_any',
    'triple_single',
    'pair_multi',
    'pair_single',
    'three_diff',
    'two_diff',
    'straight_any',
  ],
  ssc: [
    'ball_number',
    'ball_big_small',
    'ball_odd_even',
    'sum_big_small',
    'sum_odd_even',
    'dragon_tiger',
    'form3',
    'any_one',
  ],
  pk10: [
    'position_number',
    'position_big_small',
    'position_odd_even',
    'dragon_tiger',
    'gy_sum',
    'gy_big_small',
    'gy_odd_even',
  ],
  lhc: [
    'special_number',
    'special_big_small',
    'special_odd_even',
    'special_colour',
    'special_half_wave',
    'special_zodiac',
    'special_head',
    'special_tail',
    'special_element',
    'combined_zodiac',
    'regular_number',
    'any_zodiac',
    'any_tail',
    'total_big_small',
    'total_odd_even',
    'linked_zodiac',
    'link_2of2',
    'link_3of3',
    'link_special_pair',
    'not_in',
  ],
  xy28: ['sum', 'big_small', 'odd_even', 'combo', 'extreme', 'colour', 'triple', 'straight', 'pair'],
};
const GAME_CODE: Record<Family, string> = {
  k3: 'jsk3',
  ssc: 'jsssc',
  pk10: 'jssc',
  lhc: 'jslhc',
  xy28: 'jsxy28',
};
const hexSeed = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('hex'));

describe('the play catalog', () => {
  it('holds exactly the plays of GAMES.md §5, codes prefixed by their family', () => {
    for (const family of FAMILIES) {
      expect(playsOf(family).map((p) => p.play)).toEqual(CODES[family].map((c) => `${family}.${c}`));
      for (const p of playsOf(family)) expect(p.family).toBe(family);
    }
    expect(new Set(PLAYS.map((p) => p.play)).size).toBe(PLAYS.length);
    expect(getPlay('k3.sum')?.name).toBe('和值');
    expect(getPlay('k3.nope')).toBeUndefined();
    expect(() => playsOf('dice' as never)).toThrow(RangeError);
  });

  it('lists at most 100 named, valid, distinct options, or a pick', () => {
    for (const p of PLAYS) {
      expect(p.name).toMatch(/\p{Script=Han}/u);
      expect(p.group).toMatch(/\p{Script=Han}/u);
      if (p.options) {
        expect(p.options.length).toBeLessThanOrEqual(100);
        expect(new Set(p.options.map((o) => o.option)).size).toBe(p.options.length);
        for (const o of p.options) {
          expect(p.validateOption(o.option), `${p.play} ${o.option}`).toBe(true);
          expect(o.name.length).toBeGreaterThan(0);
          expect(p.label(o.option)).toBe(o.name);
        }
      } else {
        expect(p.pick, p.play).toBeDefined();
      }
      expect(p.validateOption(42 as never)).toBe(false);
    }
  });

  it('checks bets against their family', () => {
    expect(isValidBet('k3', 'k3.sum', '10')).toBe(true);
    expect(isValidBet('ssc', 'k3.sum', '10')).toBe(false);
    expect(isValidBet('k3', 'k3.sum', '10 ')).toBe(false);
    expect(() => evaluateBet('ssc', 'k3.sum', '10', [1, 2, 3])).toThrow(RangeError);
    expect(describeOption('ssc', 'ssc.ball_big_small', '5:big')).toBe('个位大');
    expect(() => describeOption('ssc', 'ssc.ball_big_small', '6:big')).toThrow(RangeError);
  });

  it('settles through the per-family entry points too', () => {
    expect(evaluateK3([1, 4, 5], 'k3.sum', '10')).toBe('win');
    expect(evaluateSsc([4, 0, 0, 0, 4], 'ssc.dragon_tiger', 'dragon')).toBe('push');
    expect(evaluatePk10([3, 8, 1, 10, 6, 2, 9, 4, 7, 5], 'pk10.gy_sum', '11')).toBe('win');
    expect(evaluateXy28([9, 0, 8], 'xy28.straight', 'any')).toBe('win');
    expect(evaluateLhc([2, 13, 20, 33, 41, 47, 25], 'lhc.special_zodiac', 'horse', { lunarYear: 2026 })).toBe(
      'win',
    );
    expect(() => evaluateK3([1, 4, 5], 'ssc.sum', '10')).toThrow(RangeError);
  });

  it.each([
    ['k3', [1, 2, 3], true],
    ['k3', [0, 2, 3], false],
    ['k3', [1, 2, 3, 4], false],
    ['k3', [1, 2.5, 3], false],
    ['ssc', [0, 9, 0, 9, 0], true],
    ['ssc', [0, 10, 0, 9, 0], false],
    ['pk10', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], true],
    ['pk10', [1, 1, 3, 4, 5, 6, 7, 8, 9, 10], false],
    ['lhc', [1, 2, 3, 4, 5, 6, 49], true],
    ['lhc', [1, 2, 3, 4, 5, 6, 6], false],
    ['lhc', [1, 2, 3, 4, 5, 6, 50], false],
    ['xy28', [0, 0, 0], true],
    ['xy28', [27], false],
  ] as const)('isValidResult(%s, %j) = %s', (family, result, valid) => {
    expect(isValidResult(family, result)).toBe(valid);
    if (!valid)
      expect(() =>
        evaluateBet(family, `${family}.${CODES[family][0]}`, family === 'k3' ? '3' : '1:1', result),
      ).toThrow(RangeError);
  });

  it('settles every option of any fair draw, and complementary sides split the outcome', () => {
    fc.assert(
      fc.property(hexSeed, (seed) => {
        const r = Object.fromEntries(
          FAMILIES.map((f) => [f, drawResult(f, seed, GAME_CODE[f], '20260301-0001')]),
        ) as Record<Family, number[]>;
        for (const family of FAMILIES) {
          for (const p of playsOf(family)) {
            for (const { option } of p.options ?? []) {
              expect(['win', 'lose', 'push']).toContain(
                evaluateBet(family, p.play, option, r[family], { lunarYear: 2026 }),
              );
            }
          }
        }
        const sides = (family: Family, play: string, options: string[]) =>
          options
            .map((o) => evaluateBet(family, play, o, r[family], { lunarYear: 2026 }))
            .sort()
            .join(',');
        expect(['lose,win', 'lose,lose']).toContain(sides('k3', 'k3.big_small', ['big', 'small']));
        expect(['lose,lose,win', 'push,push,win']).toContain(
          sides('ssc', 'ssc.dragon_tiger', ['dragon', 'tiger', 'tie']),
        );
        expect(sides('pk10', 'pk10.dragon_tiger', ['3:dragon', '3:tiger'])).toBe('lose,win');
        expect(sides('pk10', 'pk10.gy_big_small', ['big', 'small'])).toBe('lose,win');
        expect(['lose,win', 'push,push']).toContain(sides('lhc', 'lhc.special_odd_even', ['odd', 'even']));
        expect(
          sides('lhc', 'lhc.special_zodiac', [
            'rat',
            'ox',
            'tiger',
            'rabbit',
            'dragon',
            'snake',
            'horse',
            'goat',
            'monkey',
            'rooster',
            'dog',
            'pig',
          ]),
        ).toBe(`${'lose,'.repeat(11)}win`);
        expect(sides('xy28', 'xy28.combo', ['big_odd', 'big_even', 'small_odd', 'small_even'])).toBe(
          'lose,lose,lose,win',
        );
      }),
      { numRuns: 60 },
    );
  });
});
