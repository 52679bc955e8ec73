import type { RechargeOrder } from '@cailiao/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { invalidateMoney, walletKeys } from '../lib/query-keys';

/** POST /api/recharge/orders/{id}/cancel — only while the order is pending. */
export function cancelRechargeOrder(id: number): Promise<RechargeOrder> {
  return http.post<RechargeOrder>(`/api/recharge/orders/${id}/cancel`);
}

export function useCancelRechargeOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRechargeOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(walletKeys.rechargeOrder(order.id), order);
      return invalidateMoney(queryClient);
    },
  });
}
