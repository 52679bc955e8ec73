import type { BalanceDetail, SubmitBetsBody, SubmitBetsResult } from '@cailiao/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { balanceKey } from '../../user/api/get-balance';

/** POST /api/bets/submit: all items or none; the same requestId never debits twice. No toast (the page speaks). */
export function submitBets(body: SubmitBetsBody): Promise<SubmitBetsResult> {
  return http.post<SubmitBetsResult>('/api/bets/submit', body, { silent: true });
}

/** Money moved: every balance the app shows is refetched. */
export function invalidateBalances(queryClient: ReturnType<typeof useQueryClient>): void {
  void queryClient.invalidateQueries({ queryKey: balanceKey });
  void queryClient.invalidateQueries({ queryKey: ['user', 'info'] });
  void queryClient.invalidateQueries({ queryKey: ['wallet'] });
  // What the player's own limits still allow (健康游戏) moves with every stake.
  void queryClient.invalidateQueries({ queryKey: ['protection'] });
}

export function useSubmitBets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitBets,
    onSuccess: (result) => {
      queryClient.setQueryData<BalanceDetail>(balanceKey, (old) =>
        old ? { ...old, balance: result.balance, availableBalance: result.balance } : old,
      );
      invalidateBalances(queryClient);
      void queryClient.invalidateQueries({ queryKey: ['bets'] });
    },
  });
}
