import type { ClaimLevelRewardResult } from '@cailiao/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** POST /api/level/claim-reward: the reward of one level, once (409 the second time). */
export function claimLevelReward(rewardId: number): Promise<ClaimLevelRewardResult> {
  return http.post<ClaimLevelRewardResult>('/api/level/claim-reward', { rewardId });
}

export function useClaimLevelReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimLevelReward,
    // Claimed or refused (already claimed), the level state, balance and inbox changed or are stale.
    onSettled: () =>
      Promise.all(
        [['level'], ['user'], ['wallet'], ['messages']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
