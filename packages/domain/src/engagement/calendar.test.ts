import { describe, expect, it } from 'vitest';
import {
  activityPhase,
  checkBonusTiers,
  checkStreakRewards,
  currentStreak,
  monthDays,
  yesterdayOf,
} from './calendar.ts';
import { claimableLevelRewards, type LevelRule } from './levels.ts';

describe('Asia/Shanghai days of engagement', () => {
  it('yesterday changes exactly at Shanghai midnight', () => {
    expect(yesterdayOf(new Date('2026-11-24T15:59:59Z'))).toBe('2026-11-23');
    expect(yesterdayOf(new Date('2026-11-24T16:00:00Z'))).toBe('2026-11-24');
    expect(yesterdayOf(new Date('2026-03-01T00:00:00+08:00'))).toBe('2026-02-28');
  });
  it('lists the days of a month, leap years included', () => {
    expect(monthDays('2026-11')).toHaveLength(30);
    expect(monthDays('2026-02').at(-1)).toBe('2026-02-28');
    expect(monthDays('2028-02').at(-1)).toBe('2028-02-29');
    expect(monthDays('2026-12')[0]).toBe('2026-12-01');
    expect(() => monthDays('2026-13')).toThrow(RangeError);
    expect(() => monthDays('26-1')).toThrow(RangeError);
  });
  it('a streak still counts today when the last sign-in was today or yesterday', () => {
    expect(currentStreak('2026-11-25', null)).toBe(0);
    expect(currentStreak('2026-11-25', { date: '2026-11-25', streak: 4 })).toBe(4);
    expect(currentStreak('2026-11-25', { date: '2026-11-24', streak: 4 })).toBe(4);
    expect(currentStreak('2026-11-25', { date: '2026-11-23', streak: 4 })).toBe(0);
  });
});

describe('activity time windows', () => {
  const w = { startsAt: new Date('2026-06-01T00:00:00Z'), endsAt: new Date('2026-06-30T00:00:00Z') };
  it('is upcoming, ongoing, then ended (end exclusive)', () => {
    expect(activityPhase(w, new Date('2026-05-31T23:59:59Z'))).toBe('upcoming');
    expect(activityPhase(w, new Date('2026-06-01T00:00:00Z'))).toBe('ongoing');
    expect(activityPhase(w, new Date('2026-06-29T23:59:59Z'))).toBe('ongoing');
    expect(activityPhase(w, new Date('2026-06-30T00:00:00Z'))).toBe('ended');
  });
  it('has no end when endsAt is null', () => {
    expect(activityPhase({ startsAt: w.startsAt, endsAt: null }, new Date('2099-01-01T00:00:00Z'))).toBe(
      'ongoing',
    );
  });
});

describe('engagement configuration checks', () => {
  it('streak rewards are whole non-negative fen, 1 to 31 days', () => {
    expect(checkStreakRewards([100, 200])).toEqual([100, 200]);
    expect(() => checkStreakRewards([])).toThrow(RangeError);
    expect(() => checkStreakRewards([1.5])).toThrow(RangeError);
    expect(() => checkStreakRewards([-1])).toThrow(RangeError);
    expect(() => checkStreakRewards(Array(32).fill(1))).toThrow(RangeError);
  });
  it('bonus tiers: thresholds strictly rising, rates 0–10000 bp', () => {
    const tiers = [
      { minTurnoverFen: 10_000, bps: 10 },
      { minTurnoverFen: 100_000, bps: 30 },
    ];
    expect(checkBonusTiers([...tiers].reverse())).toEqual(tiers);
    expect(() => checkBonusTiers([tiers[0]!, { minTurnoverFen: 10_000, bps: 20 }])).toThrow(RangeError);
    expect(() => checkBonusTiers([{ minTurnoverFen: 0, bps: 10_001 }])).toThrow(RangeError);
    expect(() => checkBonusTiers([{ minTurnoverFen: -1, bps: 1 }])).toThrow(RangeError);
    expect(checkBonusTiers([])).toEqual([]);
  });
});

describe('claimable level rewards', () => {
  const table: LevelRule[] = [
    { level: 0, name: 'V0', thresholdFen: 0, rewardFen: 0 },
    { level: 1, name: 'V1', thresholdFen: 100_000, rewardFen: 800 },
    { level: 2, name: 'V2', thresholdFen: 500_000, rewardFen: 1_800 },
    { level: 3, name: 'V3', thresholdFen: 900_000, rewardFen: 0 },
  ];
  it('every reached level with a reward that is not claimed yet', () => {
    expect(claimableLevelRewards(table, 600_000, []).map((l) => l.level)).toEqual([1, 2]);
    expect(claimableLevelRewards(table, 600_000, [1]).map((l) => l.level)).toEqual([2]);
    expect(claimableLevelRewards(table, 950_000, [1, 2])).toEqual([]);
    expect(claimableLevelRewards(table, 0, [])).toEqual([]);
  });
});
