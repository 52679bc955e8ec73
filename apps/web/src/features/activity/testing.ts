import type { ActivityDetail, CheckinHistory, DailyBonusInfo } from '@cailiao/contracts';

/** Fixtures of the activity page tests (test code only). */
export function activity(over: Partial<ActivityDetail> = {}): ActivityDetail {
  return {
    activityId: 4,
    title: '新人首充礼',
    summary: '报名并完成首次充值，审核通过即送8元体验金',
    coverImage: '/activities/newbie.svg',
    kind: 'general',
    link: null,
    startsAt: '2026-06-01T00:00:00.000Z',
    endsAt: '2026-07-01T00:00:00.000Z',
    status: 'ongoing',
    requiresApplication: true,
    reward: 8,
    application: null,
    content: [
      { type: 'heading', text: '参与方式' },
      { type: 'text', text: '点击下方立即报名。' },
    ],
    rules: ['每位新用户限报名一次'],
    ...over,
  };
}

export function checkin(over: Partial<CheckinHistory> = {}): CheckinHistory {
  return {
    month: '2026-06',
    today: '2026-06-03',
    signedToday: false,
    streak: 2,
    nextReward: 3,
    rewards: [1, 2, 3, 5, 8, 10, 18],
    days: [
      { date: '2026-06-01', streak: 1, reward: 1 },
      { date: '2026-06-02', streak: 2, reward: 2 },
    ],
    monthTotalReward: 3,
    ...over,
  };
}

export function bonusInfo(over: Partial<DailyBonusInfo> = {}): DailyBonusInfo {
  return {
    date: '2026-06-02',
    today: '2026-06-03',
    turnover: 2000,
    rate: 0.5,
    amount: 10,
    claimed: false,
    claimedAt: null,
    canClaim: true,
    ...over,
  };
}

export const bonusRates = {
  tiers: [
    { minTurnover: 100, rate: 0.3 },
    { minTurnover: 1000, rate: 0.5 },
  ],
};
