import type { DrawItem, Page } from '@cailiao/contracts';
import { usePagedQuery } from '../../../hooks/use-paged-query';
import { http } from '../../../lib/http';

export const drawsKey = (game: string | number) => ['game', 'draws', String(game)] as const;

/** GET /api/draw/{game}/latest?page&limit → a page of draws, newest first. */
export function getDraws(game: string | number, page = 1, limit = 20): Promise<Page<DrawItem>> {
  return http.get<Page<DrawItem>>(`/api/draw/${encodeURIComponent(String(game))}/latest`, {
    params: { page, limit },
    silent: true,
  });
}

/** Draws page by page, newest first; a fresh load (pull-to-refresh) starts over at page 1. */
export function useDrawPages(game: string | number | undefined, limit = 20) {
  return usePagedQuery([...drawsKey(game ?? ''), limit], (page) => getDraws(game!, page, limit), {
    enabled: game !== undefined,
    staleTime: 5_000,
  });
}
