import type { ReferralTree } from '@cailiao/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { referralKeys } from '../lib/query-keys';

/** GET /api/referral/tree: my team three levels deep. */
export function getReferralTree(): Promise<ReferralTree> {
  return http.get<ReferralTree>('/api/referral/tree', { silent: true });
}

export function useReferralTree() {
  return useQuery({ queryKey: referralKeys.tree, queryFn: getReferralTree });
}
