import type { PublicUser, Session } from '@cailiao/contracts';
import { create } from 'zustand';
import {
  clearSession,
  getStoredUser,
  getToken,
  onSessionCleared,
  setStoredUser,
  setToken,
} from '../../../lib/storage';
import { logoutRequest } from '../api/logout';
import { runSessionEnd, runSessionStart } from '../session-hooks';

export interface AuthState {
  user: PublicUser | null;
  token: string | null;
  /** True once the stored session was looked at (restore ran). */
  restored: boolean;
  /** Stores user and token, then starts the session hooks (real-time channel, level info). */
  login: (session: Pick<Session, 'token' | 'user'>) => void;
  /** Restores a stored session on launch; answers whether one was found. */
  restore: () => boolean;
  /** Ends the session hooks, calls the logout endpoint if a token exists, then clears — always. */
  logout: () => Promise<void>;
  /** Merges fresh user fields (from /api/user/info, nickname or avatar changes) and stores them. */
  updateUser: (patch: Partial<PublicUser>) => void;
}

export const useAuthStore = create<AuthState>()((set, get) => ({
  user: null,
  token: null,
  restored: false,

  login: ({ token, user }) => {
    setToken(token);
    setStoredUser(user);
    set({ token, user, restored: true });
    runSessionStart({ token, user });
  },

  restore: () => {
    const token = getToken();
    const user = getStoredUser();
    if (!token || !user) {
      // Half a session (a token without user or the reverse) is no session.
      if (token || user) clearSession();
      set({ token: null, user: null, restored: true });
      return false;
    }
    set({ token, user, restored: true });
    runSessionStart({ token, user });
    return true;
  },

  logout: async () => {
    const token = get().token ?? getToken();
    runSessionEnd();
    try {
      if (token) await logoutRequest();
    } catch {
      // The session ends locally whatever the server says (SPEC.md §4), a 401 included.
    } finally {
      clearSession();
      set({ token: null, user: null });
    }
  },

  updateUser: (patch) => {
    const current = get().user;
    if (!current) return;
    const user = { ...current, ...patch };
    setStoredUser(user);
    set({ user });
  },
}));

// Whoever clears the stored session (the 401 flow of the http client, another tab's logout in
// this one), the in-memory state follows.
onSessionCleared(() => {
  if (useAuthStore.getState().token !== null || useAuthStore.getState().user !== null) {
    useAuthStore.setState({ token: null, user: null });
  }
});

export const selectIsLoggedIn = (state: AuthState) => state.token !== null && state.user !== null;
