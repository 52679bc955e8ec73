import type { QueryClient } from '@tanstack/react-query';
import { HashRouter } from 'react-router';
import { AppRoutes } from './app-routes';
import { Providers } from './providers';

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <Providers queryClient={queryClient}>
      <HashRouter>
        <AppRoutes />
      </HashRouter>
    </Providers>
  );
}
