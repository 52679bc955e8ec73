import { Route, Routes } from 'react-router';
import { ROUTE_PATHS } from '../lib/navigation';
import { AppShell } from './app-shell';
import { NotFoundPage, PAGES } from './route-table';

/** The route tree: every page inside the shell; anything else is the not-found page. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        {ROUTE_PATHS.map((path) => {
          const Page = PAGES[path];
          return path === '/' ? (
            <Route key={path} index element={<Page />} />
          ) : (
            <Route key={path} path={path} element={<Page />} />
          );
        })}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
