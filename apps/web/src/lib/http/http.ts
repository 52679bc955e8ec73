import { LOGIN_ROUTE, pathOf, REGISTER_ROUTE, redirectTo } from '../navigation';
import { clearSession, getToken } from '../storage';
import { createHttpClient } from './client';

/** The hash route currently shown, e.g. `/pages/my/my?tab=1`. */
export function currentRoute(): string {
  if (typeof window === 'undefined') return '/';
  return window.location.hash.replace(/^#/, '') || '/';
}

/** Login page URL that brings the user back to the current page after signing in. */
export function loginUrlFor(route: string): string {
  const path = pathOf(route);
  if (path === '/' || path === LOGIN_ROUTE || path === REGISTER_ROUTE) return LOGIN_ROUTE;
  return `${LOGIN_ROUTE}?redirect=${encodeURIComponent(route)}`;
}

/**
 * The backup servers of SPEC.md §8 (`window.__CAILIAO_BACKUP_API__`, API bases): the HTTP client
 * fails over to them, and the chat socket (lib/socket) reconnects to them, from this one list.
 */
export function backupServers(): string[] {
  const configured = typeof window === 'undefined' ? undefined : window.__CAILIAO_BACKUP_API__;
  if (!configured) return [];
  return (Array.isArray(configured) ? configured : [configured]).filter((u) => typeof u === 'string' && u);
}

/**
 * Shows a notice as a toast (app-toast.ts). Loaded on first use: antd-mobile's Toast brings its
 * animation library (~18 KB gzip), which the home page's first load does without.
 */
export function showToast(message: string): void {
  void import('./app-toast').then((m) => m.showAppToast(message));
}

/** The app's client: same-origin API, antd-mobile toasts, hash navigation, stored session. */
export const http = createHttpClient({
  fetch: (input, init) => globalThis.fetch(input, init),
  toast: showToast,
  navigateToLogin: () => {
    const route = currentRoute();
    const path = pathOf(route);
    if (path === LOGIN_ROUTE || path === REGISTER_ROUTE) return;
    redirectTo(loginUrlFor(route));
  },
  storage: { getToken, clearSession },
  backupBaseUrls: backupServers,
  pageUrl: () => (typeof window === 'undefined' ? undefined : window.location.href),
  userAgent: () => (typeof navigator === 'undefined' ? undefined : navigator.userAgent),
});
