/**
 * lhc tables of GAMES.md §5: colours, zodiacs and elements (纳音) of the numbers 1..49 by lunar year,
 * the Spring Festival calendar, and the six-mark config of SPEC.md §3.
 */
import { dayStartMs, shanghaiDay } from './issue-number.ts';
import { range } from './play-kit.ts';

export const LHC_NUMBERS: readonly number[] = range(1, 49);

export const LHC_COLOURS = ['red', 'blue', 'green'] as const;
export type LhcColour = (typeof LHC_COLOURS)[number];
export const LHC_COLOUR_NAMES: Readonly<Record<LhcColour, string>> = {
  red: '红波',
  blue: '蓝波',
  green: '绿波',
};
export const LHC_COLOUR_NUMBERS: Readonly<Record<LhcColour, readonly number[]>> = {
  red: [1, 2, 7, 8, 12, 13, 18, 19, 23, 24, 29, 30, 34, 35, 40, 45, 46],
  blue: [3, 4, 9, 10, 14, 15, 20, 25, 26, 31, 36, 37, 41, 42, 47, 48],
  green: [5, 6, 11, 16, 17, 21, 22, 27, 28, 32, 33, 38, 39, 43, 44, 49],
};

export const ZODIACS = [
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
] as const;
export type Zodiac = (typeof ZODIACS)[number];
export const ZODIAC_NAMES: Readonly<Record<Zodiac, string>> = {
  rat: '鼠',
  ox: '牛',
  tiger: '虎',
  rabbit: '兔',
  dragon: '龙',
  snake: '蛇',
  horse: '马',
  goat: '羊',
  monkey: '猴',
  rooster: '鸡',
  dog: '狗',
  pig: '猪',
};

export const ELEMENTS = ['metal', 'wood', 'water', 'fire', 'earth'] as const;
export type Element = (typeof ELEMENTS)[number];
export const ELEMENT_NAMES: Readonly<Record<Element, string>> = {
  metal: '金',
  wood: '木',
  water: '水',
  fire: '火',
  earth: '土',
};
const NAYIN = '金火木土金火水土金木水土火木水金火木土金火水土金木水土火木水';
const ELEMENT_OF_CHAR: Readonly<Record<string, Element>> = {
  金: 'metal',
  木: 'wood',
  水: 'water',
  火: 'fire',
  土: 'earth',
};

/**
 * First day (Asia/Shanghai) of each lunar year of GAMES.md; the last entry only closes lunar 2031.
 * Extend this table to support later years.
 */
export const SPRING_FESTIVALS: readonly (readonly [number, string])[] = [
  [2025, '20250129'],
  [2026, '20260217'],
  [2027, '20270206'],
  [2028, '20280126'],
  [2029, '20290213'],
  [2030, '20300203'],
  [2031, '20310123'],
  [2032, '20320211'],
];

const mod = (a: number, n: number): number => ((a % n) + n) % n;

function checkNumber(n: number): void {
  if (!Number.isInteger(n) || n < 1 || n > 49) throw new RangeError('lhc numbers are 1..49');
}

/** Lunar year (e.g. 2026) of an instant, Spring Festival to Spring Festival in Asia/Shanghai; 2025..2031 only. */
export function lunarYearOf(date: Date | number): number {
  const day = shanghaiDay(date);
  for (let i = SPRING_FESTIVALS.length - 2; i >= 0; i--) {
    const [year, start] = SPRING_FESTIVALS[i]!;
    if (day >= start) {
      if (day >= SPRING_FESTIVALS[i + 1]![1]) break;
      return year;
    }
  }
  throw new RangeError(`no lunar year known for ${day}; extend SPRING_FESTIVALS`);
}

/** Epoch ms at which lunar year Y begins (Asia/Shanghai midnight of its Spring Festival). */
export function lunarYearStart(year: number): number {
  const entry = SPRING_FESTIVALS.find(([y]) => y === year);
  if (!entry) throw new RangeError(`no Spring Festival known for ${year}`);
  return dayStartMs(entry[1]);
}

/** Colour of an lhc number 1..49. */
export function colourOf(n: number): LhcColour {
  checkNumber(n);
  return LHC_COLOURS.find((c) => LHC_COLOUR_NUMBERS[c].includes(n))!;
}

/** Zodiac of number n (1..49) in lunar year Y: index (Y − (n−1) − 2020) mod 12 into ZODIACS. */
export function zodiacOf(n: number, lunarYear: number): Zodiac {
  checkNumber(n);
  return ZODIACS[mod(lunarYear - (n - 1) - 2020, 12)]!;
}

/** The numbers of a zodiac in lunar year Y, ascending (5 for the year's own animal, else 4). */
export function zodiacNumbers(zodiac: Zodiac, lunarYear: number): number[] {
  return LHC_NUMBERS.filter((n) => zodiacOf(n, lunarYear) === zodiac);
}

/** Element of number n in lunar year Y: 纳音 of year Y − (n−1), index ((Y−(n−1)) − 1984) mod 60, halved. */
export function elementOf(n: number, lunarYear: number): Element {
  checkNumber(n);
  const char = NAYIN[Math.floor(mod(lunarYear - (n - 1) - 1984, 60) / 2)]!;
  return ELEMENT_OF_CHAR[char]!;
}

/** The numbers of an element in lunar year Y, ascending. */
export function elementNumbers(element: Element, lunarYear: number): number[] {
  return LHC_NUMBERS.filter((n) => elementOf(n, lunarYear) === element);
}

/** big for 25..48, small for 1..24, null for 49 (which pushes those bets). */
export function lhcBigSmall(n: number): 'big' | 'small' | null {
  checkNumber(n);
  if (n === 49) return null;
  return n >= 25 ? 'big' : 'small';
}

/** odd or even of 1..48, null for 49 (which pushes those bets). */
export function lhcOddEven(n: number): 'odd' | 'even' | null {
  checkNumber(n);
  if (n === 49) return null;
  return n % 2 === 1 ? 'odd' : 'even';
}

/** The six-mark config of SPEC.md §3: each group maps a code (zodiac, colour, element, attribute) to numbers. */
export interface LhcConfig {
  readonly lunarYear: number;
  readonly zodiac: Readonly<Record<Zodiac, number[]>>;
  readonly color: Readonly<Record<LhcColour, number[]>>;
  readonly wuxing: Readonly<Record<Element, number[]>>;
  /** big, small, odd, even (49 in none, as it pushes), head_0..head_4, tail_0..tail_9. */
  readonly basic: Readonly<Record<string, number[]>>;
}

/** The six-mark config for lunar year Y. */
export function lhcConfig(lunarYear: number): LhcConfig {
  const basic: Record<string, number[]> = {
    big: LHC_NUMBERS.filter((n) => lhcBigSmall(n) === 'big'),
    small: LHC_NUMBERS.filter((n) => lhcBigSmall(n) === 'small'),
    odd: LHC_NUMBERS.filter((n) => lhcOddEven(n) === 'odd'),
    even: LHC_NUMBERS.filter((n) => lhcOddEven(n) === 'even'),
  };
  for (const h of range(0, 4)) basic[`head_${h}`] = LHC_NUMBERS.filter((n) => Math.floor(n / 10) === h);
  for (const t of range(0, 9)) basic[`tail_${t}`] = LHC_NUMBERS.filter((n) => n % 10 === t);
  return {
    lunarYear,
    zodiac: Object.fromEntries(ZODIACS.map((z) => [z, zodiacNumbers(z, lunarYear)])) as Record<
      Zodiac,
      number[]
    >,
    color: Object.fromEntries(LHC_COLOURS.map((c) => [c, [...LHC_COLOUR_NUMBERS[c]]])) as Record<
      LhcColour,
      number[]
    >,
    wuxing: Object.fromEntries(ELEMENTS.map((e) => [e, elementNumbers(e, lunarYear)])) as Record<
      Element,
      number[]
    >,
    basic,
  };
}
