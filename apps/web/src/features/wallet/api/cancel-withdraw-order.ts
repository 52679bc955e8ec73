import type { WithdrawOrder } from '@cailiao/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { invalidateMoney } from '../lib/query-keys';

/** POST /api/withdraw/orders/{id}/cancel: unfreezes amount + fee while the order is pending. */
export function cancelWithdrawOrder(id: number): Promise<WithdrawOrder> {
  return http.post<WithdrawOrder>(`/api/withdraw/orders/${id}/cancel`);
}

export function useCancelWithdrawOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelWithdrawOrder,
    onSuccess: () => invalidateMoney(queryClient),
  });
}
