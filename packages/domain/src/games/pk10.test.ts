import { describe, expect, it } from 'vitest';
import { evaluateBet } from './catalog.ts';
import { PK10_PLAYS } from './pk10.ts';
import { chanceOf } from './probability.ts';

const ORDER = [3, 8, 1, 10, 6, 2, 9, 4, 7, 5];

describe('pk10 plays', () => {
  it.each([
    ['pk10.position_number', '1:3', 'win'],
    ['pk10.position_number', '10:5', 'win'],
    ['pk10.position_number', '2:3', 'lose'],
    ['pk10.position_big_small', '4:big', 'win'],
    ['pk10.position_big_small', '3:small', 'win'],
    ['pk10.position_big_small', '5:big', 'win'],
    ['pk10.position_big_small', '6:big', 'lose'],
    ['pk10.position_odd_even', '1:odd', 'win'],
    ['pk10.position_odd_even', '2:odd', 'lose'],
    ['pk10.dragon_tiger', '1:tiger', 'win'], // 3 vs 5
    ['pk10.dragon_tiger', '2:dragon', 'win'], // 8 vs 7
    ['pk10.dragon_tiger', '3:tiger', 'win'], // 1 vs 4
    ['pk10.dragon_tiger', '4:dragon', 'win'], // 10 vs 9
    ['pk10.dragon_tiger', '5:dragon', 'win'], // 6 vs 2
    ['pk10.gy_sum', '11', 'win'],
    ['pk10.gy_sum', '12', 'lose'],
    ['pk10.gy_big_small', 'small', 'win'],
    ['pk10.gy_big_small', 'big', 'lose'],
    ['pk10.gy_odd_even', 'odd', 'win'],
  ] as const)('%s %s on %j → %s', (code, option, outcome) => {
    expect(evaluateBet('pk10', code, option, ORDER)).toBe(outcome);
  });

  it('splits gy big/small at 12', () => {
    expect(evaluateBet('pk10', 'pk10.gy_big_small', 'big', [5, 7, 1, 2, 3, 4, 6, 8, 9, 10])).toBe('win');
    expect(evaluateBet('pk10', 'pk10.gy_big_small', 'small', [5, 6, 1, 2, 3, 4, 7, 8, 9, 10])).toBe('win');
  });

  it('refuses impossible options and non-permutations', () => {
    const byCode = (c: string) => PK10_PLAYS.find((p) => p.play === c)!;
    expect(byCode('pk10.position_number').options).toHaveLength(100);
    for (const o of ['0:1', '11:1', '1:0', '1:11', '01:1'])
      expect(byCode('pk10.position_number').validateOption(o)).toBe(false);
    expect(byCode('pk10.dragon_tiger').validateOption('6:dragon')).toBe(false);
    expect(byCode('pk10.gy_sum').validateOption('2')).toBe(false);
    expect(byCode('pk10.gy_sum').validateOption('20')).toBe(false);
    expect(() => evaluateBet('pk10', 'pk10.gy_sum', '3', [1, 1, 2, 3, 4, 5, 6, 7, 8, 9])).toThrow(RangeError);
    expect(byCode('pk10.position_number').label('1:3')).toBe('冠军 3号');
  });

  it('has exact probabilities: 1/10 per car and position, 1/2 per side, gy sums from 90 ordered pairs', () => {
    const F10 = 3_628_800n;
    expect(chanceOf('pk10', 'pk10.position_number', '7:4')).toEqual({ win: F10 / 10n, push: 0n, total: F10 });
    for (const o of ['1:big', '10:small'])
      expect(chanceOf('pk10', 'pk10.position_big_small', o).win).toBe(F10 / 2n);
    expect(chanceOf('pk10', 'pk10.position_odd_even', '6:odd').win).toBe(F10 / 2n);
    for (const p of [1, 2, 3, 4, 5]) {
      expect(chanceOf('pk10', 'pk10.dragon_tiger', `${p}:dragon`).win).toBe(F10 / 2n);
      expect(chanceOf('pk10', 'pk10.dragon_tiger', `${p}:tiger`).win).toBe(F10 / 2n);
    }
    const pairs = (keep: (s: number) => boolean) => {
      let n = 0;
      for (let a = 1; a <= 10; a++) for (let b = 1; b <= 10; b++) if (a !== b && keep(a + b)) n++;
      return BigInt(n) * (F10 / 90n);
    };
    for (let s = 3; s <= 19; s++)
      expect(chanceOf('pk10', 'pk10.gy_sum', String(s)).win).toBe(pairs((x) => x === s));
    expect(chanceOf('pk10', 'pk10.gy_sum', '11').win * 9n).toBe(F10);
    expect(chanceOf('pk10', 'pk10.gy_big_small', 'big').win).toBe(pairs((x) => x >= 12));
    expect(chanceOf('pk10', 'pk10.gy_big_small', 'small').win).toBe(pairs((x) => x <= 11));
    expect(chanceOf('pk10', 'pk10.gy_odd_even', 'odd').win).toBe(pairs((x) => x % 2 === 1));
    // 40 of the 90 pairs are big, 50 odd.
    expect(pairs((x) => x >= 12)).toBe(40n * 40_320n);
    expect(pairs((x) => x % 2 === 1)).toBe(50n * 40_320n);
  });
});
