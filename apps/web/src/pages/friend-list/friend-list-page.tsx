import { Badge, Tabs } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { Page } from '../../components/page';
import { selectIsLoggedIn, useAuthStore } from '../../features/auth/store/auth-store';
import { FriendsTab } from '../../features/chat/components/friends/friends-tab';
import { GroupsTab } from '../../features/chat/components/friends/groups-tab';
import { RequestsTab } from '../../features/chat/components/friends/requests-tab';
import { UserSearch } from '../../features/chat/components/friends/user-search';
import { useChatStore } from '../../features/chat/store/chat-store';
import { LOGIN_ROUTE, redirectTo } from '../../lib/navigation';
import '../../features/chat/components/chat.css';

const TABS = ['friends', 'groups', 'requests', 'search'] as const;
type Tab = (typeof TABS)[number];

/** /pages/friend-list/friend-list: friends, groups, friend requests and adding friends. */
export function FriendListPage() {
  const loggedIn = useAuthStore(selectIsLoggedIn);
  const pending = useChatStore((s) => s.pendingRequests);
  const groupPending = useChatStore((s) => s.pendingGroupRequests);
  const [params, setParams] = useSearchParams();
  const wanted = params.get('tab');
  const tab: Tab = TABS.includes(wanted as Tab) ? (wanted as Tab) : 'friends';

  if (!loggedIn) {
    return (
      <Page title="好友列表">
        <EmptyState title="请先登录" actionText="去登录" onAction={() => redirectTo(LOGIN_ROUTE)} />
      </Page>
    );
  }

  return (
    <Page title="好友列表">
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        className="cl-friend-tabs"
      >
        <Tabs.Tab title={<span data-testid="friend-tab-friends">好友</span>} key="friends">
          <FriendsTab />
        </Tabs.Tab>
        <Tabs.Tab
          title={
            <Badge content={groupPending > 0 ? groupPending : null} style={{ '--right': '-10px' }}>
              <span data-testid="friend-tab-groups">群聊</span>
            </Badge>
          }
          key="groups"
        >
          <GroupsTab />
        </Tabs.Tab>
        <Tabs.Tab
          title={
            <Badge content={pending > 0 ? pending : null} style={{ '--right': '-10px' }}>
              <span data-testid="friend-tab-requests">新朋友</span>
            </Badge>
          }
          key="requests"
        >
          <RequestsTab />
        </Tabs.Tab>
        <Tabs.Tab title={<span data-testid="friend-tab-search">添加</span>} key="search">
          <UserSearch onSent={() => undefined} />
        </Tabs.Tab>
      </Tabs>
    </Page>
  );
}
