import type { Activity } from '@cailiao/contracts';
import { formatDateTime } from '../../../lib/format/time';

const day = (iso: string) => formatDateTime(iso).slice(0, 10);

/** "2026-06-01 至 2026-07-01", or "2026-06-01 起长期有效" for an activity without an end. */
export function activityWindow(a: Pick<Activity, 'startsAt' | 'endsAt'>): string {
  return a.endsAt ? `${day(a.startsAt)} 至 ${day(a.endsAt)}` : `${day(a.startsAt)} 起长期有效`;
}
