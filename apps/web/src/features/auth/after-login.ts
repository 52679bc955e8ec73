import {
  isKnownRoute,
  isTabRoute,
  LOGIN_ROUTE,
  MY_ROUTE,
  pathOf,
  REGISTER_ROUTE,
  redirectTo,
  switchTab,
} from '../../lib/navigation';

/** Where a signed-in user goes: the `redirect` page when it is a real page, else the 我的 tab. */
export function goAfterLogin(redirect: string | null): void {
  if (redirect?.startsWith('/') && isKnownRoute(redirect)) {
    const path = pathOf(redirect);
    if (path !== LOGIN_ROUTE && path !== REGISTER_ROUTE) {
      if (isTabRoute(redirect)) switchTab(redirect);
      else redirectTo(redirect);
      return;
    }
  }
  switchTab(MY_ROUTE);
}
