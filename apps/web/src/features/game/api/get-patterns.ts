import type { DragonItem, RoadData } from '@cailiao/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** GET /api/longdragon/query?gameId&minRun: the game's current runs (长龙), longest first. */
export function getDragons(gameId: number, minRun = 3): Promise<{ list: DragonItem[] }> {
  return http.get('/api/longdragon/query', { params: { gameId, minRun }, silent: true });
}

/** GET /api/ssc/{game}/road?limit: bead plate and big road of every two-sided series (any family). */
export function getRoad(gameId: number, limit = 60): Promise<RoadData> {
  return http.get(`/api/ssc/${gameId}/road`, { params: { limit }, silent: true });
}

// Keys start with the game id so an issue_drawn frame refreshes them (lottery-frames.ts).
export function useDragons(gameId: number, enabled = true) {
  return useQuery({
    queryKey: ['game', 'dragons', gameId],
    queryFn: () => getDragons(gameId),
    enabled,
    staleTime: 10_000,
    refetchInterval: 60_000,
  });
}

export function useRoad(gameId: number, enabled = true) {
  return useQuery({
    queryKey: ['game', 'road', gameId],
    queryFn: () => getRoad(gameId),
    enabled,
    staleTime: 10_000,
    refetchInterval: 60_000,
  });
}
