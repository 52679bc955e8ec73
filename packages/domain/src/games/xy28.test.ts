import { describe, expect, it } from 'vitest';
import { evaluateBet } from './catalog.ts';
import { chanceOf, enumerateOutcomes } from './probability.ts';
import { XY28_PLAYS, xy28ColourOf } from './xy28.ts';

describe('xy28 plays', () => {
  it.each([
    ['xy28.sum', '0', [0, 0, 0], 'win'],
    ['xy28.sum', '27', [9, 9, 9], 'win'],
    ['xy28.sum', '13', [4, 4, 6], 'lose'],
    ['xy28.big_small', 'big', [4, 5, 5], 'win'],
    ['xy28.big_small', 'big', [4, 4, 5], 'lose'],
    ['xy28.big_small', 'small', [4, 4, 5], 'win'],
    ['xy28.odd_even', 'odd', [1, 0, 0], 'win'],
    ['xy28.combo', 'big_odd', [5, 5, 5], 'win'],
    ['xy28.combo', 'big_even', [5, 5, 5], 'lose'],
    ['xy28.combo', 'small_even', [0, 0, 0], 'win'],
    ['xy28.extreme', 'extreme_big', [9, 9, 4], 'win'],
    ['xy28.extreme', 'extreme_big', [9, 9, 3], 'lose'],
    ['xy28.extreme', 'extreme_small', [1, 2, 2], 'win'],
    ['xy28.extreme', 'extreme_small', [1, 2, 3], 'lose'],
    ['xy28.colour', 'red', [1, 1, 1], 'win'],
    ['xy28.colour', 'green', [1, 0, 0], 'win'],
    ['xy28.colour', 'blue', [9, 9, 8], 'win'],
    ['xy28.colour', 'red', [0, 0, 0], 'lose'],
    ['xy28.colour', 'green', [4, 4, 5], 'lose'],
    ['xy28.colour', 'blue', [9, 5, 0], 'lose'],
    ['xy28.triple', 'any', [7, 7, 7], 'win'],
    ['xy28.triple', 'any', [7, 7, 6], 'lose'],
    ['xy28.straight', 'any', [9, 0, 8], 'win'],
    ['xy28.straight', 'any', [1, 9, 0], 'win'],
    ['xy28.straight', 'any', [2, 4, 3], 'win'],
    ['xy28.straight', 'any', [2, 4, 5], 'lose'],
    ['xy28.pair', 'any', [2, 4, 2], 'win'],
    ['xy28.pair', 'any', [2, 2, 2], 'lose'],
  ] as const)('%s %s on %j → %s', (code, option, digits, outcome) => {
    expect(evaluateBet('xy28', code, option, digits)).toBe(outcome);
  });

  it('colours every sum except 0, 13, 14, 27', () => {
    const uncoloured = Array.from({ length: 28 }, (_, r) => r).filter((r) => xy28ColourOf(r) === null);
    expect(uncoloured).toEqual([0, 13, 14, 27]);
  });

  it('refuses unknown options', () => {
    const byCode = (c: string) => XY28_PLAYS.find((p) => p.play === c)!;
    expect(byCode('xy28.sum').validateOption('28')).toBe(false);
    expect(byCode('xy28.sum').validateOption('07')).toBe(false);
    expect(byCode('xy28.combo').validateOption('odd_big')).toBe(false);
    expect(byCode('xy28.colour').validateOption('yellow')).toBe(false);
  });

  it('enumeration counts over the 1000 outcomes match counts derived independently', () => {
    const outcomes = enumerateOutcomes('xy28');
    const ways = new Array<number>(28).fill(0);
    for (const [a, b, c] of outcomes as [number, number, number][]) ways[a + b + c]!++;
    const waysIn = (lo: number, hi: number) => ways.slice(lo, hi + 1).reduce((x, y) => x + y, 0);
    const expected: Record<string, number> = {
      'xy28.big_small|big': 500,
      'xy28.big_small|small': 500,
      'xy28.odd_even|odd': 500,
      'xy28.extreme|extreme_big': waysIn(22, 27),
      'xy28.extreme|extreme_small': waysIn(0, 5),
      'xy28.combo|big_odd': [15, 17, 19, 21, 23, 25, 27].reduce((s, r) => s + ways[r]!, 0),
      'xy28.colour|red': [3, 6, 9, 12, 15, 18, 21, 24].reduce((s, r) => s + ways[r]!, 0),
      'xy28.triple|any': 10,
      'xy28.straight|any': 60,
      'xy28.pair|any': 270,
    };
    ways.forEach((w, r) => {
      expected[`xy28.sum|${r}`] = w;
    });
    expect(waysIn(0, 5)).toBe(56);
    for (const [k, count] of Object.entries(expected)) {
      const [code, option] = k.split('|') as [string, string];
      expect(chanceOf('xy28', code, option), k).toEqual({ win: BigInt(count), push: 0n, total: 1000n });
    }
  });
});
