import { Avatar, Badge, SwipeAction } from 'antd-mobile';
import { BellMuteOutline } from 'antd-mobile-icons';
import { formatChatTime, messagePreview } from '../format';
import { formatUnread } from '../format-unread';
import type { Conversation } from '../types';

export interface ConversationItemProps {
  conversation: Conversation;
  online: boolean;
  typing: boolean;
  onOpen: (c: Conversation) => void;
  onSticky: (c: Conversation) => void;
  onMute: (c: Conversation) => void;
  onDelete: (c: Conversation) => void;
}

/** A row of the conversation list; swipe left for 置顶, 免打扰 and 删除. */
export function ConversationItem({ conversation: c, online, typing, ...on }: ConversationItemProps) {
  const unread = formatUnread(c.unreadCount);
  const preview = typing ? '对方正在输入…' : messagePreview(c.lastMessage);
  return (
    <SwipeAction
      closeOnAction
      rightActions={[
        {
          key: 'sticky',
          text: c.isSticky ? '取消置顶' : '置顶',
          color: 'light',
          onClick: () => on.onSticky(c),
        },
        {
          key: 'mute',
          text: c.isMuted ? '取消免打扰' : '免打扰',
          color: 'warning',
          onClick: () => on.onMute(c),
        },
        { key: 'delete', text: '删除', color: 'danger', onClick: () => on.onDelete(c) },
      ]}
    >
      <button
        type="button"
        className={c.isSticky ? 'cl-conv cl-conv--sticky' : 'cl-conv'}
        onClick={() => on.onOpen(c)}
        data-testid={`conversation-${c.conversationId}`}
      >
        <span className="cl-conv__avatar">
          <Avatar alt="" src={c.targetAvatar ?? ''} style={{ '--size': '48px', '--border-radius': '8px' }} />
          {c.type === 'PRIVATE' && online ? <span className="cl-online-dot" aria-label="在线" /> : null}
        </span>
        <span className="cl-conv__main">
          <span className="cl-conv__top">
            <span className="cl-conv__name">
              {c.targetName}
              {c.type === 'GROUP' && c.memberCount ? `（${c.memberCount}）` : ''}
            </span>
            <span className="cl-conv__time">{formatChatTime(c.lastMessage?.createdAt ?? c.updatedAt)}</span>
          </span>
          <span className="cl-conv__bottom">
            <span className={typing ? 'cl-conv__preview cl-conv__preview--typing' : 'cl-conv__preview'}>
              {c.isMuted && c.unreadCount > 0 ? `[${unread}条] ` : ''}
              {preview}
            </span>
            {c.isMuted ? <BellMuteOutline className="cl-conv__muted" aria-label="免打扰" /> : null}
            {unread ? (
              c.isMuted ? (
                <Badge content={Badge.dot} data-testid="unread-badge" />
              ) : (
                <span className="cl-badge" data-testid="unread-badge">
                  {unread}
                </span>
              )
            ) : null}
          </span>
        </span>
      </button>
    </SwipeAction>
  );
}
