import type { LevelInfo, LevelRewardItem, LevelRewardsInfo } from '@cailiao/contracts';

/** Fixtures of the VIP page tests (test code only). */
export function levelInfo(over: Partial<LevelInfo> = {}): LevelInfo {
  return {
    currentLevel: 1,
    currentLevelName: 'V1',
    nextLevel: 2,
    nextLevelName: 'V2',
    progress: 0.25,
    turnover: 325,
    turnoverToNext: 675,
    nextThreshold: 1000,
    claimableCount: 1,
    ...over,
  };
}

const item = (level: number, threshold: number, reward: number, over: Partial<LevelRewardItem> = {}) => ({
  rewardId: level,
  level,
  name: `V${level}`,
  threshold,
  reward,
  privileges: level ? [`晋级奖励${reward}元`] : ['每日签到奖励'],
  reached: false,
  claimed: false,
  claimable: false,
  claimedAt: null,
  ...over,
});

export function levelRewards(claimed = false): LevelRewardsInfo {
  return {
    currentLevel: 1,
    turnover: 325,
    levels: [
      item(0, 0, 0, { reached: true }),
      item(1, 100, 5, { reached: true, claimed, claimable: !claimed }),
      item(2, 1000, 18),
    ],
  };
}
