import type { ReferralSettleResult } from '@cailiao/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { invalidateReferral } from '../lib/query-keys';

/** POST /api/referral/settle: claims every unclaimed commission into the wallet (409 when none). */
export function settleReferral(): Promise<ReferralSettleResult> {
  return http.post<ReferralSettleResult>('/api/referral/settle');
}

export function useSettleReferral() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: settleReferral, onSettled: () => invalidateReferral(queryClient) });
}
