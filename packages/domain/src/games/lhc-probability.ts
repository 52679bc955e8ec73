/**
 * Exact probabilities of the lhc plays by combinatorics: the special number t is uniform over 1..49,
 * the regular set R a uniform 6-subset of the other 48, so A = R ∪ {t} is a uniform 7-subset of 49.
 */

import { LHC_SPECIAL_PLAYS, parseZodiacList, resolveLunarYear } from './lhc.ts';
import { LHC_NUMBERS, type Zodiac, zodiacNumbers } from './lhc-tables.ts';
import { type Chance, type GameContext, type PlayDef, parseInteger, parseNumberList } from './play-kit.ts';

/** Binomial coefficient C(n, k) as a bigint (0 when k < 0 or k > n). */
export function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let out = 1n;
  for (let i = 1; i <= k; i++) out = (out * BigInt(n - k + i)) / BigInt(i);
  return out;
}

const C49_7 = binomial(49, 7);
let sumCounts: bigint[] | undefined;

/** counts[s] = number of 7-subsets of 1..49 with sum s (s = 0..322), by dynamic programming. */
export function lhcSumCounts(): readonly bigint[] {
  if (sumCounts) return sumCounts;
  const maxSum = 322;
  // dp[k][s]: k-subsets of the numbers seen so far with sum s.
  const dp = Array.from({ length: 8 }, () => new Array<bigint>(maxSum + 1).fill(0n));
  dp[0]![0] = 1n;
  for (const n of LHC_NUMBERS) {
    for (let k = 7; k >= 1; k--) {
      const row = dp[k]!;
      const prev = dp[k - 1]!;
      for (let s = maxSum; s >= n; s--) row[s]! += prev[s - n]!;
    }
  }
  sumCounts = dp[7]!;
  return sumCounts;
}

/** P(none of m given numbers is in A), as a count over C(49,7). */
const missing = (m: number): bigint => binomial(49 - m, 7);

const anyOf = (m: number): Chance => ({ win: C49_7 - missing(m), push: 0n, total: C49_7 });

function totalChance(keep: (sum: number) => boolean): Chance {
  let win = 0n;
  lhcSumCounts().forEach((count, s) => {
    if (keep(s)) win += count;
  });
  return { win, push: 0n, total: C49_7 };
}

/** P(every zodiac set appears in A) by inclusion–exclusion over the sets missed. */
function allAppear(sizes: readonly number[]): Chance {
  let win = 0n;
  for (let mask = 0; mask < 1 << sizes.length; mask++) {
    let size = 0;
    let bits = 0;
    sizes.forEach((m, i) => {
      if (mask & (1 << i)) {
        size += m;
        bits++;
      }
    });
    win += (bits % 2 === 0 ? 1n : -1n) * missing(size);
  }
  return { win, push: 0n, total: C49_7 };
}

/** Exact chance of a special-number play: its judge over the 49 equally likely t. */
function specialChance(def: PlayDef, option: string, ctx: GameContext): Chance {
  const judge = def.compile(option, ctx);
  let win = 0n;
  let push = 0n;
  for (const t of LHC_NUMBERS) {
    // Only t matters to these plays; the regular numbers are any six others.
    const regular = LHC_NUMBERS.filter((n) => n !== t).slice(0, 6);
    const outcome = judge([...regular, t]);
    if (outcome === 'win') win++;
    else if (outcome === 'push') push++;
  }
  return { win, push, total: 49n };
}

const invalid = (play: string, option: string): never => {
  throw new RangeError(`invalid option ${JSON.stringify(option)} for ${play}`);
};

/** Exact chance of an lhc option; zodiac plays need the lunar year in ctx. Throws RangeError when invalid. */
export function lhcChance(play: string, option: string, ctx: GameContext = {}): Chance {
  const special = LHC_SPECIAL_PLAYS.find((p) => p.play === play);
  if (special) return specialChance(special, option, ctx);
  const zodiacSizes = (min: number, max: number): number[] => {
    const zs = parseZodiacList(option, min, max) ?? invalid(play, option);
    const year = resolveLunarYear(ctx);
    return zs.map((z: Zodiac) => zodiacNumbers(z, year).length);
  };
  const numbers = (min: number, max: number): number[] =>
    parseNumberList(option, 1, 49, min, max) ?? invalid(play, option);
  switch (play) {
    case 'lhc.regular_number':
      numbers(1, 1);
      return { win: 6n, push: 0n, total: 49n };
    case 'lhc.any_zodiac':
      return anyOf(zodiacSizes(1, 1)[0]!);
    case 'lhc.any_tail': {
      const tail = parseInteger(option, 0, 9) ?? invalid(play, option);
      return anyOf(LHC_NUMBERS.filter((n) => n % 10 === tail).length);
    }
    case 'lhc.total_big_small':
      if (option === 'big') return totalChance((s) => s >= 175);
      return option === 'small' ? totalChance((s) => s < 175) : invalid(play, option);
    case 'lhc.total_odd_even':
      if (option === 'odd') return totalChance((s) => s % 2 === 1);
      return option === 'even' ? totalChance((s) => s % 2 === 0) : invalid(play, option);
    case 'lhc.linked_zodiac':
      return allAppear(zodiacSizes(2, 5));
    case 'lhc.link_2of2':
      numbers(2, 2);
      return { win: binomial(47, 4), push: 0n, total: binomial(49, 6) };
    case 'lhc.link_3of3':
      numbers(3, 3);
      return { win: binomial(46, 3), push: 0n, total: binomial(49, 6) };
    case 'lhc.link_special_pair':
      numbers(2, 2);
      // t is one of the two (2/49) and the other is among the 6 of the remaining 48.
      return { win: 2n * 6n, push: 0n, total: 49n * 48n };
    case 'lhc.not_in': {
      const k = numbers(5, 12).length;
      return { win: missing(k), push: 0n, total: C49_7 };
    }
    default:
      throw new RangeError(`unknown lhc play ${JSON.stringify(play)}`);
  }
}
