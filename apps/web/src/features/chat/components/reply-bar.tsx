import { CloseOutline } from 'antd-mobile-icons';
import { messagePreview } from '../format';
import type { ChatMessageView } from '../types';

/** The quoted message above the input while replying. */
export function ReplyBar({ message, onCancel }: { message: ChatMessageView; onCancel: () => void }) {
  return (
    <div className="cl-reply-bar" data-testid="reply-bar">
      <span className="cl-reply-bar__text">
        回复 {message.fromUser.nickname}：{messagePreview(message)}
      </span>
      <button type="button" className="cl-icon-btn" onClick={onCancel} aria-label="取消回复">
        <CloseOutline />
      </button>
    </div>
  );
}
