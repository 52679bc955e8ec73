import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import 'dayjs/locale/zh-cn';
import { createHashRouter, Navigate, RouterProvider } from 'react-router';
import { ConsoleLayout } from './layout';
import { AuditLogPage } from './pages/audit-log-page';
import { DashboardPage } from './pages/dashboard-page';
import { LoginPage } from './pages/login-page';
import { PlayersPage } from './pages/players-page';
import { RechargeQueuePage } from './pages/recharge-queue-page';
import { WithdrawQueuePage } from './pages/withdraw-queue-page';
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
      { index: true, element: <DashboardPage /> },
      { path: 'recharge', element: <RechargeQueuePage /> },
      { path: 'withdraw', element: <WithdrawQueuePage /> },
      { path: 'players', element: <PlayersPage /> },
      { path: 'audit', element: <AuditLogPage /> },
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
