import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigateBack, navigateTo, openPage, redirectTo, setNavigator, switchTab } from './navigation';
import { isKnownRoute, isTabRoute, ROUTE_PATHS, TAB_ROUTES } from './routes';

function spyNavigator() {
  const nav = vi.fn();
  setNavigator(nav);
  return nav;
}

afterEach(() => setNavigator(null));

describe('routes', () => {
  it('registers the four tabs, every route of SPEC.md §2 and the customer service page', () => {
    expect(TAB_ROUTES).toEqual(['/', '/pages/game/game', '/pages/chat/chat', '/pages/my/my']);
    expect(ROUTE_PATHS).toHaveLength(51);
    expect(isKnownRoute('/pages/service/service')).toBe(true);
    expect(isKnownRoute('/pages/trend/lhc-trend')).toBe(true);
    expect(isKnownRoute('/pages/bet-detail/bet-detail?id=1')).toBe(true);
    expect(isTabRoute('/pages/my/my?x=1')).toBe(true);
    expect(isKnownRoute('/pages/nope/nope')).toBe(false);
  });
});

describe('navigateTo', () => {
  it('opens a known page, keeping its query', () => {
    const nav = spyNavigator();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(navigateTo('/pages/bet-detail/bet-detail?id=3')).toEqual({ ok: true });
    expect(nav).toHaveBeenCalledWith('/pages/bet-detail/bet-detail?id=3');
  });

  it.each(['/', '/pages/game/game', '/pages/chat/chat', '/pages/my/my?x=1'])(
    'refuses the tab route %s',
    (url) => {
      const nav = spyNavigator();
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const result = navigateTo(url);
      expect(result.ok).toBe(false);
      expect(nav).not.toHaveBeenCalled();
      expect(warn).toHaveBeenCalled();
    },
  );

  it.each(['/pages/nope/nope', '/pages/login', 'pages/login/login', ''])(
    'refuses the unknown route %j',
    (url) => {
      const nav = spyNavigator();
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      expect(navigateTo(url).ok).toBe(false);
      expect(redirectTo(url).ok).toBe(false);
      expect(nav).not.toHaveBeenCalled();
    },
  );

  it('redirectTo replaces the current entry', () => {
    const nav = spyNavigator();
    redirectTo('/pages/login/login?redirect=%2Fpages%2Fvip%2Fvip');
    expect(nav).toHaveBeenCalledWith('/pages/login/login?redirect=%2Fpages%2Fvip%2Fvip', { replace: true });
  });
});

describe('switchTab', () => {
  it.each(TAB_ROUTES)('opens the tab %s', (url) => {
    const nav = spyNavigator();
    expect(switchTab(url)).toEqual({ ok: true });
    expect(nav).toHaveBeenCalledWith(url, { replace: true });
  });

  it.each(['/pages/login/login', '/pages/nope/nope'])('refuses the non-tab route %s', (url) => {
    const nav = spyNavigator();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(switchTab(url).ok).toBe(false);
    expect(nav).not.toHaveBeenCalled();
  });
});

describe('openPage and navigateBack', () => {
  it('picks the right method', () => {
    const nav = spyNavigator();
    openPage('/pages/my/my');
    openPage('/pages/vip/vip');
    expect(nav.mock.calls).toEqual([['/pages/my/my', { replace: true }], ['/pages/vip/vip']]);
  });

  it('goes back, or home without history', () => {
    const nav = spyNavigator();
    navigateBack(true);
    navigateBack(false);
    expect(nav.mock.calls).toEqual([[-1], ['/', { replace: true }]]);
  });

  it('falls back to the location hash before the router binds', () => {
    setNavigator(null);
    navigateTo('/pages/about/about');
    expect(window.location.hash).toBe('#/pages/about/about');
  });
});
