import { Badge, Button, Dialog, PullToRefresh, SearchBar, Toast } from 'antd-mobile';
import { TeamOutline, UserAddOutline, UserSetOutline } from 'antd-mobile-icons';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { LoadMore } from '../../components/load-more';
import { Page } from '../../components/page';
import { PageLoading } from '../../components/page-loading';
import { PULL_TO_REFRESH } from '../../components/pull-load-list';
import { selectIsLoggedIn, useAuthStore } from '../../features/auth/store/auth-store';
import { deleteConversation, setMuted, setSticky } from '../../features/chat/api/conversations';
import { ConnectionBanner } from '../../features/chat/components/connection-banner';
import { ConversationItem } from '../../features/chat/components/conversation-item';
import { sortConversations } from '../../features/chat/components/conversation-sort';
import { chatDetailUrl } from '../../features/chat/conversation-id';
import { messagePreview } from '../../features/chat/format';
import { useChatPageActive } from '../../features/chat/hooks/use-chat-page';
import {
  loadMoreConversations,
  refreshConversations,
  refreshGroupRequests,
  refreshPendingRequests,
} from '../../features/chat/realtime/sync';
import { useChatStore } from '../../features/chat/store/chat-store';
import type { Conversation } from '../../features/chat/types';
import { LOGIN_ROUTE, navigateTo } from '../../lib/navigation';
import '../../features/chat/components/chat.css';

const FRIENDS_URL = '/pages/friend-list/friend-list';

/**
 * The chat tab: conversations (sticky first, 50 a page, more at the bottom), search, swipe actions,
 * friends and requests. Opening it or pulling it down starts the list over at page 1.
 */
export function ChatPage() {
  const loggedIn = useAuthStore(selectIsLoggedIn);
  useChatPageActive();
  const conversations = useChatStore((s) => s.conversations);
  const loaded = useChatStore((s) => s.conversationsLoaded);
  const hasMore = useChatStore((s) => s.conversationPages.page < s.conversationPages.totalPages);
  const online = useChatStore((s) => s.onlineUsers);
  const typing = useChatStore((s) => s.typing);
  const pending = useChatStore((s) => s.pendingRequests);
  const groupPending = useChatStore((s) => s.pendingGroupRequests);
  const [keyword, setKeyword] = useState('');
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    setFailed(false);
    try {
      await refreshConversations({ silent: false, fresh: true });
    } catch {
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    if (!loggedIn) return;
    void load();
    void refreshPendingRequests().catch(() => undefined);
    void refreshGroupRequests().catch(() => undefined);
  }, [loggedIn, load]);

  const list = useMemo(() => {
    const all = sortConversations(Object.values(conversations));
    const k = keyword.trim().toLowerCase();
    if (!k) return all;
    return all.filter(
      (c) =>
        c.targetName.toLowerCase().includes(k) || messagePreview(c.lastMessage).toLowerCase().includes(k),
    );
  }, [conversations, keyword]);

  const header = (
    <div className="cl-chat-actions">
      <button
        type="button"
        className="cl-icon-btn"
        onClick={() => navigateTo(`${FRIENDS_URL}?tab=requests`)}
        aria-label="新朋友"
        data-testid="chat-requests"
      >
        <Badge content={pending > 0 ? pending : null}>
          <UserAddOutline />
        </Badge>
      </button>
      <button
        type="button"
        className="cl-icon-btn"
        onClick={() =>
          navigateTo(
            pending > 0
              ? `${FRIENDS_URL}?tab=requests`
              : groupPending > 0
                ? `${FRIENDS_URL}?tab=groups`
                : FRIENDS_URL,
          )
        }
        aria-label={
          pending + groupPending > 0 ? `好友与群聊，${pending + groupPending}条待处理` : '好友与群聊'
        }
        data-testid="chat-friends"
      >
        <Badge content={pending + groupPending > 0 ? pending + groupPending : null}>
          <TeamOutline />
        </Badge>
      </button>
      <button
        type="button"
        className="cl-icon-btn"
        onClick={() => navigateTo('/pages/chat/profile-edit')}
        aria-label="编辑资料"
        data-testid="chat-profile"
      >
        <UserSetOutline />
      </button>
    </div>
  );

  if (!loggedIn) {
    return (
      <Page title="在线聊天" back={false}>
        <EmptyState
          title="登录后即可聊天"
          description="与好友私聊、加入群聊，分享您的好运"
          actionText="去登录"
          onAction={() => navigateTo(`${LOGIN_ROUTE}?redirect=${encodeURIComponent('/pages/chat/chat')}`)}
        />
      </Page>
    );
  }

  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      Toast.show({ content: done });
      await refreshConversations();
    } catch {
      // the http client showed why
    }
  };
  const target = (c: Conversation) => ({ targetId: c.targetId, type: c.type });
  const onDelete = async (c: Conversation) => {
    const ok = await Dialog.confirm({
      content: `删除与「${c.targetName}」的会话？聊天记录将一并清空`,
      confirmText: '删除',
      cancelText: '取消',
    });
    if (!ok) return;
    try {
      await deleteConversation(target(c));
      useChatStore.getState().removeConversation(c.conversationId);
      Toast.show({ content: '会话已删除' });
    } catch {
      // toasted
    }
  };

  return (
    <Page title="在线聊天" back={false} right={header} className="cl-chat-list-page">
      <ConnectionBanner />
      <div className="cl-chat-search">
        <SearchBar
          placeholder="搜索会话"
          value={keyword}
          onChange={setKeyword}
          data-testid="conversation-search"
        />
      </div>
      <PullToRefresh onRefresh={load} {...PULL_TO_REFRESH}>
        {!loaded && !failed ? <PageLoading /> : null}
        {failed && !loaded ? (
          <EmptyState title="加载失败" description="下拉刷新重试" actionText="重新加载" onAction={load} />
        ) : null}
        {loaded && list.length === 0 ? (
          <EmptyState
            title={keyword ? '没有找到相关会话' : '暂无会话'}
            description={keyword ? '' : '添加好友，开始聊天吧'}
            actionText={keyword ? undefined : '添加好友'}
            onAction={() => navigateTo(`${FRIENDS_URL}?tab=search`)}
          />
        ) : null}
        <div className="cl-conv-list" data-testid="conversation-list">
          {list.map((c) => (
            <ConversationItem
              key={c.conversationId}
              conversation={c}
              online={c.type === 'PRIVATE' && online.has(c.targetId)}
              typing={(typing[c.conversationId]?.length ?? 0) > 0}
              onOpen={(x) => navigateTo(chatDetailUrl(target(x)))}
              onSticky={(x) =>
                act(() => setSticky(target(x), !x.isSticky), x.isSticky ? '已取消置顶' : '已置顶')
              }
              onMute={(x) =>
                act(() => setMuted(target(x), !x.isMuted), x.isMuted ? '已关闭免打扰' : '已开启免打扰')
              }
              onDelete={onDelete}
            />
          ))}
        </div>
        {loaded && list.length > 0 ? <LoadMore hasMore={hasMore} loadMore={loadMoreConversations} /> : null}
        {loaded ? (
          <div className="cl-chat-footer">
            <Button size="small" fill="outline" onClick={() => void navigateTo(FRIENDS_URL)}>
              好友与群聊
            </Button>
          </div>
        ) : null}
      </PullToRefresh>
    </Page>
  );
}
