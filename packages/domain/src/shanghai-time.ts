/**
 * Asia/Shanghai days and wall-clock time: the one place that knows the offset. China keeps UTC+8
 * all year (no daylight saving), so a fixed offset is exact. Used for "today", daily limits, date
 * filters, per-day statistics, order numbers, issue numbers and what the client shows.
 */

/** UTC+8, in milliseconds. */
export const SHANGHAI_OFFSET_MS = 8 * 3_600_000;
/** One calendar day in milliseconds (every Shanghai day has exactly this many). */
export const DAY_MS = 86_400_000;

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** The Shanghai wall clock of an instant, as the UTC fields of a shifted Date. */
const wallClock = (at: Date): Date => new Date(at.getTime() + SHANGHAI_OFFSET_MS);

/** The instant a Shanghai day begins, for the day containing `at`. */
export function shanghaiDayStart(at: Date): Date {
  const shifted = at.getTime() + SHANGHAI_OFFSET_MS;
  return new Date(shifted - (((shifted % DAY_MS) + DAY_MS) % DAY_MS) - SHANGHAI_OFFSET_MS);
}

/** `YYYY-MM-DD` of the Shanghai day containing `at` (years 0000–9999). */
export function shanghaiDate(at: Date): string {
  return wallClock(at).toISOString().slice(0, 10);
}

/** `YYYY-MM-DD HH:mm:ss`, the Shanghai wall clock at `at` (24-hour). */
export function shanghaiDateTime(at: Date): string {
  return wallClock(at).toISOString().slice(0, 19).replace('T', ' ');
}

/** `R20261122153045` style stamp (Shanghai local time, to the second) for order numbers. */
export function shanghaiStamp(at: Date): string {
  return wallClock(at).toISOString().replace(/\D/g, '').slice(0, 14);
}

/** True when `date` is `YYYY-MM-DD` and names a day that exists (no 02-30). */
export function isCalendarDate(date: string): boolean {
  if (!DATE_RE.test(date)) return false;
  const ms = Date.parse(`${date}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().startsWith(date);
}

/** The instant the Shanghai day `YYYY-MM-DD` begins. */
export function shanghaiDateStart(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - SHANGHAI_OFFSET_MS);
}

/** The Shanghai day `days` days after (negative: before) the day `YYYY-MM-DD`. */
export function addShanghaiDays(date: string, days: number): string {
  return shanghaiDate(new Date(shanghaiDateStart(date).getTime() + days * DAY_MS));
}

/** The half-open range [from, to) of Shanghai days `startDate`..`endDate` (both inclusive, either optional). */
export function shanghaiRange(startDate?: string, endDate?: string): { from?: Date; to?: Date } {
  return {
    from: startDate ? shanghaiDateStart(startDate) : undefined,
    to: endDate ? new Date(shanghaiDateStart(endDate).getTime() + DAY_MS) : undefined,
  };
}
/** The instant the Shanghai calendar month containing `at` begins (00:00 of the 1st). */
export function shanghaiMonthStart(at: Date): Date {
  const d = new Date(at.getTime() + SHANGHAI_OFFSET_MS);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) - SHANGHAI_OFFSET_MS);
}

/** `at` plus whole calendar months in Shanghai time, the day clamped to the month's last (31 Jan + 1 = 28 Feb). */
export function addShanghaiMonths(at: Date, months: number): Date {
  const d = new Date(at.getTime() + SHANGHAI_OFFSET_MS);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return new Date(target.getTime() + (d.getTime() % DAY_MS) - SHANGHAI_OFFSET_MS);
}

/** `YYYY-MM-DD HH:mm` in Shanghai time, for messages that say until when. */
export function shanghaiMinute(at: Date): string {
  return new Date(at.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}
