import type { Page, ReferralClaim } from '@cailiao/contracts';
import { http } from '../../../lib/http';
import { PAGE_LIMIT, usePagedQuery } from '../../wallet/lib/paged';
import { referralKeys } from '../lib/query-keys';

/** GET /api/referral/claims: what each claim paid into my wallet, newest first. */
export function getReferralClaims(page: number): Promise<Page<ReferralClaim>> {
  return http.get<Page<ReferralClaim>>('/api/referral/claims', {
    params: { page, limit: PAGE_LIMIT },
    silent: true,
  });
}

export function useReferralClaims() {
  return usePagedQuery(referralKeys.claims, (page) => getReferralClaims(page));
}
