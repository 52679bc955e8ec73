import type { Page, ReferralFriend } from '@cailiao/contracts';
import { http } from '../../../lib/http';
import { PAGE_LIMIT, usePagedQuery } from '../../wallet/lib/paged';
import { referralKeys } from '../lib/query-keys';

/** GET /api/referral/list: my team, newest first, one level or all three. */
export function getReferralFriends(level: number | 'all', page: number): Promise<Page<ReferralFriend>> {
  return http.get<Page<ReferralFriend>>('/api/referral/list', {
    params: { page, limit: PAGE_LIMIT, ...(level === 'all' ? {} : { level }) },
    silent: true,
  });
}

export function useReferralFriends(level: number | 'all') {
  return usePagedQuery(referralKeys.friends(level), (page) => getReferralFriends(level, page));
}
