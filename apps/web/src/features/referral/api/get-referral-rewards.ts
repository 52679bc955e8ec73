import type { Page, ReferralReward } from '@cailiao/contracts';
import { http } from '../../../lib/http';
import { PAGE_LIMIT, usePagedQuery } from '../../wallet/lib/paged';
import { referralKeys } from '../lib/query-keys';

export type RewardFilter = 'all' | 'unclaimed' | 'claimed';

/** GET /api/referral/rewards: the commission of each friend's settled bet, newest first. */
export function getReferralRewards(status: RewardFilter, page: number): Promise<Page<ReferralReward>> {
  return http.get<Page<ReferralReward>>('/api/referral/rewards', {
    params: { page, limit: PAGE_LIMIT, ...(status === 'all' ? {} : { status }) },
    silent: true,
  });
}

export function useReferralRewards(status: RewardFilter) {
  return usePagedQuery(referralKeys.rewards(status), (page) => getReferralRewards(status, page));
}
