import type { DailyBonusClaimResult, DailyBonusInfo, DailyBonusRates } from '@cailiao/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { selectIsLoggedIn, useAuthStore } from '../../auth/store/auth-store';
import { activityKeys } from './keys';

/** GET /api/activity/daily-bonus/info: yesterday's valid turnover, the rate reached, claimed or not. */
export function getDailyBonusInfo(): Promise<DailyBonusInfo> {
  return http.get<DailyBonusInfo>('/api/activity/daily-bonus/info', { silent: true });
}

/** GET /api/activity/daily-bonus/rates: the tiers (minimum turnover → percent). */
export function getDailyBonusRates(): Promise<DailyBonusRates> {
  return http.get<DailyBonusRates>('/api/activity/daily-bonus/rates', { silent: true });
}

export function useDailyBonusInfo() {
  const loggedIn = useAuthStore(selectIsLoggedIn);
  return useQuery({
    queryKey: activityKeys.bonusInfo,
    queryFn: getDailyBonusInfo,
    enabled: loggedIn,
    staleTime: 0,
  });
}

export function useDailyBonusRates() {
  return useQuery({ queryKey: activityKeys.bonusRates, queryFn: getDailyBonusRates });
}

/** POST /api/activity/daily-bonus/claim: once a day (409 the second time, 422 below the first tier). */
export function claimDailyBonus(): Promise<DailyBonusClaimResult> {
  return http.post<DailyBonusClaimResult>('/api/activity/daily-bonus/claim');
}

export function useClaimDailyBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimDailyBonus,
    onSettled: () =>
      Promise.all(
        [activityKeys.all, ['user'], ['wallet'], ['messages']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
