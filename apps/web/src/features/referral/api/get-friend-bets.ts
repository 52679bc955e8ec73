import { PAGE_SIZE, type Page, type ReferralFriendBet } from '@cailiao/contracts';
import { usePagedQuery } from '../../../hooks/use-paged-query';
import { http } from '../../../lib/http';
import { referralKeys } from '../lib/query-keys';

/** GET /api/referral/bet-details: my team's bets (or one friend's), game and amount only. */
export function getFriendBets(userId: number | 'all', page: number): Promise<Page<ReferralFriendBet>> {
  return http.get<Page<ReferralFriendBet>>('/api/referral/bet-details', {
    params: { page, limit: PAGE_SIZE.default, ...(userId === 'all' ? {} : { userId }) },
    silent: true,
  });
}

export function useFriendBets(userId: number | 'all') {
  return usePagedQuery(referralKeys.bets(userId), (page) => getFriendBets(userId, page));
}
