import { isKnownRoute, isTabRoute, pathOf } from './routes';

/**
 * Page navigation with the rules of SPEC.md §2: tab pages open only by switching tabs, and a page
 * that does not exist is refused. The app binds the router's navigate function at start-up; until
 * then (and outside React) the hash is set directly, which HashRouter follows.
 */
export type Navigator = (to: string | number, options?: { replace?: boolean }) => void;

export type NavigationResult = { ok: true } | { ok: false; error: string };

const hashNavigator: Navigator = (to, options) => {
  if (typeof to === 'number') {
    window.history.go(to);
  } else if (options?.replace) {
    window.location.replace(`#${to}`);
  } else {
    window.location.hash = to;
  }
};

let navigator: Navigator = hashNavigator;

export function setNavigator(next: Navigator | null): void {
  navigator = next ?? hashNavigator;
}

function refuse(error: string): NavigationResult {
  console.warn(`[navigation] ${error}`);
  return { ok: false, error };
}

/** Checks a navigateTo/redirectTo target: a known, non-tab page. */
export function checkPageTarget(url: string): NavigationResult {
  if (!url.startsWith('/')) return { ok: false, error: `页面路径必须以 / 开头: ${url}` };
  if (!isKnownRoute(url)) return { ok: false, error: `页面不存在: ${pathOf(url)}` };
  if (isTabRoute(url)) return { ok: false, error: `标签页只能通过 switchTab 打开: ${pathOf(url)}` };
  return { ok: true };
}

/** Checks a switchTab target: one of the four tab pages. */
export function checkTabTarget(url: string): NavigationResult {
  if (!isTabRoute(url)) return { ok: false, error: `不是标签页: ${pathOf(url)}` };
  return { ok: true };
}

/** Opens a (non-tab) page on top of the current one. */
export function navigateTo(url: string): NavigationResult {
  const check = checkPageTarget(url);
  if (!check.ok) return refuse(check.error);
  navigator(url);
  return check;
}

/** Replaces the current page with a (non-tab) page. */
export function redirectTo(url: string): NavigationResult {
  const check = checkPageTarget(url);
  if (!check.ok) return refuse(check.error);
  navigator(url, { replace: true });
  return check;
}

/** Shows a tab page. The current entry is replaced so that tabs do not pile up in history. */
export function switchTab(url: string): NavigationResult {
  const check = checkTabTarget(url);
  if (!check.ok) return refuse(check.error);
  navigator(pathOf(url), { replace: true });
  return check;
}

/** Opens any known page with the right method: switchTab for tabs, navigateTo otherwise. */
export function openPage(url: string): NavigationResult {
  return isTabRoute(url) ? switchTab(url) : navigateTo(url);
}

/** Goes back; with no history inside the app, goes to the home tab. */
export function navigateBack(hasHistory: boolean): void {
  if (hasHistory) navigator(-1);
  else switchTab('/');
}

/** True when the router has an earlier entry of this app to go back to (react-router's idx). */
export function hasInAppHistory(): boolean {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

/** A click handler that opens a page (tab or not) — for buttons and list items. */
export function linkTo(url: string): () => void {
  return () => {
    openPage(url);
  };
}
