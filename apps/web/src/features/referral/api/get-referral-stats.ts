import type { ReferralStats } from '@cailiao/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { referralKeys } from '../lib/query-keys';

/** GET /api/referral/stats: team size per level, rates, earned, claimable and claimed commission. */
export function getReferralStats(): Promise<ReferralStats> {
  return http.get<ReferralStats>('/api/referral/stats', { silent: true });
}

export function useReferralStats() {
  return useQuery({ queryKey: referralKeys.stats, queryFn: getReferralStats });
}
