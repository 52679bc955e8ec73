import { TabBar } from 'antd-mobile';
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
 * The four-tab bar; the chat tab (index 2) carries the unread chat badge and 我的 (index 3) the
 * unread messages and notices, both capped at 99+.
 */
export function AppTabBar({ activeKey }: { activeKey: string }) {
  const unread = useChatStore((s) => s.unreadTotal);
  const inbox = useUnreadCounts();
  const badges: Record<number, string | null> = {
    2: formatUnread(unread),
    3: formatUnread(inbox.data?.total ?? 0),
  };
  return (
    <nav className="cl-tabbar" aria-label="主导航">
      <TabBar safeArea activeKey={activeKey} onChange={(key) => switchTab(key)}>
        {TABS.map((tab, index) => (
          <TabBar.Item
            key={tab.key}
            title={tab.title}
            icon={tab.icon}
            badge={badges[index] || undefined}
            data-testid={`tab-${index}`}
          />
        ))}
      </TabBar>
    </nav>
  );
}
