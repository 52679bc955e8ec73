import { PullToRefresh } from 'antd-mobile';
import { SetOutline } from 'antd-mobile-icons';
import { Page } from '../../components/page';
import { PULL_TO_REFRESH } from '../../components/pull-load-list';
import { LogoutButton } from '../../features/auth/components/logout-button';
import { selectIsLoggedIn, useAuthStore } from '../../features/auth/store/auth-store';
import { formatUnread } from '../../features/chat/format-unread';
import { useUnreadCounts } from '../../features/messages/api/get-unread-counts';
import { useBalance } from '../../features/user/api/get-balance';
import { useUserInfo } from '../../features/user/api/get-user-info';
import { BalanceCard } from '../../features/user/components/balance-card';
import { GuestCard } from '../../features/user/components/guest-card';
import { MyEntries } from '../../features/user/components/my-entries';
import { UserCard } from '../../features/user/components/user-card';
import { navigateTo } from '../../lib/navigation';
import './my-page.css';

/** 我的 tab: account summary and balance when logged in, a sign-in prompt otherwise. */
export function MyPage() {
  const user = useAuthStore((s) => s.user);
  const loggedIn = useAuthStore(selectIsLoggedIn);
  const balance = useBalance();
  const info = useUserInfo();
  const unread = useUnreadCounts();

  const settings = (
    <button
      type="button"
      className="cl-icon-button"
      aria-label="设置"
      onClick={() => navigateTo('/pages/settings/settings')}
    >
      <SetOutline />
    </button>
  );

  if (!loggedIn || !user) {
    return (
      <Page title="我的" back={false} right={settings} className="cl-my">
        <div className="cl-my__top cl-my__top--guest">
          <GuestCard />
        </div>
        <MyEntries />
      </Page>
    );
  }

  return (
    <Page title="我的" back={false} right={settings} className="cl-my">
      <PullToRefresh
        {...PULL_TO_REFRESH}
        onRefresh={async () =>
          void (await Promise.all([balance.refetch(), info.refetch(), unread.refetch()]))
        }
      >
        <div className="cl-my__top">
          <UserCard user={user} />
          <BalanceCard />
        </div>
        <MyEntries badges={{ '/pages/messages/messages': formatUnread(unread.data?.total ?? 0) }} />
        <div className="cl-my__logout">
          <LogoutButton />
        </div>
        <p className="cl-footer-note">理性购彩 · 量力而行 · 未满18周岁禁止参与</p>
      </PullToRefresh>
    </Page>
  );
}
