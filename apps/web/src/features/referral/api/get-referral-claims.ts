import { PAGE_SIZE, type Page, type ReferralClaim } from '@cailiao/contracts';
import { usePagedQuery } from '../../../hooks/use-paged-query';
import { http } from '../../../lib/http';
import { referralKeys } from '../lib/query-keys';

/** GET /api/referral/claims: what each claim paid into my wallet, newest first. */
export function getReferralClaims(page: number): Promise<Page<ReferralClaim>> {
  return http.get<Page<ReferralClaim>>('/api/referral/claims', {
    params: { page, limit: PAGE_SIZE.default },
    silent: true,
  });
}

export function useReferralClaims() {
  return usePagedQuery(referralKeys.claims, (page) => getReferralClaims(page));
}
