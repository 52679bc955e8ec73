import { addShanghaiDays, shanghaiDate, shanghaiDateTime } from '@cailiao/domain';

/**
 * Times as players in China read them and as the server counts days: Asia/Shanghai (Beijing time),
 * 24-hour clock. The offset and the day arithmetic are @cailiao/domain's.
 */
const instant = (iso: string | null | undefined): Date | null => {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

/** ISO time → "2026-11-23 04:06:15" (Beijing time); "—" for nothing or nonsense. */
export function formatDateTime(iso: string | null | undefined): string {
  const date = instant(iso);
  return date ? shanghaiDateTime(date) : '—';
}

/** ISO time → "04:06:15" (Beijing time); "—" for nothing or nonsense. */
export function formatTime(iso: string | null | undefined): string {
  const date = instant(iso);
  return date ? shanghaiDateTime(date).slice(11) : '—';
}

/** The Beijing day `days` days before the day of `now` (0 = today), "YYYY-MM-DD". */
export function daysAgo(days: number, now: Date = new Date()): string {
  return addShanghaiDays(shanghaiDate(now), -days);
}
