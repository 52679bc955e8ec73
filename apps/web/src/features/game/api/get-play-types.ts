import type { GameFamily, OddsAnswer, PlayType } from '@cailiao/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** GET /api/game/{id}/play-types → every play of the game's family with the odds in force. */
export function getPlayTypes(game: string | number): Promise<PlayType[]> {
  return http.get<PlayType[]>(`/api/game/${encodeURIComponent(String(game))}/play-types`, { silent: true });
}

/** The plays of `game`, as the betting page reads them (and its warm-up fetches them). */
export const playTypesQuery = (game: string | number) =>
  queryOptions({
    queryKey: ['game', 'play-types', String(game)],
    queryFn: () => getPlayTypes(game),
    staleTime: 60_000,
  });

export function usePlayTypes(game: string | number | undefined) {
  return useQuery({ ...playTypesQuery(game ?? ''), enabled: game !== undefined });
}

/** GET /api/game/play-types?gameType= → the plays of a family's first game (the rules page). */
export function getFamilyPlayTypes(gameType: GameFamily): Promise<PlayType[]> {
  return http.get<PlayType[]>('/api/game/play-types', { params: { gameType }, silent: true });
}

export function useFamilyPlayTypes(gameType: GameFamily) {
  return useQuery({
    queryKey: ['game', 'family-play-types', gameType],
    queryFn: () => getFamilyPlayTypes(gameType),
    staleTime: 60_000,
  });
}

/** GET /api/game/{id}/odds?play=&option= → odds of one free-selection option (lhc number/zodiac lists). */
export function getOdds(game: string | number, play: string, option: string): Promise<OddsAnswer> {
  return http.get<OddsAnswer>(`/api/game/${encodeURIComponent(String(game))}/odds`, {
    params: { play, option },
    silent: true,
  });
}

export function useOdds(game: string | number | undefined, play: string, option: string | null) {
  return useQuery({
    queryKey: ['game', 'odds', String(game ?? ''), play, option ?? ''],
    queryFn: () => getOdds(game!, play, option!),
    enabled: game !== undefined && option !== null,
    staleTime: 60_000,
  });
}
