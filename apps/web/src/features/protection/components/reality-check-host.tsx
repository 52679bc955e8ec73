import { nextRealityCheckAt } from '@cailiao/domain';
import { useEffect } from 'react';
import { useAuthStore } from '../../auth/store/auth-store';
import { endPlaySession, playSessionStart } from '../lib/play-session';

// The dialog loads when first due: antd-mobile's Dialog is not part of the app's first load.
const showRealityCheck = (since: number) =>
  import('./reality-check-dialog').then((m) => m.showRealityCheck(since));

/**
 * The hourly reality check (SPEC beyond: player protection): while a player is signed in, every
 * whole hour since the session began shows the time played and the net result of the session.
 */
export function RealityCheckHost() {
  const userId = useAuthStore((s) => s.user?.id ?? null);

  useEffect(() => {
    if (userId === null) {
      endPlaySession();
      return;
    }
    const start = playSessionStart(userId);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    const schedule = () => {
      const delay = Math.max(0, nextRealityCheckAt(start, Date.now()) - Date.now());
      timer = setTimeout(() => {
        void showRealityCheck(start).finally(() => {
          if (!cancelled) schedule();
        });
      }, delay);
    };
    schedule();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [userId]);

  return null;
}
