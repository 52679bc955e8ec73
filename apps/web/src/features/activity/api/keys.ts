/** Query keys of activities, sign-in and the daily bonus: one prefix (`activity`) clears them all. */
export const activityKeys = {
  all: ['activity'] as const,
  list: (status: string) => ['activity', 'list', status] as const,
  detail: (id: number) => ['activity', 'detail', id] as const,
  checkin: (month: string | undefined) => ['activity', 'checkin', month ?? 'current'] as const,
  bonusInfo: ['activity', 'daily-bonus', 'info'] as const,
  bonusRates: ['activity', 'daily-bonus', 'rates'] as const,
};
