/**
 * When this tab's session of play began, for the hourly reality check: kept in sessionStorage per
 * player, so a reload keeps counting and another player (or a new login) starts afresh.
 */
const KEY = 'cailiao:play-session';

export function playSessionStart(userId: number, now = Date.now()): number {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as {
      userId?: number;
      start?: number;
    } | null;
    if (stored?.userId === userId && typeof stored.start === 'number' && stored.start <= now)
      return stored.start;
    sessionStorage.setItem(KEY, JSON.stringify({ userId, start: now }));
  } catch {
    // storage unavailable: the session starts now
  }
  return now;
}

export function endPlaySession(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing to clear
  }
}
