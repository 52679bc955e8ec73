import { shanghaiDate } from '../shanghai-time.ts';

const DAY_MS = 86_400_000;

/** The Asia/Shanghai day before `date` ('YYYY-MM-DD'). */
export function previousDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
}

/**
 * The sign-in streak that a sign-in on `today` makes, given the player's last sign-in day (or
 * null) and its streak: consecutive Asia/Shanghai days continue it, a gap starts again at 1.
 * Null when the player has already signed in today.
 */
export function nextStreak(today: string, last: { date: string; streak: number } | null): number | null {
  if (!last) return 1;
  if (last.date === today) return null;
  return last.date === previousDay(today) ? last.streak + 1 : 1;
}

/** The reward of a streak day from a table of rewards by day (the last entry repeats after the end). */
export function streakRewardFen(streak: number, rewardsByDayFen: readonly number[]): number {
  if (rewardsByDayFen.length === 0 || streak < 1) return 0;
  return rewardsByDayFen[Math.min(streak, rewardsByDayFen.length) - 1]!;
}

/** The Asia/Shanghai day of an instant, for sign-in and daily bonus. */
export const signInDay = (at: Date): string => shanghaiDate(at);
