/**
 * lhc — six regular numbers then the special number t, all distinct in 1..49 (GAMES.md §5).
 * Zodiac and element plays depend on the lunar year of the draw, taken from the context.
 */
import {
  colourOf,
  ELEMENT_NAMES,
  ELEMENTS,
  elementOf,
  LHC_COLOUR_NAMES,
  LHC_COLOURS,
  lhcBigSmall,
  lhcOddEven,
  lunarYearOf,
  ZODIAC_NAMES,
  ZODIACS,
  type Zodiac,
  zodiacOf,
} from './lhc-tables.ts';
import {
  BIG_SMALL,
  definePlay,
  findPlay,
  type GameContext,
  type Judge,
  listed,
  ODD_EVEN,
  type Outcome,
  type PlayDef,
  type PlaySpec,
  parityOf,
  parseNumberList,
  range,
  SIDE_NAMES,
  sumOf,
  winIf,
} from './play-kit.ts';

type Draw = readonly number[];
/** The special number t (7th ball). */
export const lhcSpecial = (r: Draw): number => r[6]!;
/** The six regular numbers R. */
export const lhcRegular = (r: Draw): readonly number[] => r.slice(0, 6);
/** Sum of all seven numbers, 28..322; big when ≥ 175. */
export const lhcTotal = (r: Draw): number => sumOf(r.slice(0, 7));

/** Lunar year from the context (lunarYear, else drawAt); throws RangeError when neither is given. */
export function resolveLunarYear(ctx: GameContext = {}): number {
  if (ctx.lunarYear !== undefined) {
    if (!Number.isInteger(ctx.lunarYear)) throw new RangeError('lunarYear must be an integer');
    return ctx.lunarYear;
  }
  if (ctx.drawAt !== undefined) return lunarYearOf(ctx.drawAt);
  throw new RangeError('lhc zodiac and element plays need lunarYear or drawAt');
}

/** Parses a canonical zodiac list "rat,ox": distinct, in ZODIACS order, count in min..max; else null. */
export function parseZodiacList(text: string, min: number, max: number): Zodiac[] | null {
  const parts = text.split(',');
  if (parts.length < min || parts.length > max) return null;
  let last = -1;
  for (const part of parts) {
    const i = (ZODIACS as readonly string[]).indexOf(part);
    if (i <= last) return null;
    last = i;
  }
  return parts as Zodiac[];
}

/** Canonical text of a set of zodiacs: ZODIACS order, comma-separated, duplicates removed. */
export function formatZodiacList(zodiacs: readonly Zodiac[]): string {
  return ZODIACS.filter((z) => zodiacs.includes(z)).join(',');
}

const play = <P>(spec: PlaySpec<P>): PlayDef => definePlay('lhc', spec);
/** A special-number rule where 49 pushes. */
const special49 =
  (wins: (t: number) => boolean): Judge =>
  (r): Outcome =>
    lhcSpecial(r) === 49 ? 'push' : winIf(wins(lhcSpecial(r)));
const zodiacNames = (zs: readonly Zodiac[]): string => zs.map((z) => ZODIAC_NAMES[z]).join('');
const numberLabel = (ns: readonly number[]): string => ns.map((n) => String(n).padStart(2, '0')).join(',');
const zodiacOptions = ZODIACS.map((z) => [z, ZODIAC_NAMES[z], z] as const);
const numberOptions = range(1, 49).map((n) => [String(n), String(n).padStart(2, '0'), n] as const);
const numbers = (count: number, min = count, max = count) => ({
  pick: { from: 'numbers' as const, min, max },
  parse: (o: string) => parseNumberList(o, 1, 49, min, max),
  label: (ns: number[]) => numberLabel(ns),
});
const zodiacs = (min: number, max: number) => ({
  pick: { from: 'zodiacs' as const, min, max },
  parse: (o: string) => parseZodiacList(o, min, max),
  label: (zs: Zodiac[]) => zodiacNames(zs),
});

/** Every lhc play on the special number, in display order. */
export const LHC_SPECIAL_PLAYS: readonly PlayDef[] = [
  play({
    play: 'lhc.special_number',
    name: '特码',
    group: '特码',
    ...listed(numberOptions),
    judge: (n) => (r) => winIf(lhcSpecial(r) === n),
  }),
  play({
    play: 'lhc.special_big_small',
    name: '特码大小',
    group: '特码',
    ...listed(BIG_SMALL.map((s) => [s, `特${SIDE_NAMES[s]}`, s] as const)),
    judge: (side) => special49((t) => lhcBigSmall(t) === side),
  }),
  play({
    play: 'lhc.special_odd_even',
    name: '特码单双',
    group: '特码',
    ...listed(ODD_EVEN.map((s) => [s, `特${SIDE_NAMES[s]}`, s] as const)),
    judge: (side) => special49((t) => lhcOddEven(t) === side),
  }),
  play({
    play: 'lhc.special_colour',
    name: '色波',
    group: '色波',
    ...listed(LHC_COLOURS.map((c) => [c, LHC_COLOUR_NAMES[c], c] as const)),
    judge: (c) => (r) => winIf(colourOf(lhcSpecial(r)) === c),
  }),
  play({
    play: 'lhc.special_half_wave',
    name: '半波',
    group: '色波',
    ...listed(
      LHC_COLOURS.flatMap((c) =>
        [...BIG_SMALL, ...ODD_EVEN].map(
          (s) => [`${c}_${s}`, `${LHC_COLOUR_NAMES[c][0]}${SIDE_NAMES[s]}`, [c, s]] as const,
        ),
      ),
    ),
    judge: ([c, s]) =>
      special49(
        (t) => colourOf(t) === c && (s === 'big' || s === 'small' ? lhcBigSmall(t) : parityOf(t)) === s,
      ),
  }),
  play({
    play: 'lhc.special_zodiac',
    name: '特肖',
    group: '生肖',
    ...listed(zodiacOptions),
    judge: (z, ctx) => {
      const year = resolveLunarYear(ctx);
      return (r) => winIf(zodiacOf(lhcSpecial(r), year) === z);
    },
  }),
  play({
    play: 'lhc.special_head',
    name: '头数',
    group: '头尾数',
    ...listed(range(0, 4).map((h) => [String(h), `${h}头`, h] as const)),
    judge: (h) => (r) => winIf(Math.floor(lhcSpecial(r) / 10) === h),
  }),
  play({
    play: 'lhc.special_tail',
    name: '尾数',
    group: '头尾数',
    ...listed(range(0, 9).map((t) => [String(t), `${t}尾`, t] as const)),
    judge: (t) => (r) => winIf(lhcSpecial(r) % 10 === t),
  }),
  play({
    play: 'lhc.special_element',
    name: '五行',
    group: '五行',
    ...listed(ELEMENTS.map((e) => [e, ELEMENT_NAMES[e], e] as const)),
    judge: (e, ctx) => {
      const year = resolveLunarYear(ctx);
      return (r) => winIf(elementOf(lhcSpecial(r), year) === e);
    },
  }),
  play({
    play: 'lhc.combined_zodiac',
    name: '合肖',
    group: '生肖',
    ...zodiacs(2, 11),
    judge: (zs, ctx) => {
      const year = resolveLunarYear(ctx);
      return special49((t) => zs.includes(zodiacOf(t, year)));
    },
  }),
];

/** Every lhc play on all seven numbers, in display order. */
export const LHC_ALL_PLAYS: readonly PlayDef[] = [
  play({
    play: 'lhc.regular_number',
    name: '正码',
    group: '正码',
    ...listed(numberOptions),
    judge: (n) => (r) => winIf(lhcRegular(r).includes(n)),
  }),
  play({
    play: 'lhc.any_zodiac',
    name: '平特一肖',
    group: '平特',
    ...listed(zodiacOptions),
    judge: (z, ctx) => {
      const year = resolveLunarYear(ctx);
      return (r) => winIf(r.slice(0, 7).some((n) => zodiacOf(n, year) === z));
    },
  }),
  play({
    play: 'lhc.any_tail',
    name: '平特尾数',
    group: '平特',
    ...listed(range(0, 9).map((t) => [String(t), `${t}尾`, t] as const)),
    judge: (t) => (r) => winIf(r.slice(0, 7).some((n) => n % 10 === t)),
  }),
  play({
    play: 'lhc.total_big_small',
    name: '总和大小',
    group: '正码',
    ...listed(BIG_SMALL.map((s) => [s, `总${SIDE_NAMES[s]}`, s] as const)),
    judge: (side) => (r) => winIf((lhcTotal(r) >= 175 ? 'big' : 'small') === side),
  }),
  play({
    play: 'lhc.total_odd_even',
    name: '总和单双',
    group: '正码',
    ...listed(ODD_EVEN.map((s) => [s, `总${SIDE_NAMES[s]}`, s] as const)),
    judge: (side) => (r) => winIf(parityOf(lhcTotal(r)) === side),
  }),
  play({
    play: 'lhc.linked_zodiac',
    name: '连肖',
    group: '生肖',
    ...zodiacs(2, 5),
    judge: (zs, ctx) => {
      const year = resolveLunarYear(ctx);
      return (r) => {
        const drawn = new Set(r.slice(0, 7).map((n) => zodiacOf(n, year)));
        return winIf(zs.every((z) => drawn.has(z)));
      };
    },
  }),
  play({
    play: 'lhc.link_2of2',
    name: '二全中',
    group: '连码',
    ...numbers(2),
    judge: (ns) => (r) => winIf(ns.every((n) => lhcRegular(r).includes(n))),
  }),
  play({
    play: 'lhc.link_3of3',
    name: '三全中',
    group: '连码',
    ...numbers(3),
    judge: (ns) => (r) => winIf(ns.every((n) => lhcRegular(r).includes(n))),
  }),
  play({
    play: 'lhc.link_special_pair',
    name: '特串',
    group: '连码',
    ...numbers(2),
    judge:
      ([a, b]) =>
      (r) => {
        const t = lhcSpecial(r);
        const R = lhcRegular(r);
        return winIf((t === a && R.includes(b!)) || (t === b && R.includes(a!)));
      },
  }),
  play({
    play: 'lhc.not_in',
    name: '自选不中',
    group: '自选不中',
    ...numbers(5, 5, 12),
    judge: (ns) => (r) => winIf(!r.slice(0, 7).some((n) => ns.includes(n))),
  }),
];

/** Every lhc play, in display order. */
export const LHC_PLAYS: readonly PlayDef[] = [...LHC_SPECIAL_PLAYS, ...LHC_ALL_PLAYS];

/** Settles an lhc bet (6 regular numbers then the special one; zodiac/element plays need ctx); throws RangeError on an unknown play or invalid option. */
export function evaluateLhc(
  numbers: readonly number[],
  play: string,
  option: string,
  ctx: GameContext = {},
): Outcome {
  return findPlay(LHC_PLAYS, play).evaluate(numbers, option, ctx);
}
