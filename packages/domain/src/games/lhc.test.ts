import { describe, expect, it } from 'vitest';
import { evaluateBet } from './catalog.ts';
import { drawResult } from './fair-draw.ts';
import { LHC_PLAYS } from './lhc.ts';
import { binomial, lhcSumCounts } from './lhc-probability.ts';
import { zodiacNumbers } from './lhc-tables.ts';
import type { Chance } from './play-kit.ts';
import { chanceOf } from './probability.ts';

const Y = { lunarYear: 2026 };
// 2026 zodiacs: 2 snake, 13 horse, 20 pig, 33 dog, 41 tiger, 47 monkey, 25 horse; total 181.
const R = [2, 13, 20, 33, 41, 47, 25];
const R49 = [2, 13, 20, 33, 41, 47, 49];
const byCode = (c: string) => LHC_PLAYS.find((p) => p.play === c)!;
const sameRatio = (c: Chance, num: bigint, den: bigint) => expect(c.win * den).toBe(num * c.total);

describe('lhc plays', () => {
  it.each([
    ['lhc.special_number', '25', R, 'win'],
    ['lhc.special_number', '2', R, 'lose'],
    ['lhc.special_number', '49', R49, 'win'],
    ['lhc.special_big_small', 'big', R, 'win'],
    ['lhc.special_big_small', 'small', R, 'lose'],
    ['lhc.special_big_small', 'big', R49, 'push'],
    ['lhc.special_big_small', 'small', R49, 'push'],
    ['lhc.special_odd_even', 'odd', R, 'win'],
    ['lhc.special_odd_even', 'even', R49, 'push'],
    ['lhc.special_colour', 'blue', R, 'win'],
    ['lhc.special_colour', 'green', R49, 'win'],
    ['lhc.special_half_wave', 'blue_big', R, 'win'],
    ['lhc.special_half_wave', 'blue_even', R, 'lose'],
    ['lhc.special_half_wave', 'red_big', R, 'lose'],
    ['lhc.special_half_wave', 'green_odd', R49, 'push'],
    ['lhc.special_zodiac', 'horse', R, 'win'],
    ['lhc.special_zodiac', 'snake', R, 'lose'],
    ['lhc.special_zodiac', 'horse', R49, 'win'],
    ['lhc.special_head', '2', R, 'win'],
    ['lhc.special_head', '4', R49, 'win'],
    ['lhc.special_tail', '5', R, 'win'],
    ['lhc.special_tail', '9', R49, 'win'],
    ['lhc.special_element', 'wood', R, 'win'],
    ['lhc.special_element', 'fire', R49, 'win'],
    ['lhc.special_element', 'metal', R, 'lose'],
    ['lhc.combined_zodiac', 'rat,horse', R, 'win'],
    ['lhc.combined_zodiac', 'rat,ox', R, 'lose'],
    ['lhc.combined_zodiac', 'rat,horse', R49, 'push'],
    ['lhc.regular_number', '13', R, 'win'],
    ['lhc.regular_number', '25', R, 'lose'],
    ['lhc.any_zodiac', 'pig', R, 'win'],
    ['lhc.any_zodiac', 'horse', R, 'win'],
    ['lhc.any_zodiac', 'rat', R, 'lose'],
    ['lhc.any_tail', '5', R, 'win'],
    ['lhc.any_tail', '3', R, 'win'],
    ['lhc.any_tail', '9', R, 'lose'],
    ['lhc.total_big_small', 'big', R, 'win'],
    ['lhc.total_big_small', 'small', [1, 2, 3, 4, 5, 6, 7], 'win'],
    ['lhc.total_big_small', 'big', [1, 2, 3, 4, 5, 6, 7], 'lose'],
    ['lhc.total_odd_even', 'odd', R, 'win'],
    ['lhc.linked_zodiac', 'tiger,snake,horse', R, 'win'],
    ['lhc.linked_zodiac', 'snake,pig', R, 'win'],
    ['lhc.linked_zodiac', 'rat,horse', R, 'lose'],
    ['lhc.link_2of2', '2,13', R, 'win'],
    ['lhc.link_2of2', '2,25', R, 'lose'],
    ['lhc.link_3of3', '2,13,20', R, 'win'],
    ['lhc.link_3of3', '2,13,25', R, 'lose'],
    ['lhc.link_special_pair', '2,25', R, 'win'],
    ['lhc.link_special_pair', '13,25', R, 'win'],
    ['lhc.link_special_pair', '2,13', R, 'lose'],
    ['lhc.link_special_pair', '25,49', R, 'lose'],
    ['lhc.not_in', '1,3,4,5,6', R, 'win'],
    ['lhc.not_in', '1,3,4,5,25', R, 'lose'],
    ['lhc.not_in', '1,3,4,5,6,7,8,9,10,11,12,14', R, 'win'],
  ] as const)('%s %s on %j → %s', (code, option, result, outcome) => {
    expect(evaluateBet('lhc', code, option, result, Y)).toBe(outcome);
  });

  it('splits the total at 175', () => {
    expect(evaluateBet('lhc', 'lhc.total_big_small', 'big', [10, 20, 30, 40, 45, 19, 11])).toBe('win');
    expect(evaluateBet('lhc', 'lhc.total_big_small', 'small', [10, 20, 30, 40, 44, 19, 11])).toBe('win');
  });

  it('needs the lunar year only for zodiac and element plays', () => {
    expect(() => evaluateBet('lhc', 'lhc.special_zodiac', 'horse', R)).toThrow(RangeError);
    expect(() => evaluateBet('lhc', 'lhc.special_element', 'wood', R)).toThrow(RangeError);
    expect(
      evaluateBet('lhc', 'lhc.special_zodiac', 'horse', R, {
        drawAt: Date.parse('2026-03-01T12:00:00+08:00'),
      }),
    ).toBe('win');
    // In lunar 2025 (snake) 25 is the snake.
    expect(
      evaluateBet('lhc', 'lhc.special_zodiac', 'snake', R, {
        drawAt: Date.parse('2026-02-16T12:00:00+08:00'),
      }),
    ).toBe('win');
    expect(evaluateBet('lhc', 'lhc.special_number', '25', R)).toBe('win');
  });

  it.each([
    ['lhc.special_number', ['0', '50', '01']],
    ['lhc.special_half_wave', ['red', 'red_tie', 'big_red']],
    ['lhc.combined_zodiac', ['rat', 'horse,rat', 'rat,rat', 'rat,cat', ZODIACS_ALL(), 'rat,,ox']],
    ['lhc.linked_zodiac', ['rat', 'rat,ox,tiger,rabbit,dragon,snake']],
    ['lhc.link_2of2', ['13,2', '2,2', '0,2', '2,50', '2', '2,3,4', '02,3']],
    ['lhc.link_3of3', ['1,2', '3,2,1']],
    ['lhc.not_in', ['1,2,3,4', '1,2,3,4,5,6,7,8,9,10,11,12,13', '1,2,3,5,4']],
  ])('%s refuses %j', (code, options) => {
    for (const o of options) expect(byCode(code).validateOption(o), o).toBe(false);
  });

  it('describes picks and labels', () => {
    expect(byCode('lhc.not_in').pick).toEqual({ from: 'numbers', min: 5, max: 12 });
    expect(byCode('lhc.combined_zodiac').pick).toEqual({ from: 'zodiacs', min: 2, max: 11 });
    expect(byCode('lhc.linked_zodiac').pick).toEqual({ from: 'zodiacs', min: 2, max: 5 });
    expect(byCode('lhc.combined_zodiac').validateOption(ZODIACS_ALL().split(',').slice(1).join(','))).toBe(
      true,
    );
    expect(byCode('lhc.combined_zodiac').label('rat,horse')).toBe('鼠马');
    expect(byCode('lhc.link_2of2').label('2,13')).toBe('02,13');
    expect(byCode('lhc.special_half_wave').label('blue_big')).toBe('蓝大');
    expect(byCode('lhc.special_number').options).toHaveLength(49);
  });
});

function ZODIACS_ALL(): string {
  return 'rat,ox,tiger,rabbit,dragon,snake,horse,goat,monkey,rooster,dog,pig';
}

describe('lhc probabilities', () => {
  it('counts special-number plays over the 49 values of t', () => {
    expect(chanceOf('lhc', 'lhc.special_number', '7')).toEqual({ win: 1n, push: 0n, total: 49n });
    expect(chanceOf('lhc', 'lhc.special_big_small', 'big')).toEqual({ win: 24n, push: 1n, total: 49n });
    expect(chanceOf('lhc', 'lhc.special_odd_even', 'even')).toEqual({ win: 24n, push: 1n, total: 49n });
    expect(chanceOf('lhc', 'lhc.special_colour', 'red')).toEqual({ win: 17n, push: 0n, total: 49n });
    expect(chanceOf('lhc', 'lhc.special_half_wave', 'green_odd')).toEqual({ win: 8n, push: 1n, total: 49n });
    expect(chanceOf('lhc', 'lhc.special_zodiac', 'horse', Y).win).toBe(5n);
    expect(chanceOf('lhc', 'lhc.special_zodiac', 'rat', Y).win).toBe(4n);
    expect(chanceOf('lhc', 'lhc.special_head', '0').win).toBe(9n);
    expect(chanceOf('lhc', 'lhc.special_tail', '0').win).toBe(4n);
    expect(chanceOf('lhc', 'lhc.special_element', 'fire', Y).win).toBe(12n);
    expect(chanceOf('lhc', 'lhc.combined_zodiac', 'rat,horse', Y)).toEqual({ win: 8n, push: 1n, total: 49n });
    expect(chanceOf('lhc', 'lhc.combined_zodiac', 'rat,ox', Y)).toEqual({ win: 8n, push: 1n, total: 49n });
  });

  it('uses the closed forms on all seven numbers', () => {
    sameRatio(chanceOf('lhc', 'lhc.regular_number', '9'), 6n, 49n);
    sameRatio(chanceOf('lhc', 'lhc.link_2of2', '1,2'), binomial(47, 4), binomial(49, 6));
    sameRatio(chanceOf('lhc', 'lhc.link_2of2', '1,2'), 6n * 5n, 49n * 48n);
    sameRatio(chanceOf('lhc', 'lhc.link_3of3', '1,2,3'), 6n * 5n * 4n, 49n * 48n * 47n);
    sameRatio(chanceOf('lhc', 'lhc.link_special_pair', '1,2'), 2n * 6n, 49n * 48n);
    for (let k = 5; k <= 12; k++) {
      const option = Array.from({ length: k }, (_, i) => i + 1).join(',');
      sameRatio(chanceOf('lhc', 'lhc.not_in', option), binomial(49 - k, 7), binomial(49, 7));
    }
    sameRatio(
      chanceOf('lhc', 'lhc.any_zodiac', 'horse', Y),
      binomial(49, 7) - binomial(44, 7),
      binomial(49, 7),
    );
    sameRatio(
      chanceOf('lhc', 'lhc.any_zodiac', 'rat', Y),
      binomial(49, 7) - binomial(45, 7),
      binomial(49, 7),
    );
    sameRatio(chanceOf('lhc', 'lhc.any_tail', '0'), binomial(49, 7) - binomial(45, 7), binomial(49, 7));
  });

  it('counts linked zodiacs like a direct sum over how many of each set are drawn', () => {
    const direct = (sizes: number[]): bigint => {
      const rec = (i: number, left: number, rest: number): bigint => {
        if (i === sizes.length) return binomial(rest, left);
        let n = 0n;
        for (let take = 1; take <= Math.min(sizes[i]!, left); take++)
          n += binomial(sizes[i]!, take) * rec(i + 1, left - take, rest);
        return n;
      };
      return rec(0, 7, 49 - sizes.reduce((a, b) => a + b, 0));
    };
    const cases: [string, number[]][] = [
      ['rat,horse', [4, 5]],
      ['rat,ox', [4, 4]],
      ['rat,ox,horse', [4, 4, 5]],
      ['rat,ox,tiger,rabbit', [4, 4, 4, 4]],
      ['rat,ox,tiger,rabbit,horse', [4, 4, 4, 4, 5]],
    ];
    for (const [option, sizes] of cases) {
      expect(sizes.every((m, i) => zodiacNumbers(option.split(',')[i] as never, 2026).length === m)).toBe(
        true,
      );
      sameRatio(chanceOf('lhc', 'lhc.linked_zodiac', option, Y), direct(sizes), binomial(49, 7));
    }
  });

  it('counts the 7-number sums exactly', () => {
    const counts = lhcSumCounts();
    expect(counts.reduce((a, b) => a + b, 0n)).toBe(binomial(49, 7));
    expect(counts[28]).toBe(1n);
    expect(counts[29]).toBe(1n);
    expect(counts[30]).toBe(2n);
    for (let s = 28; s <= 322; s++) expect(counts[s]).toBe(counts[350 - s]);
    const big = chanceOf('lhc', 'lhc.total_big_small', 'big');
    const small = chanceOf('lhc', 'lhc.total_big_small', 'small');
    expect(big.win + small.win).toBe(binomial(49, 7));
    expect(big.win - small.win).toBe(counts[175]);
    const odd = chanceOf('lhc', 'lhc.total_odd_even', 'odd');
    expect(odd.win + chanceOf('lhc', 'lhc.total_odd_even', 'even').win).toBe(binomial(49, 7));
  });

  it('agrees with the frequencies of 20 000 fair draws', () => {
    const N = 20_000;
    const draws = Array.from({ length: N }, (_, i) =>
      drawResult('lhc', i.toString(16).padStart(64, '0'), 'mc', '1'),
    );
    const options: [string, string][] = [
      ['lhc.link_2of2', '1,2'],
      ['lhc.link_special_pair', '3,4'],
      ['lhc.not_in', '1,2,3,4,5'],
      ['lhc.total_big_small', 'big'],
      ['lhc.total_odd_even', 'odd'],
      ['lhc.any_zodiac', 'horse'],
      ['lhc.linked_zodiac', 'rat,horse'],
      ['lhc.combined_zodiac', 'rat,ox,tiger'],
      ['lhc.special_half_wave', 'red_small'],
    ];
    for (const [play, option] of options) {
      const judge = byCode(play).compile(option, Y);
      const wins = draws.filter((r) => judge(r) === 'win').length;
      const c = chanceOf('lhc', play, option, Y);
      const p = Number(c.win) / Number(c.total);
      expect(Math.abs(wins / N - p), `${play} ${option}`).toBeLessThan(5 * Math.sqrt((p * (1 - p)) / N));
    }
  });
});
