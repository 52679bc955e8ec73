/** Times are shown and days are counted in Asia/Shanghai, as the server counts them. */
const TIME_ZONE = 'Asia/Shanghai';

function parts(date: Date): Record<string, string> {
  const out: Record<string, string> = {};
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  for (const p of format.formatToParts(date)) out[p.type] = p.value;
  return out;
}

/** ISO time → "2026-11-23 04:06:15" (Beijing time); '-' for nothing. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '-';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '-';
  const p = parts(date);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** The Beijing calendar day of a moment, "YYYY-MM-DD". */
export function dayOf(date: Date): string {
  const p = parts(date);
  return `${p.year}-${p.month}-${p.day}`;
}

/** The Beijing day `days` days before the day of `now` (0 = today). */
export function daysAgo(days: number, now: Date = new Date()): string {
  return dayOf(new Date(now.getTime() - days * 86_400_000));
}
