import type { GameFamily } from '@cailiao/contracts';
import type { DrawService } from '../draw/draw.service.ts';
import type { GameRow } from '../game/game.schema.ts';
import type { GameService } from '../game/game.service.ts';
import {
  beadPlate,
  bigRoad,
  k3Form,
  k3IsTriple,
  k3Sum,
  longDragon,
  missGrid,
  PK10_POSITION_NAMES,
  range,
  SIDE_NAMES,
  SSC_POSITION_NAMES,
  sideSeries,
  xy28Sum,
} from '../game/game-rules.ts';

type Series = { key: string; name: string; values: number[]; pick: (r: readonly number[]) => number };

/** The series a trend chart shows per family: one per position, plus the sum where it matters. */
function seriesOf(family: GameFamily): Series[] {
  const positions = (names: readonly string[], values: number[]) =>
    names.map((name, i) => ({ key: `pos${i + 1}`, name, values, pick: (r: readonly number[]) => r[i]! }));
  switch (family) {
    case 'k3':
      return [
        ...positions(['第一骰', '第二骰', '第三骰'], range(1, 6)),
        { key: 'sum', name: '和值', values: range(3, 18), pick: k3Sum },
      ];
    case 'ssc':
      return positions(SSC_POSITION_NAMES, range(0, 9));
    case 'pk10':
      return positions(PK10_POSITION_NAMES, range(1, 10));
    case 'lhc':
      return [
        ...positions(['正码一', '正码二', '正码三', '正码四', '正码五', '正码六', '特码'], range(1, 49)),
      ];
    case 'xy28':
      return [
        ...positions(['第一位', '第二位', '第三位'], range(0, 9)),
        { key: 'sum', name: '和值', values: range(0, 27), pick: xy28Sum },
      ];
  }
}

/** Trends, misses, statistics, roads and long dragons (GAMES.md §6) over recent draws. */
export function createTrendService({ games, draw }: { games: GameService; draw: DrawService }) {
  async function history(game: GameRow, limit: number) {
    const rows = await draw.history(game, limit);
    return { rows, results: rows.map((r) => r.numbers!) };
  }

  async function dragons(game: GameRow, minRun: number) {
    const { rows, results } = await history(game, 100);
    const last = rows[rows.length - 1];
    if (!last) return [];
    return longDragon(results, game.type, minRun).map((d) => ({
      gameId: game.id,
      gameCode: game.code,
      gameName: game.name,
      gameType: game.type,
      issueNo: last.issueNo,
      key: d.key,
      name: d.name,
      value: d.value,
      valueName: SIDE_NAMES[d.value] ?? d.value,
      run: d.run,
    }));
  }

  const head = (game: GameRow) => ({ gameId: game.id, gameCode: game.code, gameType: game.type });

  return {
    /** 走势: a miss grid per series over the last `limit` draws (oldest first). */
    async trend(game: GameRow, limit: number) {
      const { rows, results } = await history(game, limit);
      return {
        ...head(game),
        issues: rows.map((r) => ({ issueNo: r.issueNo, numbers: r.numbers! })),
        grids: seriesOf(game.type).map((s) => {
          const g = missGrid(results.map(s.pick), s.values);
          return {
            key: s.key,
            name: s.name,
            values: s.values,
            rows: g.rows.map((r) => [...r]),
            stats: [...g.stats],
          };
        }),
      };
    },

    /** 遗漏: the current miss of every value of every series. */
    async miss(game: GameRow, limit: number) {
      const { results } = await history(game, limit);
      return {
        ...head(game),
        window: results.length,
        grids: seriesOf(game.type).map((s) => {
          const g = missGrid(results.map(s.pick), s.values);
          const lastRow = g.rows[g.rows.length - 1];
          return {
            key: s.key,
            name: s.name,
            values: s.values,
            current: s.values.map((_, j) => lastRow?.[j] ?? 0),
            stats: [...g.stats],
          };
        }),
      };
    },

    /** k3 sums, faces, big/small, odd/even and forms over the last `limit` draws. */
    async k3Statistics(game: GameRow, limit: number) {
      const { results } = await history(game, limit);
      const sums = new Map(range(3, 18).map((v) => [v, 0]));
      const faces = new Map(range(1, 6).map((v) => [v, 0]));
      const bigSmall = { big: 0, small: 0, triple: 0 };
      const oddEven = { odd: 0, even: 0, triple: 0 };
      const forms: Record<string, number> = { triple: 0, straight: 0, pair: 0, mixed: 0 };
      for (const r of results) {
        const s = k3Sum(r);
        sums.set(s, (sums.get(s) ?? 0) + 1);
        for (const d of r) faces.set(d, (faces.get(d) ?? 0) + 1);
        if (k3IsTriple(r)) {
          bigSmall.triple++;
          oddEven.triple++;
        } else {
          bigSmall[s >= 11 ? 'big' : 'small']++;
          oddEven[s % 2 === 1 ? 'odd' : 'even']++;
        }
        const f = k3Form(r);
        forms[f] = (forms[f] ?? 0) + 1;
      }
      const list = (m: Map<number, number>) => [...m].map(([value, count]) => ({ value, count }));
      return {
        gameId: game.id,
        gameCode: game.code,
        window: limit,
        count: results.length,
        sums: list(sums),
        faces: list(faces),
        bigSmall,
        oddEven,
        forms,
      };
    },

    /** 路子: bead plate (6 rows) and big road of each two-sided series (or the one named by `key`). */
    async road(game: GameRow, key: string | undefined, limit: number) {
      const { results } = await history(game, limit);
      const series = sideSeries(game.type, results).filter((s) => !key || s.key === key);
      return {
        ...head(game),
        series: series.map((s) => ({
          key: s.key,
          name: s.name,
          beadPlate: beadPlate(s.values, 6),
          bigRoad: bigRoad(s.values),
        })),
      };
    },

    /** 长龙 of one game, or of every active game when none is named; longest first. */
    async longDragon(game: GameRow | undefined, minRun: number) {
      const targets = game ? [game] : (await games.rows()).filter((g) => g.status === 'active');
      const list = (await Promise.all(targets.map((g) => dragons(g, minRun)))).flat();
      return { list: list.sort((a, b) => b.run - a.run) };
    },
  };
}
export type TrendService = ReturnType<typeof createTrendService>;
