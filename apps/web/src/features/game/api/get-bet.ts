import type { BetDetail } from '@cailiao/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { selectIsLoggedIn, useAuthStore } from '../../auth/store/auth-store';

export const betKey = (id: number) => ['bets', 'detail', id] as const;

/** GET /api/bets/{id} → the bet and its issue (seed once drawn). */
export function getBet(id: number): Promise<BetDetail> {
  return http.get<BetDetail>(`/api/bets/${id}`, { silent: true });
}

/** One bet; polled while it waits for its draw so the result shows as soon as it settles. */
export function useBet(id: number | undefined) {
  const loggedIn = useAuthStore(selectIsLoggedIn);
  return useQuery({
    queryKey: betKey(id ?? 0),
    queryFn: () => getBet(id!),
    enabled: loggedIn && id !== undefined,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 2_000 : false),
  });
}
