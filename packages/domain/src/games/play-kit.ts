/**
 * Shared types and builders of the plays of GAMES.md §3 and §5: a play parses its option once
 * (canonical strings only) and compiles it into a judge of results.
 */

export const FAMILIES = ['k3', 'ssc', 'pk10', 'lhc', 'xy28'] as const;
export type Family = (typeof FAMILIES)[number];

/** How a bet settles: win pays amount × odds, lose keeps the stake, push refunds it. */
export type Outcome = 'win' | 'lose' | 'push';

/** What some rules need besides the numbers: lhc zodiacs and elements depend on the lunar year. */
export interface GameContext {
  /** Lunar year of the draw (e.g. 2026); wins over drawAt when both are given. */
  readonly lunarYear?: number;
  /** Draw time (Date or epoch ms), turned into a lunar year in Asia/Shanghai. */
  readonly drawAt?: Date | number;
}

export interface OptionInfo {
  readonly option: string;
  readonly name: string;
}

/** Free selection of several numbers or zodiacs instead of an enumerated option list. */
export interface PickSpec {
  readonly from: 'numbers' | 'zodiacs';
  readonly min: number;
  readonly max: number;
}

/** A compiled option: maps a result (draw order numbers) to its settlement. */
export type Judge = (result: readonly number[]) => Outcome;

export interface PlayDef {
  readonly play: string;
  readonly name: string;
  readonly group: string;
  readonly family: Family;
  /** Every option with its Chinese name, for plays with at most 100 options. */
  readonly options?: readonly OptionInfo[];
  /** For plays whose options are free selections (lhc number and zodiac lists). */
  readonly pick?: PickSpec;
  /** True when option is canonical and possible for this play. */
  validateOption(option: string): boolean;
  /** Chinese display text of a valid option; throws RangeError on an invalid one. */
  label(option: string): string;
  /** Compiles a valid option into a judge; throws RangeError on an invalid option or missing context. */
  compile(option: string, ctx?: GameContext): Judge;
  /** Settles one bet against a valid result; throws RangeError on an invalid option. */
  evaluate(result: readonly number[], option: string, ctx?: GameContext): Outcome;
}

export interface PlaySpec<P> {
  play: string;
  name: string;
  group: string;
  options?: readonly OptionInfo[];
  pick?: PickSpec;
  parse(option: string): P | null;
  label(p: P, option: string): string;
  judge(p: P, ctx: GameContext): Judge;
}

/** Builds a play definition from a parser, a labeller and a judge factory. */
export function definePlay<P>(family: Family, spec: PlaySpec<P>): PlayDef {
  const parsed = (option: string): P => {
    const p = typeof option === 'string' ? spec.parse(option) : null;
    if (p === null) throw new RangeError(`invalid option ${JSON.stringify(option)} for ${spec.play}`);
    return p;
  };
  const compile = (option: string, ctx: GameContext = {}): Judge => spec.judge(parsed(option), ctx);
  return {
    play: spec.play,
    name: spec.name,
    group: spec.group,
    family,
    ...(spec.options ? { options: spec.options } : {}),
    ...(spec.pick ? { pick: spec.pick } : {}),
    validateOption: (option) => typeof option === 'string' && spec.parse(option) !== null,
    label: (option) => spec.label(parsed(option), option),
    compile,
    evaluate: (result, option, ctx) => compile(option, ctx)(result),
  };
}

/** An enumerated play: options listed as [option, Chinese name, parsed value]. */
export function listed<P>(
  entries: readonly (readonly [string, string, P])[],
): Pick<PlaySpec<P>, 'options' | 'parse' | 'label'> {
  const byOption = new Map(entries.map(([option, , value]) => [option, value] as const));
  const names = new Map(entries.map(([option, name]) => [option, name] as const));
  return {
    options: entries.map(([option, name]) => ({ option, name })),
    parse: (option) => (byOption.has(option) ? (byOption.get(option) as P) : null),
    label: (_p, option) => names.get(option) ?? option,
  };
}

/** 'win' when the condition holds, else 'lose'. */
export const winIf = (condition: boolean): Outcome => (condition ? 'win' : 'lose');

/** Integers lo..hi inclusive, ascending. */
export function range(lo: number, hi: number): number[] {
  const out: number[] = [];
  for (let i = lo; i <= hi; i++) out.push(i);
  return out;
}

/** Sum of a list of numbers. */
export const sumOf = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

const INTEGER = /^(0|[1-9][0-9]*)$/;

/** Parses a canonical non-negative integer (no sign, no leading zeros) within lo..hi, else null. */
export function parseInteger(text: string, lo: number, hi: number): number | null {
  if (!INTEGER.test(text) || text.length > 9) return null;
  const n = Number(text);
  return n >= lo && n <= hi ? n : null;
}

/** Parses a canonical list "3,15,27": strictly ascending integers in lo..hi, count in min..max; else null. */
export function parseNumberList(
  text: string,
  lo: number,
  hi: number,
  minCount: number,
  maxCount: number,
): number[] | null {
  const parts = text.split(',');
  if (parts.length < minCount || parts.length > maxCount) return null;
  const out: number[] = [];
  for (const part of parts) {
    const n = parseInteger(part, lo, hi);
    if (n === null || (out.length > 0 && n <= out[out.length - 1]!)) return null;
    out.push(n);
  }
  return out;
}

/** Canonical text of a set of numbers: sorted ascending, comma-separated, duplicates removed. */
export function formatNumberList(numbers: readonly number[]): string {
  return [...new Set(numbers)].sort((a, b) => a - b).join(',');
}

export type TwoSided = 'big' | 'small' | 'odd' | 'even';
export const BIG_SMALL = ['big', 'small'] as const;
export const ODD_EVEN = ['odd', 'even'] as const;
export const SIDE_NAMES: Readonly<Record<string, string>> = {
  big: '大',
  small: '小',
  odd: '单',
  even: '双',
  dragon: '龙',
  tiger: '虎',
  tie: '和',
};

/** 'odd' or 'even' of an integer. */
export const parityOf = (n: number): 'odd' | 'even' => (n % 2 === 0 ? 'even' : 'odd');

/** An exact probability as counts: pWin = win/total, pPush = push/total over equally likely outcomes. */
export interface Chance {
  readonly win: bigint;
  readonly push: bigint;
  readonly total: bigint;
}

/** The play with this code in a family's list; throws RangeError when absent. */
export function findPlay(plays: readonly PlayDef[], play: string): PlayDef {
  const def = plays.find((p) => p.play === play);
  if (!def) throw new RangeError(`unknown play ${JSON.stringify(play)}`);
  return def;
}
