import { LIMITS } from '@cailiao/domain';

/** Badge text of an unread count: nothing for 0, the number up to 99, then 99+ (SPEC.md §2). */
export function formatUnread(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > LIMITS.badgeCap ? `${LIMITS.badgeCap}+` : String(Math.floor(count));
}
