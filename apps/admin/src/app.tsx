import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, Spin } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import 'dayjs/locale/zh-cn';
import { Suspense } from 'react';
import { createHashRouter, Navigate, RouterProvider } from 'react-router';
import { CONSOLE_PAGES } from './console-pages';
import { ConsoleLayout } from './layout';
import { LoginPage } from './pages/login-page';
import { useSession } from './session';

function RequireSession({ children }: { children: React.ReactNode }) {
  return useSession() ? children : <Navigate to="/login" replace />;
}

const router = createHashRouter([
  { path: '/login', element: <LoginPage /> },
  {
    path: '/',
    element: (
      <RequireSession>
        <ConsoleLayout />
      </RequireSession>
    ),
    children: [
      ...CONSOLE_PAGES.map(({ path, component: Page }) => ({
        ...(path === '/' ? { index: true as const } : { path: path.slice(1) }),
        element: (
          <Suspense fallback={<Spin size="large" style={{ display: 'block', margin: '120px auto' }} />}>
            <Page />
          </Suspense>
        ),
      })),
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]);

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

export function App() {
  return (
    <ConfigProvider locale={zhCN} theme={{ token: { colorPrimary: '#d4380d' } }}>
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
