import type { Game, TrendData } from '@cailiao/contracts';
import { type Family, missTable, range } from '@cailiao/domain';
import { useQuery } from '@tanstack/react-query';
import { http, isApiError } from '../../../lib/http';
import { getDraws } from './get-draws';

/** The per-position series a trend chart shows when computed in the browser (mirrors the server's). */
const FALLBACK_SERIES: Record<Family, { names: string[]; values: number[] }> = {
  k3: { names: ['第一骰', '第二骰', '第三骰'], values: range(1, 6) },
  ssc: { names: ['万位', '千位', '百位', '十位', '个位'], values: range(0, 9) },
  pk10: {
    names: ['冠军', '亚军', '第三名', '第四名', '第五名', '第六名', '第七名', '第八名', '第九名', '第十名'],
    values: range(1, 10),
  },
  lhc: { names: ['正码一', '正码二', '正码三', '正码四', '正码五', '正码六', '特码'], values: range(1, 49) },
  xy28: { names: ['第一位', '第二位', '第三位'], values: range(0, 9) },
};

/** Trend grids computed from GET /api/draw/{game}/latest with the domain's miss tables. */
async function computeTrend(game: Game, limit: number): Promise<TrendData> {
  const page = await getDraws(game.code, 1, Math.min(limit, 100));
  const drawn = page.list.filter((d) => d.numbers).reverse();
  const history = drawn.map((d) => d.numbers!);
  const { names, values } = FALLBACK_SERIES[game.type];
  const grids = missTable(
    history,
    names.map((_, i) => i),
    values,
  ).map((g, i) => ({
    key: `pos${i + 1}`,
    name: names[i]!,
    values: [...values],
    rows: g.rows.map((r) => [...r]),
    stats: g.stats.map((s) => ({ ...s })),
  }));
  return {
    gameId: game.id,
    gameCode: game.code,
    gameType: game.type,
    issues: drawn.map((d) => ({ issueNo: d.issueNo, numbers: d.numbers! })),
    grids,
  };
}

/** GET /api/lottery/trend?gameId&limit; computed in the browser where the server has no trend route. */
export async function getTrend(game: Game, limit: number): Promise<TrendData> {
  try {
    return await http.get<TrendData>('/api/lottery/trend', {
      params: { gameId: game.id, limit },
      silent: true,
    });
  } catch (error) {
    // A missing route (an older server): the draws are enough to compute it here.
    if (isApiError(error) && error.status === 404) return computeTrend(game, limit);
    throw error;
  }
}

export function useTrend(game: Game | undefined, limit: number) {
  return useQuery({
    queryKey: ['game', 'trend', game?.id ?? 0, limit],
    queryFn: () => getTrend(game!, limit),
    enabled: game !== undefined,
    staleTime: 10_000,
    refetchInterval: 30_000,
  });
}
