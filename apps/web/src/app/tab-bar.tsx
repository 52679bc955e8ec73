import { Badge } from 'antd-mobile';
import { AppOutline, MessageOutline, UnorderedListOutline, UserOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { formatUnread } from '../features/chat/format-unread';
import { useChatStore } from '../features/chat/store/chat-store';
import { useUnreadCounts } from '../features/messages/api/get-unread-counts';
import { switchTab, type TabRoute } from '../lib/navigation';

const TABS: Array<{ key: TabRoute; title: string; icon: ReactNode }> = [
  { key: '/', title: '首页', icon: <AppOutline /> },
  { key: '/pages/game/game', title: '游戏大厅', icon: <UnorderedListOutline /> },
  { key: '/pages/chat/chat', title: '在线聊天', icon: <MessageOutline /> },
  { key: '/pages/my/my', title: '我的', icon: <UserOutline /> },
];

/**
 * The four-tab bar: links named by their labels, the current one marked aria-current; the chat tab
 * (index 2) carries the unread chat and friend-request badge and 我的 (index 3) the unread messages and notices, both
 * capped at 99+, which screen readers hear as 条未读.
 */
export function AppTabBar({ activeKey }: { activeKey: string }) {
  // The chat tab counts unread messages and the friend requests waiting for an answer.
  const unread = useChatStore((s) => s.unreadTotal + s.pendingRequests);
  const inbox = useUnreadCounts();
  const badges: Record<number, string | null> = {
    2: formatUnread(unread),
    3: formatUnread(inbox.data?.total ?? 0),
  };
  return (
    <nav className="cl-tabbar" aria-label="主导航">
      <ul className="cl-tabbar__list">
        {TABS.map((tab, index) => {
          const active = tab.key === activeKey;
          const count = badges[index];
          return (
            <li key={tab.key} className="cl-tabbar__cell">
              <a
                href={`#${tab.key}`}
                className={active ? 'cl-tabbar__item cl-tabbar__item--active' : 'cl-tabbar__item'}
                aria-current={active ? 'page' : undefined}
                data-testid={`tab-${index}`}
                onClick={(event) => {
                  event.preventDefault();
                  switchTab(tab.key);
                }}
              >
                <span className="cl-tabbar__icon" aria-hidden="true">
                  {count ? <Badge content={count}>{tab.icon}</Badge> : tab.icon}
                </span>
                <span className="cl-tabbar__title">{tab.title}</span>
                {count ? <span className="cl-visually-hidden">，{count}条未读</span> : null}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
