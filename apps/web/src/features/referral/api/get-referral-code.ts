import type { ReferralCode } from '@cailiao/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { referralKeys } from '../lib/query-keys';

/** GET /api/referral/code: my invite code and the registration link that carries it. */
export function getReferralCode(): Promise<ReferralCode> {
  return http.get<ReferralCode>('/api/referral/code', { silent: true });
}

export function useReferralCode() {
  return useQuery({ queryKey: referralKeys.code, queryFn: getReferralCode, staleTime: 5 * 60_000 });
}
