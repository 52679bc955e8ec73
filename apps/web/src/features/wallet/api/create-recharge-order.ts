import type { CreateRechargeOrderBody, RechargeOrder } from '@cailiao/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { invalidateMoney } from '../lib/query-keys';

/** POST /api/recharge/orders (idempotent by requestId). A demo-channel order answers `completed`. */
export function createRechargeOrder(body: CreateRechargeOrderBody): Promise<RechargeOrder> {
  return http.post<RechargeOrder>('/api/recharge/orders', body);
}

export function useCreateRechargeOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRechargeOrder,
    onSuccess: () => invalidateMoney(queryClient),
  });
}
