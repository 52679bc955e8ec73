import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { invalidateBalances } from './submit-bets';

export interface CancelBetResult {
  betId: number;
  status: string;
  refund: number;
  balance: number;
}

/** POST /api/bet/cancel {betId}: only while the issue takes bets; the stake is refunded. */
export function cancelBet(betId: number): Promise<CancelBetResult> {
  return http.post<CancelBetResult>('/api/bet/cancel', { betId });
}

export function useCancelBet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBet,
    onSuccess: () => {
      invalidateBalances(queryClient);
      void queryClient.invalidateQueries({ queryKey: ['bets'] });
    },
  });
}
