/**
 * Trend helpers of GAMES.md §6 over past results, always given oldest first (chronological):
 * miss grids (走势), current runs (长龙) and roads (路子: bead plate, big road).
 */

import { k3IsTriple, k3Sum } from './k3.ts';
import { lhcTotal } from './lhc.ts';
import { lhcBigSmall, lhcOddEven } from './lhc-tables.ts';
import { carBigSmall, PK10_POSITION_NAMES, pk10DragonTiger, pk10GyBigSmall, pk10GySum } from './pk10.ts';
import { type Family, parityOf } from './play-kit.ts';
import { digitBigSmall, SSC_POSITION_NAMES, sscDragonTiger, sscSum, sscSumBigSmall } from './ssc.ts';
import { xy28BigSmall, xy28Sum } from './xy28.ts';

export interface ValueStats<T> {
  readonly value: T;
  /** Issues where the value was drawn. */
  readonly occurrences: number;
  /** floor((N − occurrences) / (occurrences + 1)): the mean gap, as trend charts print it. */
  readonly averageMiss: number;
  /** Longest stretch of issues without the value. */
  readonly maxMiss: number;
  /** Longest stretch of consecutive issues with the value. */
  readonly maxRun: number;
}

export interface MissGrid<T> {
  readonly values: readonly T[];
  /** rows[i][j] = 0 when values[j] was drawn at issue i, else issues since it was last drawn (from the window start if never). */
  readonly rows: readonly (readonly number[])[];
  readonly stats: readonly ValueStats<T>[];
}

/** Miss grid of one series (e.g. one position, or the sum) over the given values. */
export function missGrid<T>(series: readonly T[], values: readonly T[]): MissGrid<T> {
  const miss = values.map(() => 0);
  const run = values.map(() => 0);
  const stats = values.map((value) => ({ value, occurrences: 0, averageMiss: 0, maxMiss: 0, maxRun: 0 }));
  const rows = series.map((drawn) =>
    values.map((value, j) => {
      const s = stats[j]!;
      if (value === drawn) {
        miss[j] = 0;
        run[j]! += 1;
        s.occurrences++;
        s.maxRun = Math.max(s.maxRun, run[j]!);
      } else {
        miss[j]! += 1;
        run[j] = 0;
        s.maxMiss = Math.max(s.maxMiss, miss[j]!);
      }
      return miss[j]!;
    }),
  );
  for (const s of stats) s.averageMiss = Math.floor((series.length - s.occurrences) / (s.occurrences + 1));
  return { values, rows, stats };
}

/**
 * Where the 走势图 line passes: the column drawn at each row (the first 0), or -1 where the row's
 * value is not one of the grid's columns (the line breaks there).
 */
export function hitColumns(rows: readonly (readonly number[])[]): number[] {
  return rows.map((row) => row.indexOf(0));
}

/** One miss grid per position (0-based index into each result) over the given values. */
export function missTable(
  history: readonly (readonly number[])[],
  positions: readonly number[],
  values: readonly number[],
): MissGrid<number>[] {
  return positions.map((p) =>
    missGrid(
      history.map((r) => r[p]!),
      values,
    ),
  );
}

/** A named two-sided attribute series (big/small, odd/even, dragon/tiger); null where it does not apply. */
export interface SideSeries {
  readonly key: string;
  readonly name: string;
  readonly values: readonly (string | null)[];
}

type Extractor = readonly [key: string, name: string, get: (r: readonly number[]) => string | null];

function extractors(family: Family): Extractor[] {
  switch (family) {
    case 'k3':
      return [
        ['sum.big_small', '和值大小', (r) => (k3IsTriple(r) ? null : k3Sum(r) >= 11 ? 'big' : 'small')],
        ['sum.odd_even', '和值单双', (r) => (k3IsTriple(r) ? null : parityOf(k3Sum(r)))],
      ];
    case 'ssc':
      return [
        ...SSC_POSITION_NAMES.flatMap((name, i): Extractor[] => [
          [`ball${i + 1}.big_small`, `${name}大小`, (r) => digitBigSmall(r[i]!)],
          [`ball${i + 1}.odd_even`, `${name}单双`, (r) => parityOf(r[i]!)],
        ]),
        ['sum.big_small', '总和大小', sscSumBigSmall],
        ['sum.odd_even', '总和单双', (r) => parityOf(sscSum(r))],
        ['dragon_tiger', '龙虎', sscDragonTiger],
      ];
    case 'pk10':
      return [
        ['gy.big_small', '冠亚和大小', (r) => pk10GyBigSmall(pk10GySum(r))],
        ['gy.odd_even', '冠亚和单双', (r) => parityOf(pk10GySum(r))],
        ...PK10_POSITION_NAMES.flatMap((name, i): Extractor[] => [
          [`pos${i + 1}.big_small`, `${name}大小`, (r) => carBigSmall(r[i]!)],
          [`pos${i + 1}.odd_even`, `${name}单双`, (r) => parityOf(r[i]!)],
          ...(i < 5
            ? [[`pos${i + 1}.dragon_tiger`, `${name}龙虎`, (r) => pk10DragonTiger(r, i + 1)] as Extractor]
            : []),
        ]),
      ];
    case 'lhc':
      return [
        ['special.big_small', '特码大小', (r) => lhcBigSmall(r[6]!)],
        ['special.odd_even', '特码单双', (r) => lhcOddEven(r[6]!)],
        ['total.big_small', '总和大小', (r) => (lhcTotal(r) >= 175 ? 'big' : 'small')],
        ['total.odd_even', '总和单双', (r) => parityOf(lhcTotal(r))],
      ];
    case 'xy28':
      return [
        ['sum.big_small', '大小', (r) => xy28BigSmall(xy28Sum(r))],
        ['sum.odd_even', '单双', (r) => parityOf(xy28Sum(r))],
      ];
    default:
      throw new RangeError(`unknown family ${JSON.stringify(family)}`);
  }
}

/** Every two-sided attribute series of a family over a chronological history. */
export function sideSeries(family: Family, history: readonly (readonly number[])[]): SideSeries[] {
  return extractors(family).map(([key, name, get]) => ({ key, name, values: history.map(get) }));
}

/** Length of the run of equal values at the end of a series (0 when the last value is null or absent). */
export function currentRun<T>(series: readonly (T | null)[]): number {
  const last = series[series.length - 1];
  if (last === null || last === undefined) return 0;
  let n = 0;
  for (let i = series.length - 1; i >= 0 && series[i] === last; i--) n++;
  return n;
}

export interface DragonRun {
  readonly key: string;
  readonly name: string;
  readonly value: string;
  readonly run: number;
}

/** 长龙: current runs of length ≥ minRun over every two-sided series, longest first (ties in series order). */
export function longDragon(history: readonly (readonly number[])[], family: Family, minRun = 3): DragonRun[] {
  return sideSeries(family, history)
    .map(({ key, name, values }) => ({
      key,
      name,
      value: values[values.length - 1] ?? null,
      run: currentRun(values),
    }))
    .filter((d): d is DragonRun => d.value !== null && d.run >= minRun)
    .sort((a, b) => b.run - a.run);
}

/** Bead plate: values placed in order, filling each column of `rows` cells top to bottom. */
export function beadPlate<T>(series: readonly T[], rows = 6): T[][] {
  if (!Number.isInteger(rows) || rows < 1) throw new RangeError('rows must be a positive integer');
  const columns: T[][] = [];
  series.forEach((v, i) => {
    if (i % rows === 0) columns.push([]);
    columns[columns.length - 1]!.push(v);
  });
  return columns;
}

/** Big road: one column per run of equal values, a new column on each change; null entries are skipped. */
export function bigRoad<T>(series: readonly (T | null)[]): T[][] {
  const columns: T[][] = [];
  for (const v of series) {
    if (v === null) continue;
    const last = columns[columns.length - 1];
    if (last && last[0] === v) last.push(v);
    else columns.push([v]);
  }
  return columns;
}
