import { describe, expect, it } from 'vitest';
import { evaluateBet } from './catalog.ts';
import { DIGIT_FORMS, digitForm } from './digit-forms.ts';
import { chanceOf, enumerateOutcomes } from './probability.ts';
import { SSC_PLAYS, sscForm } from './ssc.ts';

describe('ssc plays', () => {
  it.each([
    ['ssc.ball_number', '1:7', [7, 0, 0, 0, 0], 'win'],
    ['ssc.ball_number', '5:7', [7, 0, 0, 0, 0], 'lose'],
    ['ssc.ball_number', '5:0', [7, 0, 0, 0, 0], 'win'],
    ['ssc.ball_big_small', '2:big', [0, 5, 0, 0, 0], 'win'],
    ['ssc.ball_big_small', '2:big', [0, 4, 0, 0, 0], 'lose'],
    ['ssc.ball_big_small', '2:small', [0, 0, 0, 0, 0], 'win'],
    ['ssc.ball_odd_even', '3:odd', [0, 0, 9, 0, 0], 'win'],
    ['ssc.ball_odd_even', '3:even', [0, 0, 0, 0, 0], 'win'],
    ['ssc.sum_big_small', 'big', [9, 9, 5, 0, 0], 'win'],
    ['ssc.sum_big_small', 'big', [9, 9, 4, 0, 0], 'lose'],
    ['ssc.sum_big_small', 'small', [9, 9, 4, 0, 0], 'win'],
    ['ssc.sum_odd_even', 'odd', [1, 0, 0, 0, 0], 'win'],
    ['ssc.dragon_tiger', 'dragon', [5, 0, 0, 0, 4], 'win'],
    ['ssc.dragon_tiger', 'tiger', [5, 0, 0, 0, 4], 'lose'],
    ['ssc.dragon_tiger', 'tiger', [3, 0, 0, 0, 4], 'win'],
    ['ssc.dragon_tiger', 'dragon', [4, 0, 0, 0, 4], 'push'],
    ['ssc.dragon_tiger', 'tiger', [4, 0, 0, 0, 4], 'push'],
    ['ssc.dragon_tiger', 'tie', [4, 0, 0, 0, 4], 'win'],
    ['ssc.dragon_tiger', 'tie', [4, 0, 0, 0, 5], 'lose'],
    ['ssc.form3', 'front:leopard', [3, 3, 3, 1, 2], 'win'],
    ['ssc.form3', 'middle:straight', [3, 9, 0, 8, 2], 'win'],
    ['ssc.form3', 'back:straight', [3, 3, 9, 0, 1], 'win'],
    ['ssc.form3', 'back:pair', [3, 3, 9, 0, 1], 'lose'],
    ['ssc.form3', 'front:pair', [3, 3, 9, 0, 1], 'win'],
    ['ssc.form3', 'front:half_straight', [0, 9, 5, 0, 0], 'win'],
    ['ssc.form3', 'front:mixed', [0, 2, 5, 0, 0], 'win'],
    ['ssc.any_one', '8', [1, 2, 3, 4, 8], 'win'],
    ['ssc.any_one', '0', [1, 2, 3, 4, 8], 'lose'],
  ] as const)('%s %s on %j → %s', (code, option, digits, outcome) => {
    expect(evaluateBet('ssc', code, option, digits)).toBe(outcome);
  });

  it.each([
    [[1, 2, 3], 'straight'],
    [[8, 9, 0], 'straight'],
    [[0, 1, 9], 'straight'],
    [[9, 0, 2], 'half_straight'],
    [[7, 7, 7], 'leopard'],
    [[7, 8, 7], 'pair'],
    [[1, 3, 5], 'mixed'],
    [[0, 5, 1], 'half_straight'],
  ] as const)('digitForm(%j) = %s', ([a, b, c], form) => {
    expect(digitForm(a, b, c)).toBe(form);
  });

  it('refuses impossible options', () => {
    const byCode = (c: string) => SSC_PLAYS.find((p) => p.play === c)!;
    for (const o of ['0:1', '6:1', '1:10', '1:01', '1', ':1'])
      expect(byCode('ssc.ball_number').validateOption(o)).toBe(false);
    for (const o of ['front', 'front:straigh', 'all:pair'])
      expect(byCode('ssc.form3').validateOption(o)).toBe(false);
    expect(byCode('ssc.dragon_tiger').validateOption('draw')).toBe(false);
    expect(byCode('ssc.ball_number').options).toHaveLength(50);
    expect(byCode('ssc.ball_number').label('1:7')).toBe('万位 7');
    expect(byCode('ssc.form3').label('back:half_straight')).toBe('后三半顺');
  });

  it('has form counts 10/60/270/360/300 in every window, and exact enumeration counts', () => {
    const outcomes = enumerateOutcomes('ssc');
    expect(outcomes).toHaveLength(100_000);
    const triples = enumerateOutcomes('xy28') as [number, number, number][];
    const perForm = Object.fromEntries(DIGIT_FORMS.map((f) => [f, 0]));
    for (const [a, b, c] of triples) perForm[digitForm(a, b, c)]!++;
    expect(perForm).toEqual({ leopard: 10, straight: 60, pair: 270, half_straight: 360, mixed: 300 });
    for (const w of ['front', 'middle', 'back'] as const) {
      const counts = [10, 60, 270, 360, 300];
      DIGIT_FORMS.forEach((f, i) => {
        expect(chanceOf('ssc', 'ssc.form3', `${w}:${f}`).win).toBe(BigInt(counts[i]! * 100));
      });
      expect(sscForm([1, 2, 3, 4, 5], w)).toBe('straight');
    }
    const expected: Record<string, [number, number]> = {
      'ssc.ball_number|3:3': [10_000, 0],
      'ssc.ball_big_small|1:big': [50_000, 0],
      'ssc.ball_odd_even|5:even': [50_000, 0],
      'ssc.sum_big_small|big': [50_000, 0],
      'ssc.sum_big_small|small': [50_000, 0],
      'ssc.sum_odd_even|odd': [50_000, 0],
      'ssc.dragon_tiger|dragon': [45_000, 10_000],
      'ssc.dragon_tiger|tiger': [45_000, 10_000],
      'ssc.dragon_tiger|tie': [10_000, 0],
      'ssc.any_one|7': [100_000 - 9 ** 5, 0],
    };
    for (const [k, [win, push]] of Object.entries(expected)) {
      const [code, option] = k.split('|') as [string, string];
      expect(chanceOf('ssc', code, option), k).toEqual({
        win: BigInt(win),
        push: BigInt(push),
        total: 100_000n,
      });
    }
    // Sum big counted directly over the outcomes.
    const big = outcomes.filter((d) => d.reduce((a, b) => a + b, 0) >= 23).length;
    expect(chanceOf('ssc', 'ssc.sum_big_small', 'big').win).toBe(BigInt(big));
  });
});
