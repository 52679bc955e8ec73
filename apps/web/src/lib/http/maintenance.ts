/**
 * Whether the server answered "系统维护中" (503 MAINTENANCE): the operator switched maintenance mode
 * on. Every call fails until it is off, so the app shows one maintenance screen instead of a toast
 * per call. Cleared when the player checks again.
 */
let message: string | null = null;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

export const maintenanceSignal = {
  get: (): string | null => message,
  report(said: string) {
    if (message === said) return;
    message = said;
    changed();
  },
  clear() {
    if (message === null) return;
    message = null;
    changed();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
