import type { Operator } from '@cailiao/contracts';
import { useSyncExternalStore } from 'react';

/**
 * The console session: token and operator, kept in sessionStorage (gone with the tab; the server
 * also ends it after inactivity).
 */
export interface ConsoleSession {
  token: string;
  operator: Operator;
}

const KEY = 'cailiao-admin-session';
const listeners = new Set<() => void>();
let current: ConsoleSession | null = read();

function read(): ConsoleSession | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as ConsoleSession) : null;
  } catch {
    return null;
  }
}

export const session = {
  get: () => current,
  set(next: ConsoleSession | null) {
    current = next;
    if (next) sessionStorage.setItem(KEY, JSON.stringify(next));
    else sessionStorage.removeItem(KEY);
    for (const l of listeners) l();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const useSession = () => useSyncExternalStore(session.subscribe, session.get, session.get);

/** Whether the signed-in operator holds a permission (the menu shows only what a role can use). */
export const can = (s: ConsoleSession | null, permission: string) =>
  !!s?.operator.permissions.includes(permission);
