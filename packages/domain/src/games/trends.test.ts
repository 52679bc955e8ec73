import { describe, expect, it } from 'vitest';
import {
  beadPlate,
  bigRoad,
  currentRun,
  hitColumns,
  longDragon,
  missGrid,
  missTable,
  sideSeries,
} from './trends.ts';

describe('miss grids', () => {
  it('marks hits with 0 and counts misses since the last hit', () => {
    const grid = missGrid([1, 2, 1, 1, 3], [1, 2, 3, 4]);
    expect(grid.rows).toEqual([
      [0, 1, 1, 1],
      [1, 0, 2, 2],
      [0, 1, 3, 3],
      [0, 2, 4, 4],
      [1, 3, 0, 5],
    ]);
    expect(grid.stats).toEqual([
      { value: 1, occurrences: 3, averageMiss: 0, maxMiss: 1, maxRun: 2 },
      { value: 2, occurrences: 1, averageMiss: 2, maxMiss: 3, maxRun: 1 },
      { value: 3, occurrences: 1, averageMiss: 2, maxMiss: 4, maxRun: 1 },
      { value: 4, occurrences: 0, averageMiss: 5, maxMiss: 5, maxRun: 0 },
    ]);
  });

  it('builds one grid per position', () => {
    const history = [
      [1, 2, 3],
      [1, 5, 6],
      [4, 5, 6],
    ];
    const [first, , third] = missTable(history, [0, 1, 2], [1, 2, 3, 4, 5, 6]);
    expect(first!.rows.map((row) => row[0])).toEqual([0, 0, 1]);
    expect(third!.stats[5]).toMatchObject({ value: 6, occurrences: 2, maxRun: 2 });
    expect(missTable([], [0], [1]).map((g) => g.rows)).toEqual([[]]);
  });
});

describe('the 走势图 of a window of draws', () => {
  // Twelve k3 draws, oldest first; the first die of each: 3 3 3 1 6 6 2 3 5 5 5 5.
  const firstDie = [3, 3, 3, 1, 6, 6, 2, 3, 5, 5, 5, 5];

  it('counts occurrences, average miss, longest miss and longest run of every face exactly', () => {
    const grid = missGrid(firstDie, [1, 2, 3, 4, 5, 6]);
    // 出现次数 / 平均遗漏 = floor((12 − n) / (n + 1)) / 最大遗漏 / 最大连出
    expect(grid.stats.map((s) => [s.value, s.occurrences, s.averageMiss, s.maxMiss, s.maxRun])).toEqual([
      [1, 1, 5, 8, 1],
      [2, 1, 5, 6, 1],
      [3, 4, 1, 4, 3],
      [4, 0, 12, 12, 0],
      [5, 4, 1, 8, 4],
      [6, 2, 3, 6, 2],
    ]);
    expect(grid.rows[11]).toEqual([8, 5, 4, 12, 0, 6]);
    // The miss counts always add up: each row has exactly one hit for a position.
    expect(grid.rows.every((r) => r.filter((m) => m === 0).length === 1)).toBe(true);
  });

  it('places the line: the hit column of each row, -1 where nothing was drawn', () => {
    expect(hitColumns(missGrid(firstDie, [1, 2, 3, 4, 5, 6]).rows)).toEqual([
      2, 2, 2, 0, 5, 5, 1, 2, 4, 4, 4, 4,
    ]);
    // A value outside the columns (a sum of 2 on a 3–18 grid) leaves a gap in the line.
    expect(hitColumns(missGrid([3, 2, 18], [3, 4, 18]).rows)).toEqual([0, -1, 2]);
    expect(hitColumns([])).toEqual([]);
  });

  it('the last 30, 50 and 100 issues give each window its own statistics', () => {
    const history = Array.from({ length: 100 }, (_, i) => (i % 10) + 0);
    for (const n of [30, 50, 100]) {
      const grid = missGrid(history.slice(-n), [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
      expect(grid.rows).toHaveLength(n);
      expect(grid.stats.map((s) => s.occurrences)).toEqual(Array(10).fill(n / 10));
      expect(grid.stats.map((s) => s.maxRun)).toEqual(Array(10).fill(1));
      expect(grid.stats[0]).toMatchObject({
        maxMiss: 9,
        averageMiss: Math.floor((n - n / 10) / (n / 10 + 1)),
      });
    }
  });
});

describe('long dragon', () => {
  it('measures the current run at the end of a series', () => {
    expect(currentRun(['big', 'small', 'small', 'small'])).toBe(3);
    expect(currentRun(['big', 'small', null])).toBe(0);
    expect(currentRun([])).toBe(0);
  });

  it('lists runs of at least minRun, longest first', () => {
    // ssc: position 1 big four times at the end, every other side run reaches back further.
    const history = [
      [0, 1, 2, 3, 4],
      [5, 1, 1, 1, 1],
      [6, 1, 0, 0, 0],
      [7, 1, 0, 0, 0],
      [9, 0, 0, 0, 0],
    ];
    const dragons = longDragon(history, 'ssc');
    expect(dragons.find((d) => d.key === 'ball1.big_small')).toEqual({
      key: 'ball1.big_small',
      name: '万位大小',
      value: 'big',
      run: 4,
    });
    expect(dragons[0]).toMatchObject({ run: 5 });
    expect(dragons.find((d) => d.key === 'sum.big_small')).toMatchObject({ value: 'small', run: 5 });
    expect(dragons.every((d) => d.run >= 3)).toBe(true);
    expect(dragons.map((d) => d.run)).toEqual([...dragons.map((d) => d.run)].sort((a, b) => b - a));
    expect(longDragon(history, 'ssc', 6)).toEqual([]);
    expect(longDragon(history, 'ssc', 1).length).toBeGreaterThan(dragons.length);
  });

  it('breaks k3 runs on a triple and lhc runs on 49', () => {
    const k3 = [
      [5, 6, 6],
      [4, 6, 6],
      [6, 6, 6],
    ];
    expect(sideSeries('k3', k3).find((s) => s.key === 'sum.big_small')!.values).toEqual(['big', 'big', null]);
    expect(longDragon(k3, 'k3', 1)).toEqual([]);
    const lhc = [
      [1, 2, 3, 4, 5, 6, 30],
      [1, 2, 3, 4, 5, 6, 49],
    ];
    expect(sideSeries('lhc', lhc).find((s) => s.key === 'special.big_small')!.values).toEqual(['big', null]);
  });

  it('covers the two-sided attributes of every family', () => {
    expect(sideSeries('pk10', [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10]]).map((s) => s.key)).toHaveLength(2 + 20 + 5);
    expect(
      sideSeries('pk10', [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10]]).find((s) => s.key === 'pos1.dragon_tiger')!
        .values,
    ).toEqual(['tiger']);
    expect(sideSeries('xy28', [[9, 9, 9]]).map((s) => s.values[0])).toEqual(['big', 'odd']);
  });
});

describe('roads', () => {
  const series = ['big', 'big', 'small', 'big', 'big', 'big', 'small', 'small'];

  it('fills the bead plate column by column, 6 rows', () => {
    expect(beadPlate(series)).toEqual([
      ['big', 'big', 'small', 'big', 'big', 'big'],
      ['small', 'small'],
    ]);
    expect(beadPlate(series, 3)).toHaveLength(3);
    expect(() => beadPlate(series, 0)).toThrow(RangeError);
  });

  it('starts a big road column on every change and skips gaps', () => {
    expect(bigRoad(series)).toEqual([['big', 'big'], ['small'], ['big', 'big', 'big'], ['small', 'small']]);
    expect(bigRoad(['odd', null, 'odd', 'even'])).toEqual([['odd', 'odd'], ['even']]);
    expect(bigRoad([])).toEqual([]);
  });
});
