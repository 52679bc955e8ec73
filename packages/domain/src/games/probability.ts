/**
 * Exact pWin and pPush of every option (GAMES.md §4): k3, ssc and xy28 by full enumeration of their
 * 216, 10^5 and 1000 outcomes (cached per play), pk10 and lhc by exact combinatorics.
 */
import { requirePlay } from './catalog.ts';
import { lhcChance } from './lhc-probability.ts';
import { pk10Positions } from './pk10.ts';
import type { Chance, Family, GameContext, Judge } from './play-kit.ts';

/** Every outcome of a family with equally likely digits/dice (k3 6^3, ssc 10^5, xy28 10^3). */
export function enumerateOutcomes(family: 'k3' | 'ssc' | 'xy28'): number[][] {
  const [count, lo, hi] = family === 'k3' ? [3, 1, 6] : family === 'ssc' ? [5, 0, 9] : [3, 0, 9];
  let out: number[][] = [[]];
  for (let i = 0; i < count; i++) {
    const next: number[][] = [];
    for (const prefix of out) for (let v = lo; v <= hi; v++) next.push([...prefix, v]);
    out = next;
  }
  return out;
}

/** Counts the outcomes of a list on which judge wins and pushes. */
export function countOutcomes(judge: Judge, outcomes: readonly (readonly number[])[]): Chance {
  let win = 0;
  let push = 0;
  for (const r of outcomes) {
    const o = judge(r);
    if (o === 'win') win++;
    else if (o === 'push') push++;
  }
  return { win: BigInt(win), push: BigInt(push), total: BigInt(outcomes.length) };
}

const outcomesOf = new Map<Family, number[][]>();
const enumerated = new Map<string, Map<string, Chance>>();

/** Chances of every option of one play, counted once over all outcomes and cached. */
function enumeratedChances(family: 'k3' | 'ssc' | 'xy28', play: string): Map<string, Chance> {
  const cached = enumerated.get(play);
  if (cached) return cached;
  let outcomes = outcomesOf.get(family);
  if (!outcomes) {
    outcomes = enumerateOutcomes(family);
    outcomesOf.set(family, outcomes);
  }
  const def = requirePlay(family, play);
  const table = new Map<string, Chance>();
  for (const { option } of def.options ?? []) table.set(option, countOutcomes(def.compile(option), outcomes));
  enumerated.set(play, table);
  return table;
}

const factorial = (n: number): bigint => (n <= 1 ? 1n : BigInt(n) * factorial(n - 1));

/** pk10: every ordered pair of distinct cars at the two positions an option reads has probability 1/90. */
function pk10Chance(play: string, option: string): Chance {
  const judge = requirePlay('pk10', play).compile(option);
  const [p, q] = pk10Positions(play, option);
  let win = 0n;
  let push = 0n;
  for (let x = 1; x <= 10; x++) {
    for (let y = 1; y <= 10; y++) {
      if (x === y) continue;
      const rest = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter((c) => c !== x && c !== y);
      const cars = Array.from({ length: 10 }, (_, i) => (i === p ? x : i === q ? y : rest.shift()!));
      const o = judge(cars);
      if (o === 'win') win++;
      else if (o === 'push') push++;
    }
  }
  // Scale to the 10! orderings: each pair is completed by 8! orderings of the other cars.
  const rest = factorial(8);
  return { win: win * rest, push: push * rest, total: factorial(10) };
}

/** Exact chance (counts) of an option; lhc zodiac/element plays need ctx. Throws RangeError when invalid. */
export function chanceOf(family: Family, play: string, option: string, ctx: GameContext = {}): Chance {
  const def = requirePlay(family, play);
  if (!def.validateOption(option))
    throw new RangeError(`invalid option ${JSON.stringify(option)} for ${play}`);
  switch (family) {
    case 'k3':
    case 'ssc':
    case 'xy28':
      return enumeratedChances(family, play).get(option)!;
    case 'pk10':
      return pk10Chance(play, option);
    case 'lhc':
      return lhcChance(play, option, ctx);
    default:
      throw new RangeError(`unknown family ${JSON.stringify(family)}`);
  }
}

/** pWin and pPush as doubles (each the correctly rounded quotient of exact counts). */
export function probabilityOf(
  family: Family,
  play: string,
  option: string,
  ctx: GameContext = {},
): { pWin: number; pPush: number } {
  const c = chanceOf(family, play, option, ctx);
  return { pWin: Number(c.win) / Number(c.total), pPush: Number(c.push) / Number(c.total) };
}
