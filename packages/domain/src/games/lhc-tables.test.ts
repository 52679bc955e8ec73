import { describe, expect, it } from 'vitest';
import {
  colourOf,
  ELEMENTS,
  elementNumbers,
  elementOf,
  LHC_COLOUR_NUMBERS,
  lhcConfig,
  lunarYearOf,
  lunarYearStart,
  ZODIACS,
  zodiacNumbers,
  zodiacOf,
} from './lhc-tables.ts';
import { range } from './play-kit.ts';

const ALL = range(1, 49);
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);

describe('lhc tables', () => {
  it('matches the lunar 2026 examples of GAMES.md', () => {
    expect(zodiacNumbers('horse', 2026)).toEqual([1, 13, 25, 37, 49]);
    expect(elementNumbers('metal', 2026)).toEqual([4, 5, 12, 13, 26, 27, 34, 35, 42, 43]);
    expect(elementNumbers('fire', 2026)).toEqual([2, 3, 10, 11, 18, 19, 32, 33, 40, 41, 48, 49]);
  });

  it('gives number 1 the year animal, with five numbers, and four to every other zodiac', () => {
    const animals: Record<number, string> = {
      2025: 'snake',
      2026: 'horse',
      2027: 'goat',
      2028: 'monkey',
      2031: 'pig',
      2032: 'rat',
    };
    for (const [year, animal] of Object.entries(animals)) {
      const y = Number(year);
      expect(zodiacOf(1, y)).toBe(animal);
      expect(zodiacOf(49, y)).toBe(animal);
      const sizes = ZODIACS.map((z) => zodiacNumbers(z, y).length);
      expect(sizes.reduce((a, b) => a + b)).toBe(49);
      expect(sizes.filter((s) => s === 5)).toHaveLength(1);
      expect(zodiacNumbers(animal as never, y)).toHaveLength(5);
    }
    // The zodiac of n + 1 is the one before n's.
    expect(zodiacOf(2, 2026)).toBe('snake');
    expect(zodiacOf(12, 2026)).toBe('goat');
    expect(zodiacOf(8, 2026)).toBe('pig');
  });

  it('takes elements from the 纳音 of the year each number stands for', () => {
    // 1984 甲子 海中金, 2024 甲辰 覆灯火, 2026 丙午 天河水, 2002 壬午 杨柳木, 1990 庚午 路旁土.
    expect(elementOf(1, 1984)).toBe('metal');
    expect(elementOf(1, 2024)).toBe('fire');
    expect(elementOf(1, 2026)).toBe('water');
    expect(elementOf(25, 2026)).toBe('wood');
    expect(elementOf(37, 2026)).toBe('earth');
    for (const year of [2025, 2026, 2030]) {
      expect(sorted(ELEMENTS.flatMap((e) => elementNumbers(e, year)))).toEqual(ALL);
    }
  });

  it('partitions 1..49 into the colours', () => {
    expect(sorted(Object.values(LHC_COLOUR_NUMBERS).flat())).toEqual(ALL);
    expect([17, 16, 16]).toEqual(Object.values(LHC_COLOUR_NUMBERS).map((l) => l.length));
    expect(colourOf(1)).toBe('red');
    expect(colourOf(3)).toBe('blue');
    expect(colourOf(49)).toBe('green');
    expect(() => colourOf(50)).toThrow(RangeError);
  });

  it.each([
    ['2025-01-28T23:59:59+08:00', null],
    ['2025-01-29T00:00:00+08:00', 2025],
    ['2026-02-16T23:59:59+08:00', 2025],
    ['2026-02-17T00:00:00+08:00', 2026],
    ['2026-02-16T16:00:00Z', 2026],
    ['2027-02-06T08:00:00+08:00', 2027],
    ['2031-06-01T00:00:00+08:00', 2031],
    ['2032-02-10T23:59:59+08:00', 2031],
    ['2032-02-11T00:00:00+08:00', null],
  ])('lunarYearOf(%s) = %s', (iso, year) => {
    const at = new Date(iso);
    if (year === null) expect(() => lunarYearOf(at)).toThrow(RangeError);
    else expect(lunarYearOf(at)).toBe(year);
  });

  it('knows when each lunar year starts', () => {
    expect(lunarYearStart(2026)).toBe(Date.parse('2026-02-17T00:00:00+08:00'));
    expect(() => lunarYearStart(2040)).toThrow(RangeError);
  });

  it('builds the six-mark config', () => {
    const config = lhcConfig(2026);
    expect(config.zodiac.horse).toEqual([1, 13, 25, 37, 49]);
    expect(config.wuxing.metal).toEqual([4, 5, 12, 13, 26, 27, 34, 35, 42, 43]);
    expect(config.color.red).toEqual(LHC_COLOUR_NUMBERS.red);
    expect(sorted(Object.values(config.zodiac).flat())).toEqual(ALL);
    expect(sorted(Object.values(config.wuxing).flat())).toEqual(ALL);
    expect(config.basic.big).toEqual(range(25, 48));
    expect(config.basic.small).toEqual(range(1, 24));
    expect(config.basic.odd).toHaveLength(24);
    expect(config.basic.even).toHaveLength(24);
    expect(config.basic.head_0).toEqual(range(1, 9));
    expect(config.basic.tail_0).toEqual([10, 20, 30, 40]);
    expect(JSON.parse(JSON.stringify(config))).toEqual(config);
  });
});
