import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { currentRoute, loginUrlFor } from '../../../lib/http';
import { navigateTo } from '../../../lib/navigation';
import { selectIsLoggedIn, useAuthStore } from '../../auth/store/auth-store';

/** Money pages belong to a signed-in player: a guest gets a way to log in instead of a 401. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const loggedIn = useAuthStore(selectIsLoggedIn);
  if (loggedIn) return children;
  return (
    <EmptyState
      title="请先登录"
      description="登录后即可管理您的资金"
      actionText="去登录"
      onAction={() => navigateTo(loginUrlFor(currentRoute()))}
    />
  );
}
