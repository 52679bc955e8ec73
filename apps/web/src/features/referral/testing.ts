import type { ReferralStats } from '@cailiao/contracts';

/** Fixtures of the referral page tests (test code only). */
export function referralStats(over: Partial<ReferralStats> = {}): ReferralStats {
  return {
    code: 'XYZ789AB',
    levelCounts: [2, 1, 0],
    teamCount: 3,
    todayNew: 1,
    rates: [
      { level: 1, ratePercent: 0.5 },
      { level: 2, ratePercent: 0.2 },
      { level: 3, ratePercent: 0.1 },
    ],
    teamTurnover: 1200,
    totalCommission: 5.5,
    claimable: 3.25,
    claimed: 2.25,
    ...over,
  };
}
