import { type Notice, PLAYER_MESSAGE_KIND_NAMES, type PlayerMessage } from '@cailiao/contracts';
import { formatDateTime } from '../../../lib/format/time';
import { navigateTo } from '../../../lib/navigation';
import './messages.css';

/** One inbox message: kind, title, the start of its text, time and an unread dot. */
export function MessageItem({ message }: { message: PlayerMessage }) {
  return (
    <button
      type="button"
      className={`cl-message${message.isRead ? '' : ' is-unread'}`}
      onClick={() => navigateTo(`/pages/message-detail/message-detail?id=${message.id}`)}
      data-testid={`message-${message.id}`}
    >
      <span className="cl-message__kind">{PLAYER_MESSAGE_KIND_NAMES[message.kind] ?? '系统'}</span>
      <span className="cl-message__body">
        <span className="cl-message__title">{message.title}</span>
        <span className="cl-message__text">{message.content}</span>
        <span className="cl-message__time">{formatDateTime(message.createdAt)}</span>
      </span>
      {message.isRead ? null : <i className="cl-message__dot" aria-label="未读" />}
    </button>
  );
}

/** One notice in the list. */
export function NoticeItem({ notice }: { notice: Notice }) {
  return (
    <button
      type="button"
      className={`cl-message${notice.isRead ? '' : ' is-unread'}`}
      onClick={() => navigateTo(`/pages/message-detail/message-detail?noticeId=${notice.noticeId}`)}
      data-testid={`notice-${notice.noticeId}`}
    >
      <span className="cl-message__kind is-notice">公告</span>
      <span className="cl-message__body">
        <span className="cl-message__title">{notice.title}</span>
        <span className="cl-message__text">{notice.content}</span>
        <span className="cl-message__time">{formatDateTime(notice.publishedAt)}</span>
      </span>
      {notice.isRead ? null : <i className="cl-message__dot" aria-label="未读" />}
    </button>
  );
}
