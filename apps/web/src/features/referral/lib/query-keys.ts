import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the referral screens; every key starts with 'referral' so one prefix clears them. */
export const referralKeys = {
  code: ['referral', 'code'] as const,
  stats: ['referral', 'stats'] as const,
  tree: ['referral', 'tree'] as const,
  friends: (level: number | 'all') => ['referral', 'friends', level] as const,
  rewards: (status: string) => ['referral', 'rewards', status] as const,
  claims: ['referral', 'claims'] as const,
  bets: (userId: number | 'all') => ['referral', 'bets', userId] as const,
};

/** After a claim or a friend's registration, every referral screen is stale (and so is the balance). */
export function invalidateReferral(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [['referral'], ['user'], ['wallet']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
