import { ActionSheet, Badge, Button, DotLoading } from 'antd-mobile';
import { TeamOutline } from 'antd-mobile-icons';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState } from '../../components/empty-state';
import { Page } from '../../components/page';
import { PageLoading } from '../../components/page-loading';
import { selectIsLoggedIn, useAuthStore } from '../../features/auth/store/auth-store';
import { useMuteStatus } from '../../features/chat/api/group-admin';
import { useGroup } from '../../features/chat/api/groups';
import { ChatComposer, type ComposerSend } from '../../features/chat/components/chat-composer';
import { ChatMessageList } from '../../features/chat/components/chat-message-list';
import { ConnectionBanner } from '../../features/chat/components/connection-banner';
import { ConversationMenu } from '../../features/chat/components/conversation-menu';
import { ForwardPopup } from '../../features/chat/components/forward-popup';
import { AnnouncementPopup } from '../../features/chat/components/groups/announcement-popup';
import { muteBlockText } from '../../features/chat/components/groups/group-format';
import { GroupInfoDrawer } from '../../features/chat/components/groups/group-info-drawer';
import {
  ACTION_TEXT,
  actionsFor,
  copyMessage,
  deleteForMe,
  deleteMany,
  type MessageAction,
  recall,
} from '../../features/chat/components/message-actions';
import { MessageBubble } from '../../features/chat/components/message-bubble';
import { RedEnvelopeSheet } from '../../features/chat/components/red-envelope/red-envelope-sheet';
import { TypingIndicator } from '../../features/chat/components/typing-indicator';
import { parseConversationType } from '../../features/chat/conversation-id';
import { useChatPageActive } from '../../features/chat/hooks/use-chat-page';
import { useConversation } from '../../features/chat/hooks/use-conversation';
import { useTypingSender } from '../../features/chat/hooks/use-typing-sender';
import { retryMessage, sendChatMessage } from '../../features/chat/realtime/outbox';
import { useChatStore } from '../../features/chat/store/chat-store';
import { isPending, messageKey } from '../../features/chat/store/message-list';
import type { ChatMessageView, ConversationTarget } from '../../features/chat/types';
import { LOGIN_ROUTE, redirectTo } from '../../lib/navigation';
import '../../features/chat/components/chat.css';

const TIME_GAP_MS = 5 * 60_000;
const NO_TYPING: number[] = [];

function useTarget(): ConversationTarget | null {
  const [params] = useSearchParams();
  const targetId = Number(params.get('targetId'));
  const type = parseConversationType(params.get('type')) ?? 'PRIVATE';
  return useMemo(
    () => (Number.isInteger(targetId) && targetId > 0 ? { targetId, type } : null),
    [targetId, type],
  );
}

/** /pages/chat/chat-detail?targetId&type: one private or group conversation. */
export function ChatDetailPage() {
  const loggedIn = useAuthStore(selectIsLoggedIn);
  const [params] = useSearchParams();
  const target = useTarget();
  useChatPageActive();
  const chat = useConversation(loggedIn ? target : null);
  const typingIds = useChatStore((s) => (chat.id ? (s.typing[chat.id] ?? NO_TYPING) : NO_TYPING));
  const group = useGroup(target?.targetId, loggedIn && target?.type === 'GROUP');
  const groupActive = group.data?.status === 'active';
  const mute = useMuteStatus(target?.targetId, loggedIn && target?.type === 'GROUP' && groupActive);
  const moderator = group.data?.role === 'owner' || group.data?.role === 'admin';
  const [drawer, setDrawer] = useState(false);
  const [envelopeSheet, setEnvelopeSheet] = useState(false);
  const typingSender = useTypingSender(target);
  const [replyTo, setReplyTo] = useState<ChatMessageView | null>(null);
  const [menuFor, setMenuFor] = useState<ChatMessageView | null>(null);
  const [forwarding, setForwarding] = useState<ChatMessageView | null>(null);
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [bottomKey, setBottomKey] = useState(0);

  const isGroup = target?.type === 'GROUP';
  const title =
    chat.conversation?.targetName || group.data?.name || params.get('name') || (isGroup ? '群聊' : '聊天');
  const peerRead = chat.conversation?.peerReadSeq ?? 0;

  const onMenu = useCallback((m: ChatMessageView) => setMenuFor(m), []);
  const onRetry = useCallback((m: ChatMessageView) => {
    if (m.localId) void retryMessage(m.localId);
  }, []);
  const onToggleSelect = useCallback((m: ChatMessageView) => {
    setSelected((current) => {
      const next = new Set(current);
      const key = messageKey(m);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  }, []);

  const renderItem = useCallback(
    (m: ChatMessageView, index: number) => {
      const prev = chat.messages[index - 1];
      const showTime =
        !prev || new Date(m.createdAt).getTime() - new Date(prev.createdAt).getTime() > TIME_GAP_MS;
      const read =
        !isGroup && m.own && !isPending(m) && m.messageType !== 'SYSTEM' ? m.seq <= peerRead : null;
      return (
        <MessageBubble
          message={m}
          showName={isGroup}
          showTime={showTime}
          read={read}
          selecting={selecting}
          selected={selected.has(messageKey(m))}
          onMenu={onMenu}
          onToggleSelect={onToggleSelect}
          onRetry={onRetry}
        />
      );
    },
    [chat.messages, isGroup, peerRead, selecting, selected, onMenu, onToggleSelect, onRetry],
  );

  if (!loggedIn) {
    return (
      <Page title="聊天">
        <EmptyState title="请先登录" actionText="去登录" onAction={() => redirectTo(LOGIN_ROUTE)} />
      </Page>
    );
  }
  if (!target) {
    return (
      <Page title="聊天">
        <EmptyState title="会话不存在" description="缺少聊天对象" />
      </Page>
    );
  }

  const send = (out: ComposerSend) => {
    void sendChatMessage(target, { ...out, replyTo });
    setReplyTo(null);
    setBottomKey((k) => k + 1);
  };

  const runAction = (action: MessageAction, m: ChatMessageView) => {
    setMenuFor(null);
    if (action === 'copy') void copyMessage(m);
    if (action === 'reply') setReplyTo(m);
    if (action === 'forward') setForwarding(m);
    if (action === 'recall') void recall(m);
    if (action === 'delete') void deleteForMe(m);
    if (action === 'select') {
      setSelecting(true);
      setSelected(new Set([messageKey(m)]));
    }
  };

  const endSelect = () => {
    setSelecting(false);
    setSelected(new Set());
  };
  const removeSelected = async () => {
    const picked = chat.messages.filter((m) => selected.has(messageKey(m)));
    if (picked.length && chat.id && (await deleteMany(chat.id, picked))) endSelect();
  };

  const subtitle = isGroup && group.data ? `（${group.data.memberCount}）` : '';
  const blockedReason =
    isGroup && group.data && !groupActive
      ? '该群聊已解散，只能查看历史消息'
      : isGroup
        ? muteBlockText(mute.data)
        : null;
  const right =
    isGroup && group.data ? (
      <div className="cl-chat-actions">
        <button
          type="button"
          className="cl-icon-btn"
          onClick={() => setDrawer(true)}
          aria-label="群信息"
          data-testid="group-info-button"
        >
          <Badge content={group.data.pendingApplications > 0 ? Badge.dot : null}>
            <TeamOutline />
          </Badge>
        </button>
        <ConversationMenu target={target} conversation={chat.conversation} />
      </div>
    ) : (
      <ConversationMenu target={target} conversation={chat.conversation} />
    );

  return (
    <Page title={`${title}${subtitle}`} className="cl-chat-detail" right={right}>
      <ConnectionBanner />
      {chat.state === 'loading' && chat.messages.length === 0 ? <PageLoading /> : null}
      {chat.state === 'error' && chat.messages.length === 0 ? (
        <ErrorState message="消息加载失败" onRetry={chat.reload} />
      ) : null}
      {chat.loadingOlder ? (
        <div className="cl-older" role="status">
          <DotLoading /> 加载更早的消息
        </div>
      ) : null}
      <ChatMessageList
        className="cl-messages"
        testId="message-list"
        items={chat.messages}
        itemKey={messageKey}
        renderItem={renderItem}
        onReachTop={chat.hasMore ? chat.loadOlder : undefined}
        scrollToBottomKey={bottomKey}
      />
      <TypingIndicator count={typingIds.length} group={isGroup} />
      {selecting ? (
        <div className="cl-select-bar">
          <Button size="small" onClick={endSelect} data-testid="select-cancel">
            取消
          </Button>
          <span>已选择{selected.size}条</span>
          <Button
            size="small"
            color="danger"
            disabled={selected.size === 0}
            onClick={removeSelected}
            data-testid="batch-delete"
          >
            删除
          </Button>
        </div>
      ) : (
        <ChatComposer
          replyTo={replyTo}
          onCancelReply={() => setReplyTo(null)}
          onSend={send}
          onTyping={typingSender.onInput}
          onStopTyping={typingSender.stop}
          blockedReason={blockedReason}
          onRedEnvelope={() => setEnvelopeSheet(true)}
        />
      )}
      <RedEnvelopeSheet
        target={target}
        memberCount={group.data?.memberCount}
        visible={envelopeSheet}
        onClose={() => setEnvelopeSheet(false)}
      />
      {isGroup && group.data ? (
        <>
          <GroupInfoDrawer group={group.data} visible={drawer} onClose={() => setDrawer(false)} />
          <AnnouncementPopup groupId={group.data.id} enabled={groupActive} />
        </>
      ) : null}
      <ActionSheet
        visible={menuFor !== null}
        onClose={() => setMenuFor(null)}
        cancelText="取消"
        actions={(menuFor ? actionsFor(menuFor, moderator) : []).map((action) => ({
          key: action,
          text: ACTION_TEXT[action],
          danger: action === 'delete' || action === 'recall',
          onClick: () => menuFor && runAction(action, menuFor),
        }))}
      />
      <ForwardPopup message={forwarding} onClose={() => setForwarding(null)} />
    </Page>
  );
}
