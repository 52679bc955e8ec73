import type { PublicUser } from '@cailiao/contracts';
import { readRaw, removeItem, STORAGE_KEYS, writeRaw } from './local-store';
import { deobfuscate, obfuscate } from './obfuscate';

/** The stored user: the login answer's user, refreshed from /api/user/info. */
export type StoredUser = PublicUser;

export function getToken(): string | null {
  const raw = readRaw(STORAGE_KEYS.token);
  return raw === null ? null : deobfuscate(raw);
}

export function setToken(token: string): void {
  writeRaw(STORAGE_KEYS.token, obfuscate(token));
}

export function getStoredUser(): StoredUser | null {
  const raw = readRaw(STORAGE_KEYS.user);
  const json = raw === null ? null : deobfuscate(raw);
  if (json === null) return null;
  try {
    const user = JSON.parse(json) as StoredUser;
    return user && typeof user === 'object' && typeof user.username === 'string' ? user : null;
  } catch {
    return null;
  }
}

export function setStoredUser(user: StoredUser): void {
  writeRaw(STORAGE_KEYS.user, obfuscate(JSON.stringify(user)));
}

type Listener = () => void;
const clearedListeners = new Set<Listener>();

/** Called after the stored session is cleared, whoever cleared it (logout, a 401 anywhere). */
export function onSessionCleared(listener: Listener): () => void {
  clearedListeners.add(listener);
  return () => clearedListeners.delete(listener);
}

export function clearSession(): void {
  removeItem(STORAGE_KEYS.token);
  removeItem(STORAGE_KEYS.user);
  for (const listener of clearedListeners) listener();
}
