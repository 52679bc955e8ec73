import { describe, expect, it } from 'vitest';
import { deriveAttributes } from './attributes.ts';

describe('deriveAttributes', () => {
  it('derives k3 sum, sides and form; a triple has no side', () => {
    expect(deriveAttributes('k3', [2, 5, 6])).toEqual({
      family: 'k3',
      sum: 13,
      bigSmall: 'big',
      oddEven: 'odd',
      form: 'mixed',
    });
    expect(deriveAttributes('k3', [2, 3, 4])).toMatchObject({ sum: 9, bigSmall: 'small', form: 'straight' });
    expect(deriveAttributes('k3', [4, 4, 4])).toMatchObject({
      sum: 12,
      bigSmall: null,
      oddEven: null,
      form: 'triple',
    });
    expect(deriveAttributes('k3', [4, 1, 4]).form).toBe('pair');
  });

  it('derives ssc totals, dragon/tiger and forms', () => {
    expect(deriveAttributes('ssc', [9, 0, 8, 7, 2])).toEqual({
      family: 'ssc',
      sum: 26,
      sumBigSmall: 'big',
      sumOddEven: 'even',
      dragonTiger: 'dragon',
      forms: { front: 'straight', middle: 'half_straight', back: 'half_straight' },
    });
    expect(deriveAttributes('ssc', [3, 0, 0, 0, 3])).toMatchObject({
      sum: 6,
      sumBigSmall: 'small',
      dragonTiger: 'tie',
    });
  });

  it('derives pk10 冠亚和 and 龙虎 1–5', () => {
    const a = deriveAttributes('pk10', [3, 8, 1, 10, 6, 2, 9, 4, 7, 5]);
    expect(a).toMatchObject({ gySum: 11, gyBigSmall: 'small', gyOddEven: 'odd' });
    expect(a.dragonTiger).toEqual(['tiger', 'dragon', 'tiger', 'dragon', 'dragon']);
    expect(a.bigSmall[3]).toBe('big');
  });

  it('derives the colour, zodiac and element of every lhc ball', () => {
    const a = deriveAttributes('lhc', [2, 13, 20, 33, 41, 47, 49], { lunarYear: 2026 });
    expect(a.balls.map((b) => b.zodiac)).toEqual([
      'snake',
      'horse',
      'pig',
      'dog',
      'tiger',
      'monkey',
      'horse',
    ]);
    expect(a.balls.map((b) => b.colour)).toEqual(['red', 'red', 'blue', 'green', 'blue', 'blue', 'green']);
    expect(a.balls[6]).toEqual({ number: 49, colour: 'green', zodiac: 'horse', element: 'fire' });
    expect(a).toMatchObject({
      specialBigSmall: null,
      specialOddEven: null,
      total: 205,
      totalBigSmall: 'big',
      totalOddEven: 'odd',
    });
    expect(() => deriveAttributes('lhc', [2, 13, 20, 33, 41, 47, 49])).toThrow(RangeError);
    expect(
      deriveAttributes('lhc', [2, 13, 20, 33, 41, 47, 49], {
        drawAt: Date.parse('2026-06-01T21:30:00+08:00'),
      }),
    ).toEqual(a);
  });

  it('derives xy28 sum, sides, colour and form', () => {
    expect(deriveAttributes('xy28', [9, 0, 8])).toEqual({
      family: 'xy28',
      sum: 17,
      bigSmall: 'big',
      oddEven: 'odd',
      colour: 'blue',
      form: 'straight',
    });
    expect(deriveAttributes('xy28', [4, 4, 5])).toMatchObject({
      sum: 13,
      bigSmall: 'small',
      colour: null,
      form: 'pair',
    });
    expect(deriveAttributes('xy28', [1, 3, 5]).form).toBeNull();
  });
});
