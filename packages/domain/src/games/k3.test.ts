import { describe, expect, it } from 'vitest';
import { evaluateBet } from './catalog.ts';
import { K3_PLAYS, k3Form } from './k3.ts';
import { chanceOf, enumerateOutcomes } from './probability.ts';

const play = (code: string) => K3_PLAYS.find((p) => p.play === code)!;

describe('k3 plays', () => {
  it.each([
    ['k3.sum', '10', [1, 4, 5], 'win'],
    ['k3.sum', '10', [1, 4, 6], 'lose'],
    ['k3.sum', '3', [1, 1, 1], 'win'],
    ['k3.big_small', 'big', [5, 6, 6], 'win'],
    ['k3.big_small', 'big', [6, 6, 6], 'lose'],
    ['k3.big_small', 'small', [1, 1, 1], 'lose'],
    ['k3.big_small', 'small', [2, 3, 5], 'win'],
    ['k3.big_small', 'big', [2, 3, 5], 'lose'],
    ['k3.big_small', 'big', [2, 3, 6], 'win'],
    ['k3.odd_even', 'odd', [1, 2, 4], 'win'],
    ['k3.odd_even', 'odd', [1, 1, 1], 'lose'],
    ['k3.odd_even', 'even', [2, 2, 2], 'lose'],
    ['k3.odd_even', 'even', [1, 1, 2], 'win'],
    ['k3.triple_any', 'any', [4, 4, 4], 'win'],
    ['k3.triple_any', 'any', [4, 4, 5], 'lose'],
    ['k3.triple_single', '4', [4, 4, 4], 'win'],
    ['k3.triple_single', '3', [4, 4, 4], 'lose'],
    ['k3.pair_multi', '2', [2, 5, 2], 'win'],
    ['k3.pair_multi', '2', [2, 2, 2], 'win'],
    ['k3.pair_multi', '2', [2, 5, 6], 'lose'],
    ['k3.pair_single', '2:5', [5, 2, 2], 'win'],
    ['k3.pair_single', '2:5', [5, 5, 2], 'lose'],
    ['k3.pair_single', '2:5', [2, 2, 2], 'lose'],
    ['k3.three_diff', '1,3,6', [6, 1, 3], 'win'],
    ['k3.three_diff', '1,3,6', [6, 1, 1], 'lose'],
    ['k3.two_diff', '1,3', [3, 1, 1], 'win'],
    ['k3.two_diff', '1,3', [3, 3, 2], 'lose'],
    ['k3.straight_any', 'any', [3, 5, 4], 'win'],
    ['k3.straight_any', 'any', [6, 1, 2], 'lose'],
    ['k3.straight_any', 'any', [1, 2, 4], 'lose'],
  ] as const)('%s %s on %j → %s', (code, option, dice, outcome) => {
    expect(evaluateBet('k3', code, option, dice)).toBe(outcome);
  });

  it.each([
    ['k3.sum', ['03', '2', '19', ' 3', '3.0', '+3', '']],
    ['k3.big_small', ['BIG', 'large']],
    ['k3.triple_single', ['0', '7', '11']],
    ['k3.pair_single', ['3:3', '3', '3:', '3:3:1', '0:1', '1:7', '03:1']],
    ['k3.three_diff', ['1,1,2', '3,2,1', '1,2', '1,2,3,4', '01,2,3', '1, 2,3', '1,2,7']],
    ['k3.two_diff', ['2,2', '2,1', '1,2,3', '1,7']],
    ['k3.triple_any', ['', 'all']],
  ])('%s refuses %j', (code, options) => {
    for (const o of options) {
      expect(play(code).validateOption(o)).toBe(false);
      expect(() => evaluateBet('k3', code, o, [1, 2, 3])).toThrow(RangeError);
    }
  });

  it('lists the expected option counts with Chinese names', () => {
    const counts = Object.fromEntries(K3_PLAYS.map((p) => [p.play, p.options!.length]));
    expect(counts).toEqual({
      'k3.sum': 16,
      'k3.big_small': 2,
      'k3.odd_even': 2,
      'k3.triple_any': 1,
      'k3.triple_single': 6,
      'k3.pair_multi': 6,
      'k3.pair_single': 30,
      'k3.three_diff': 20,
      'k3.two_diff': 15,
      'k3.straight_any': 1,
    });
    expect(play('k3.pair_single').label('2:5')).toBe('225');
    expect(play('k3.big_small').label('big')).toBe('大');
  });

  it('classifies forms', () => {
    expect(k3Form([3, 3, 3])).toBe('triple');
    expect(k3Form([4, 2, 3])).toBe('straight');
    expect(k3Form([4, 2, 4])).toBe('pair');
    expect(k3Form([1, 3, 6])).toBe('mixed');
  });

  it('enumeration counts over the 216 outcomes match counts derived independently', () => {
    const outcomes = enumerateOutcomes('k3');
    expect(outcomes).toHaveLength(216);
    const sumWays = [1, 3, 6, 10, 15, 21, 25, 27, 27, 25, 21, 15, 10, 6, 3, 1];
    const expected: Record<string, number> = {
      'k3.big_small|big': 105,
      'k3.big_small|small': 105,
      'k3.odd_even|odd': 105,
      'k3.odd_even|even': 105,
      'k3.triple_any|any': 6,
      'k3.triple_single|5': 1,
      'k3.pair_multi|5': 16,
      'k3.pair_single|5:1': 3,
      'k3.three_diff|1,2,3': 6,
      'k3.two_diff|2,6': 30,
      'k3.straight_any|any': 24,
    };
    sumWays.forEach((w, i) => {
      expected[`k3.sum|${i + 3}`] = w;
    });
    for (const [k, count] of Object.entries(expected)) {
      const [code, option] = k.split('|') as [string, string];
      expect(chanceOf('k3', code, option), k).toEqual({ win: BigInt(count), push: 0n, total: 216n });
    }
    // And chanceOf agrees with evaluateBet counted over every outcome, for every option.
    for (const def of K3_PLAYS) {
      for (const { option } of def.options!) {
        const wins = outcomes.filter((d) => evaluateBet('k3', def.play, option, d) === 'win').length;
        expect(chanceOf('k3', def.play, option).win).toBe(BigInt(wins));
      }
    }
  });
});
