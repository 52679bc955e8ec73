/**
 * Calendar days in Asia/Shanghai (UTC+8 all year, no daylight saving), used for "today", daily
 * limits, date filters and per-day statistics of money.
 */
const OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** The instant a Shanghai day begins, for the day containing `at`. */
export function shanghaiDayStart(at: Date): Date {
  const shifted = at.getTime() + OFFSET_MS;
  return new Date(shifted - (((shifted % DAY_MS) + DAY_MS) % DAY_MS) - OFFSET_MS);
}

/** `YYYY-MM-DD` of the Shanghai day containing `at`. */
export function shanghaiDate(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant the Shanghai day `YYYY-MM-DD` begins. */
export function shanghaiDateStart(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - OFFSET_MS);
}

/** The half-open range [from, to) of Shanghai days `startDate`..`endDate` (both inclusive, either optional). */
export function shanghaiRange(startDate?: string, endDate?: string): { from?: Date; to?: Date } {
  return {
    from: startDate ? shanghaiDateStart(startDate) : undefined,
    to: endDate ? new Date(shanghaiDateStart(endDate).getTime() + DAY_MS) : undefined,
  };
}

/** `R20261122153045` style stamp (Shanghai local time) for order numbers. */
export function shanghaiStamp(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().replace(/\D/g, '').slice(0, 14);
}

export { DAY_MS };

/** The instant the Shanghai calendar month containing `at` begins (00:00 of the 1st). */
export function shanghaiMonthStart(at: Date): Date {
  const d = new Date(at.getTime() + OFFSET_MS);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) - OFFSET_MS);
}

/** `at` plus whole calendar months in Shanghai time, the day clamped to the month's last (31 Jan + 1 = 28 Feb). */
export function addShanghaiMonths(at: Date, months: number): Date {
  const d = new Date(at.getTime() + OFFSET_MS);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return new Date(target.getTime() + (d.getTime() % DAY_MS) - OFFSET_MS);
}

/** `YYYY-MM-DD HH:mm` in Shanghai time, for messages that say until when. */
export function shanghaiMinute(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}
