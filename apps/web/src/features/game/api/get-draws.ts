import { type DrawItem, nextPage, type Page } from '@cailiao/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const drawsKey = (game: string | number) => ['game', 'draws', String(game)] as const;

/** GET /api/draw/{game}/latest?page&limit → a page of draws, newest first. */
export function getDraws(game: string | number, page = 1, limit = 20): Promise<Page<DrawItem>> {
  return http.get<Page<DrawItem>>(`/api/draw/${encodeURIComponent(String(game))}/latest`, {
    params: { page, limit },
    silent: true,
  });
}

export function useDrawPages(game: string | number | undefined, limit = 20) {
  return useInfiniteQuery({
    queryKey: [...drawsKey(game ?? ''), limit],
    queryFn: ({ pageParam }) => getDraws(game!, pageParam, limit),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPage(last.pagination),
    enabled: game !== undefined,
    staleTime: 5_000,
  });
}
