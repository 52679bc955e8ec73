/** The registry of every play of GAMES.md §5, and settlement of one bet against a result. */
import { K3_PLAYS } from './k3.ts';
import { LHC_PLAYS } from './lhc.ts';
import { PK10_PLAYS } from './pk10.ts';
import { FAMILIES, type Family, type GameContext, type Outcome, type PlayDef } from './play-kit.ts';
import { SSC_PLAYS } from './ssc.ts';
import { XY28_PLAYS } from './xy28.ts';

const BY_FAMILY: Readonly<Record<Family, readonly PlayDef[]>> = {
  k3: K3_PLAYS,
  ssc: SSC_PLAYS,
  pk10: PK10_PLAYS,
  lhc: LHC_PLAYS,
  xy28: XY28_PLAYS,
};

/** Every play of every family, in family then display order. */
export const PLAYS: readonly PlayDef[] = FAMILIES.flatMap((f) => BY_FAMILY[f]);
const BY_CODE = new Map(PLAYS.map((p) => [p.play, p] as const));

/** True for one of the five family codes. */
export const isFamily = (family: string): family is Family =>
  (FAMILIES as readonly string[]).includes(family);

/** The plays of a family, in display order. */
export function playsOf(family: Family): readonly PlayDef[] {
  if (!isFamily(family)) throw new RangeError(`unknown family ${JSON.stringify(family)}`);
  return BY_FAMILY[family];
}

/** A play by its code ('k3.sum'), or undefined. */
export function getPlay(play: string): PlayDef | undefined {
  return BY_CODE.get(play);
}

/** The play of a family by code; throws RangeError when unknown or of another family. */
export function requirePlay(family: Family, play: string): PlayDef {
  const def = BY_CODE.get(play);
  if (!def || def.family !== family)
    throw new RangeError(`unknown play ${JSON.stringify(play)} for ${family}`);
  return def;
}

/** True when (play, option) is a known play of the family with a canonical, possible option. */
export function isValidBet(family: Family, play: string, option: string): boolean {
  const def = BY_CODE.get(play);
  return def !== undefined && def.family === family && def.validateOption(option);
}

const isIntIn = (x: unknown, lo: number, hi: number): boolean =>
  Number.isInteger(x) && (x as number) >= lo && (x as number) <= hi;
const distinct = (xs: readonly number[]): boolean => new Set(xs).size === xs.length;

/** True for a well-formed result in draw order (k3 3 dice, ssc 5 digits, pk10 permutation, lhc 7 distinct, xy28 3 digits). */
export function isValidResult(family: Family, numbers: readonly number[]): boolean {
  if (!Array.isArray(numbers)) return false;
  const all = (n: number, lo: number, hi: number): boolean =>
    numbers.length === n && numbers.every((x) => isIntIn(x, lo, hi));
  switch (family) {
    case 'k3':
      return all(3, 1, 6);
    case 'ssc':
      return all(5, 0, 9);
    case 'pk10':
      return all(10, 1, 10) && distinct(numbers);
    case 'lhc':
      return all(7, 1, 49) && distinct(numbers);
    case 'xy28':
      return all(3, 0, 9);
    default:
      return false;
  }
}

/** Settles one bet: win, lose or push; throws RangeError on an unknown play, invalid option or result. */
export function evaluateBet(
  family: Family,
  play: string,
  option: string,
  result: readonly number[],
  ctx: GameContext = {},
): Outcome {
  const def = requirePlay(family, play);
  if (!isValidResult(family, result))
    throw new RangeError(`invalid ${family} result ${JSON.stringify(result)}`);
  return def.evaluate(result, option, ctx);
}

/** Chinese text of a bet's option, e.g. '万位 7'; throws RangeError when invalid. */
export function describeOption(family: Family, play: string, option: string): string {
  return requirePlay(family, play).label(option);
}
