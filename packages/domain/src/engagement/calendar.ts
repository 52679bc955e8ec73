import { shanghaiDate } from '../shanghai-time.ts';
import { previousDay } from './streaks.ts';

/** The Asia/Shanghai day before the one containing `at` ('YYYY-MM-DD'): the daily bonus day. */
export function yesterdayOf(at: Date): string {
  return previousDay(shanghaiDate(at));
}

/** Every day ('YYYY-MM-DD') of a calendar month 'YYYY-MM', in order. */
export function monthDays(month: string): string[] {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  const year = Number(m?.[1]);
  const mon = Number(m?.[2]);
  if (!m || mon < 1 || mon > 12) throw new RangeError(`bad month ${month}`);
  const count = new Date(Date.UTC(year, mon, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

/** The streak a player holds on `today`: the last one if it was today or yesterday, else 0. */
export function currentStreak(today: string, last: { date: string; streak: number } | null): number {
  if (!last) return 0;
  return last.date === today || last.date === previousDay(today) ? last.streak : 0;
}

export type ActivityPhase = 'upcoming' | 'ongoing' | 'ended';

/** Where `now` falls in an activity's window [startsAt, endsAt); no end means it never ends. */
export function activityPhase(window: { startsAt: Date; endsAt: Date | null }, now: Date): ActivityPhase {
  if (now.getTime() < window.startsAt.getTime()) return 'upcoming';
  if (window.endsAt && now.getTime() >= window.endsAt.getTime()) return 'ended';
  return 'ongoing';
}

/** Sign-in rewards by streak day (fen), checked: 1–31 days of whole, non-negative fen. */
export function checkStreakRewards(rewardsByDayFen: readonly number[]): number[] {
  if (rewardsByDayFen.length < 1 || rewardsByDayFen.length > 31)
    throw new RangeError('sign-in rewards need 1 to 31 days');
  if (rewardsByDayFen.some((f) => !Number.isSafeInteger(f) || f < 0)) throw new RangeError('bad reward');
  return [...rewardsByDayFen];
}

export interface BonusTier {
  /** Turnover (fen) from which the tier applies. */
  minTurnoverFen: number;
  /** Rate in basis points of that turnover (0–10000). */
  bps: number;
}

/** Daily bonus tiers sorted by threshold, checked: thresholds strictly rising, rates 0–10000 bp. */
export function checkBonusTiers(tiers: readonly BonusTier[]): BonusTier[] {
  const sorted = [...tiers].sort((a, b) => a.minTurnoverFen - b.minTurnoverFen);
  for (const [i, t] of sorted.entries()) {
    if (!Number.isSafeInteger(t.minTurnoverFen) || t.minTurnoverFen < 0)
      throw new RangeError('bad threshold');
    if (!Number.isInteger(t.bps) || t.bps < 0 || t.bps > 10_000) throw new RangeError('bad rate');
    if (i > 0 && t.minTurnoverFen <= sorted[i - 1]!.minTurnoverFen)
      throw new RangeError('tier thresholds must rise strictly');
  }
  return sorted;
}
