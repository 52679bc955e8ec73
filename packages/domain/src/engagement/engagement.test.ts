import { describe, expect, it } from 'vitest';
import { commissionFen, commissionsForBet, dailyBonusFen } from './commissions.ts';
import { earnedLevelRewards, type LevelRule, levelProgress } from './levels.ts';
import { nextStreak, previousDay, signInDay, streakRewardFen } from './streaks.ts';

const TABLE: LevelRule[] = [
  { level: 0, name: 'V0', thresholdFen: 0, rewardFen: 0 },
  { level: 1, name: 'V1', thresholdFen: 100_000, rewardFen: 800 },
  { level: 2, name: 'V2', thresholdFen: 500_000, rewardFen: 1_800 },
];

describe('VIP levels', () => {
  it('place a turnover between thresholds, with progress and what is left', () => {
    expect(levelProgress(TABLE, 0)).toMatchObject({
      current: { level: 0 },
      next: { level: 1 },
      progress: 0,
      toNextFen: 100_000,
    });
    expect(levelProgress(TABLE, 99_999).current.level).toBe(0);
    expect(levelProgress(TABLE, 100_000)).toMatchObject({
      current: { level: 1 },
      progress: 0,
      toNextFen: 400_000,
    });
    expect(levelProgress(TABLE, 300_000).progress).toBe(0.5);
    expect(levelProgress(TABLE, 9_000_000)).toMatchObject({
      current: { level: 2 },
      next: null,
      progress: 1,
      toNextFen: 0,
    });
  });
  it('earn the reward of every level reached', () => {
    expect(earnedLevelRewards(TABLE, 600_000).map((l) => l.level)).toEqual([1, 2]);
    expect(earnedLevelRewards(TABLE, 10)).toEqual([]);
  });
  it('refuse a table that does not start at 0 or does not rise', () => {
    expect(() => levelProgress([{ level: 1, name: 'V1', thresholdFen: 5, rewardFen: 0 }], 0)).toThrow(
      RangeError,
    );
    expect(() =>
      levelProgress([...TABLE, { level: 3, name: 'V3', thresholdFen: 500_000, rewardFen: 0 }], 0),
    ).toThrow(RangeError);
  });
});

describe('sign-in streaks in Asia/Shanghai days', () => {
  it('23:59:59 and 00:00:00 Shanghai are different days', () => {
    expect(signInDay(new Date('2026-11-24T15:59:59Z'))).toBe('2026-11-24');
    expect(signInDay(new Date('2026-11-24T16:00:00Z'))).toBe('2026-11-25');
  });
  it('continue on the next day, restart after a gap, refuse twice a day', () => {
    expect(nextStreak('2026-11-25', null)).toBe(1);
    expect(nextStreak('2026-11-25', { date: '2026-11-24', streak: 3 })).toBe(4);
    expect(nextStreak('2026-11-25', { date: '2026-11-23', streak: 3 })).toBe(1);
    expect(nextStreak('2026-11-25', { date: '2026-11-25', streak: 3 })).toBeNull();
    expect(previousDay('2026-03-01')).toBe('2026-02-28');
    expect(previousDay('2026-01-01')).toBe('2025-12-31');
  });
  it('reward by streak day, the last entry repeating', () => {
    const rewards = [100, 200, 300];
    expect([1, 2, 3, 4, 30].map((d) => streakRewardFen(d, rewards))).toEqual([100, 200, 300, 300, 300]);
  });
});

describe('referral commission', () => {
  const rates = { bpsByLevel: [50, 20, 10] };
  it('a share of the stake per level, rounded down to the fen', () => {
    expect(commissionFen(10_000, 1, rates)).toBe(50);
    expect(commissionFen(10_000, 2, rates)).toBe(20);
    expect(commissionFen(10_000, 3, rates)).toBe(10);
    expect(commissionFen(10_000, 4, rates)).toBe(0);
    expect(commissionFen(199, 1, rates)).toBe(0);
  });
  it('three levels up the chain on a settled bet; nothing on a voided one', () => {
    expect(commissionsForBet({ stakeFen: 100_000, status: 'lost' }, [7, 5, 3, 1], rates)).toEqual([
      { userId: 7, level: 1, amountFen: 500 },
      { userId: 5, level: 2, amountFen: 200 },
      { userId: 3, level: 3, amountFen: 100 },
    ]);
    expect(commissionsForBet({ stakeFen: 100_000, status: 'refunded' }, [7, 5, 3], rates)).toEqual([]);
  });
  it('daily bonus at the highest tier reached', () => {
    const tiers = [
      { minTurnoverFen: 10_000, bps: 10 },
      { minTurnoverFen: 100_000, bps: 30 },
    ];
    expect(dailyBonusFen(5_000, tiers)).toBe(0);
    expect(dailyBonusFen(50_000, tiers)).toBe(50);
    expect(dailyBonusFen(200_000, tiers)).toBe(600);
  });
});
