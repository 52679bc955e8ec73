import { PAGE_SIZE, type Page, type ReferralFriend } from '@cailiao/contracts';
import { usePagedQuery } from '../../../hooks/use-paged-query';
import { http } from '../../../lib/http';
import { referralKeys } from '../lib/query-keys';

/** GET /api/referral/list: my team, newest first, one level or all three. */
export function getReferralFriends(level: number | 'all', page: number): Promise<Page<ReferralFriend>> {
  return http.get<Page<ReferralFriend>>('/api/referral/list', {
    params: { page, limit: PAGE_SIZE.default, ...(level === 'all' ? {} : { level }) },
    silent: true,
  });
}

export function useReferralFriends(level: number | 'all') {
  return usePagedQuery(referralKeys.friends(level), (page) => getReferralFriends(level, page));
}
