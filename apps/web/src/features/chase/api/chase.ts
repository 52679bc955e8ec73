import type {
  CancelChaseBody,
  Chase,
  ChaseCancelled,
  ChasePage,
  ChaseStarted,
  ChaseStatus,
  StartChaseBody,
} from '@cailiao/contracts';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePagedQuery } from '../../../hooks/use-paged-query';
import { http } from '../../../lib/http';
import { selectIsLoggedIn, useAuthStore } from '../../auth/store/auth-store';
import { invalidateBalances } from '../../game/api/submit-bets';

export const chaseKeys = {
  all: ['chase'] as const,
  list: (status: ChaseStatus | undefined) => ['chase', 'list', status ?? 'all'] as const,
  one: (id: number) => ['chase', 'detail', id] as const,
};

/** POST /api/chase: the whole plan is frozen at once; the same requestId never freezes twice. */
export function startChase(body: StartChaseBody): Promise<ChaseStarted> {
  return http.post<ChaseStarted>('/api/chase', body, { silent: true });
}

/** GET /api/chase: the player's chases, newest first, 20 a page. */
export function getChases(status: ChaseStatus | undefined, page: number): Promise<ChasePage> {
  return http.get<ChasePage>('/api/chase', {
    params: { page, limit: 20, ...(status ? { status } : {}) },
    silent: true,
  });
}

export function getChase(id: number): Promise<Chase> {
  return http.get<Chase>(`/api/chase/${id}`, { silent: true });
}

/** POST /api/chase/{id}/cancel: every waiting issue, or those listed, released at once. */
export function cancelChase(id: number, body: CancelChaseBody): Promise<ChaseCancelled> {
  return http.post<ChaseCancelled>(`/api/chase/${id}/cancel`, body, { silent: true });
}

/** Money moved and a chase changed: balances, bets and chase pages reload. */
export function chaseChanged(queryClient: QueryClient) {
  invalidateBalances(queryClient);
  void queryClient.invalidateQueries({ queryKey: chaseKeys.all });
  void queryClient.invalidateQueries({ queryKey: ['bets'] });
}

export function useStartChase() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: startChase, onSuccess: () => chaseChanged(queryClient) });
}

export function useCancelChase(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CancelChaseBody) => cancelChase(id, body),
    onSuccess: (chase) => {
      queryClient.setQueryData(chaseKeys.one(id), chase);
      chaseChanged(queryClient);
    },
  });
}

export function useChasePages(status: ChaseStatus | undefined) {
  const loggedIn = useAuthStore(selectIsLoggedIn);
  return usePagedQuery(chaseKeys.list(status), (page) => getChases(status, page), { enabled: loggedIn });
}

/** One chase; `chase_update` frames refresh it the moment an issue is placed, settled or it ends. */
export function useChase(id: number | undefined) {
  const loggedIn = useAuthStore(selectIsLoggedIn);
  return useQuery({
    queryKey: chaseKeys.one(id ?? 0),
    queryFn: () => getChase(id!),
    enabled: loggedIn && id !== undefined,
    staleTime: 0,
  });
}
