import { PAGE_SIZE, type Page, type ReferralReward } from '@cailiao/contracts';
import { usePagedQuery } from '../../../hooks/use-paged-query';
import { http } from '../../../lib/http';
import { referralKeys } from '../lib/query-keys';

export type RewardFilter = 'all' | 'unclaimed' | 'claimed';

/** GET /api/referral/rewards: the commission of each friend's settled bet, newest first. */
export function getReferralRewards(status: RewardFilter, page: number): Promise<Page<ReferralReward>> {
  return http.get<Page<ReferralReward>>('/api/referral/rewards', {
    params: { page, limit: PAGE_SIZE.default, ...(status === 'all' ? {} : { status }) },
    silent: true,
  });
}

export function useReferralRewards(status: RewardFilter) {
  return usePagedQuery(referralKeys.rewards(status), (page) => getReferralRewards(status, page));
}
