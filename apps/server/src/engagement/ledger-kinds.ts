import type { LedgerKind } from '@cailiao/contracts';

/**
 * The ledger kinds engagement credits, each with a reference that makes a second claim replay
 * instead of paying twice. Listed in LEDGER_KINDS of packages/contracts/src/wallet.ts.
 */
export const ENGAGEMENT_LEDGER_KINDS = {
  vipReward: 'vip_reward',
  signInReward: 'sign_in_reward',
  dailyBonus: 'daily_bonus',
  activityReward: 'activity_reward',
} as const satisfies Record<string, LedgerKind>;

export const rewardReference = {
  vip: (userId: number, level: number) => `vip_reward:${userId}:${level}`,
  signIn: (userId: number, day: string) => `signin:${userId}:${day}`,
  dailyBonus: (userId: number, day: string) => `daily_bonus:${userId}:${day}`,
  activity: (applicationId: number) => `activity_reward:${applicationId}`,
};
