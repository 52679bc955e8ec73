import { useEffect, useState } from 'react';
import { create } from 'zustand';

/**
 * The offset between the server's clock and this device's: countdowns run on server time so a phone
 * whose clock is wrong still closes betting when the server does.
 */
interface ServerClockState {
  /** serverTime − Date.now(), in ms. */
  offsetMs: number;
  synced: boolean;
  sync: (serverTimeIso: string, sentAt: number, receivedAt: number) => void;
}

export const useServerClock = create<ServerClockState>()((set) => ({
  offsetMs: 0,
  synced: false,
  sync: (serverTimeIso, sentAt, receivedAt) => {
    const serverTime = Date.parse(serverTimeIso);
    if (!Number.isFinite(serverTime)) return;
    // The server read its clock somewhere between send and receipt: take the midpoint.
    set({ offsetMs: Math.round(serverTime - (sentAt + receivedAt) / 2), synced: true });
  },
}));

/** The server's time now, in epoch ms. */
export function serverNow(): number {
  return Date.now() + useServerClock.getState().offsetMs;
}

/** Server time that re-renders every `tickMs`. */
export function useServerNow(tickMs = 250): number {
  const offset = useServerClock((s) => s.offsetMs);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(id);
  }, [tickMs]);
  return now + offset;
}
