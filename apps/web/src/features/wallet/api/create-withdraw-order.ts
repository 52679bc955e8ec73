import type { CreateWithdrawOrderBody, WithdrawOrder } from '@cailiao/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { invalidateMoney, walletKeys } from '../lib/query-keys';

/** POST /api/withdraw/orders: freezes amount + fee until the operator pays or the player cancels. */
export function createWithdrawOrder(body: CreateWithdrawOrderBody): Promise<WithdrawOrder> {
  return http.post<WithdrawOrder>('/api/withdraw/orders', body);
}

export function useCreateWithdrawOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWithdrawOrder,
    onSuccess: () => invalidateMoney(queryClient),
    // A wrong password counts toward the lock: show the remaining tries.
    onError: () => queryClient.invalidateQueries({ queryKey: walletKeys.withdrawPassword }),
  });
}
