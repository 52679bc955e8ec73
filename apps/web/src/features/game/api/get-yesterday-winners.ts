import type { ProfitRanking } from '@cailiao/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../lib/http';

export type YesterdayWinners = z.infer<typeof ProfitRanking>;

export const yesterdayWinnersKey = ['game', 'winners', 'yesterday'] as const;

/** GET /api/reports/profit-ranking/yesterday: yesterday's biggest winners, names masked by the server. */
export function getYesterdayWinners(): Promise<YesterdayWinners> {
  return http.get<YesterdayWinners>('/api/reports/profit-ranking/yesterday', { silent: true });
}

/** Yesterday does not change during the day: fetched once in a while, quietly. */
export function useYesterdayWinners() {
  return useQuery({ queryKey: yesterdayWinnersKey, queryFn: getYesterdayWinners, staleTime: 10 * 60_000 });
}
