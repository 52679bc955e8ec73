import { lazy, Suspense, useEffect, useLayoutEffect, useSyncExternalStore } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary';
import { PageLoading } from '../components/page-loading';
import { RealityCheckHost } from '../features/protection/components/reality-check-host';
import { maintenanceSignal } from '../lib/http';
import { isTabRoute, setNavigator, titleOf } from '../lib/navigation';
import { addRecentPage } from '../lib/storage';
import { AppTabBar } from './tab-bar';

/** Shown only while the server answers 503 MAINTENANCE: its code loads then, not on every first visit. */
const MaintenanceScreen = lazy(() =>
  import('../features/system/components/maintenance-screen').then((m) => ({ default: m.MaintenanceScreen })),
);

/** Binds the module-level navigation helpers to the router. */
function useBindNavigator(): void {
  const navigate = useNavigate();
  useLayoutEffect(() => {
    setNavigator((to, options) => {
      if (typeof to === 'number') void navigate(to);
      else void navigate(to, options);
    });
    return () => setNavigator(null);
  }, [navigate]);
}

/** The frame around every page: centred column (375 px design, 960 px max), tab bar on tab pages. */
export function AppShell() {
  useBindNavigator();
  const { pathname, search } = useLocation();
  const tab = isTabRoute(pathname);
  const maintenance = useSyncExternalStore(maintenanceSignal.subscribe, maintenanceSignal.get);

  useEffect(() => {
    window.scrollTo(0, 0);
    const title = titleOf(pathname);
    if (title) addRecentPage(pathname + search, title);
  }, [pathname, search]);

  if (maintenance)
    return (
      <div className="cl-app">
        <Suspense fallback={<PageLoading />}>
          <MaintenanceScreen message={maintenance} />
        </Suspense>
      </div>
    );
  return (
    <div className={tab ? 'cl-app cl-app--with-tabbar' : 'cl-app'}>
      <ErrorBoundary resetKey={pathname}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
      {tab ? <AppTabBar activeKey={pathname} /> : null}
      <RealityCheckHost />
    </div>
  );
}
