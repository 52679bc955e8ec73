import { Avatar, Checkbox, ImageViewer, SpinLoading } from 'antd-mobile';
import { ExclamationCircleFill } from 'antd-mobile-icons';
import { memo, useState } from 'react';
import { formatMessageTime, messagePreview } from '../format';
import { useLongPress } from '../hooks/use-long-press';
import { isPending } from '../store/message-list';
import type { ChatMessageView } from '../types';
import { toggleVoice } from '../voice-player';
import { BetShareCard } from './bet-share/bet-share-card';
import { RedEnvelopeBubble } from './red-envelope/red-envelope-bubble';
import './messages.css';

export interface MessageBubbleProps {
  message: ChatMessageView;
  /** Group chats show the sender's name above the bubble. */
  showName: boolean;
  showTime: boolean;
  /** Own private message: true 已读, false 未读, null nothing. */
  read: boolean | null;
  selecting: boolean;
  selected: boolean;
  onMenu: (message: ChatMessageView) => void;
  onToggleSelect: (message: ChatMessageView) => void;
  onRetry: (message: ChatMessageView) => void;
}

export function messageTestId(m: ChatMessageView): string {
  return `message-${isPending(m) ? m.localId : m.messageId}`;
}

function VoiceContent({ message }: { message: ChatMessageView }) {
  const [playing, setPlaying] = useState(false);
  const seconds = message.duration ?? 0;
  const play = () => {
    if (!message.mediaUrl) return;
    setPlaying(toggleVoice(message.mediaUrl, () => setPlaying(false)));
  };
  return (
    <button
      type="button"
      className={playing ? 'cl-voice cl-voice--playing' : 'cl-voice'}
      style={{ width: `${Math.min(200, 72 + seconds * 4)}px` }}
      onClick={play}
      data-testid={`voice-play-${message.messageId}`}
      aria-label={playing ? '停止播放' : '播放语音'}
    >
      <span className="cl-voice__icon" aria-hidden>
        {playing ? '❚❚' : '▶'}
      </span>
      <span>{seconds}″</span>
    </button>
  );
}

const formatBytes = (n: number) =>
  n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)}MB` : `${Math.max(1, Math.round(n / 1024))}KB`;

function Content({ message }: { message: ChatMessageView }) {
  switch (message.messageType) {
    case 'IMAGE': {
      const src = message.thumbnailUrl ?? message.mediaUrl ?? message.localPreviewUrl ?? '';
      const full = message.mediaUrl ?? message.localPreviewUrl ?? src;
      return (
        <img
          className="cl-msg__image"
          src={src}
          alt="图片"
          loading="lazy"
          onClick={() => ImageViewer.show({ image: full })}
          data-testid={`image-${message.messageId}`}
        />
      );
    }
    case 'VOICE':
      return <VoiceContent message={message} />;
    case 'EMOJI':
      return <span className="cl-msg__emoji">{message.content}</span>;
    case 'FILE':
      return (
        <a
          className="cl-msg__file"
          href={message.mediaUrl ?? '#'}
          target="_blank"
          rel="noreferrer"
          data-testid={`file-${message.messageId}`}
        >
          <span aria-hidden>📎</span>
          <span>
            {message.content}
            {message.mediaSize ? (
              <small className="cl-msg__file-size">{formatBytes(message.mediaSize)}</small>
            ) : null}
          </span>
        </a>
      );
    case 'RED_ENVELOPE':
      return isPending(message) ? <span>{message.content}</span> : <RedEnvelopeBubble message={message} />;
    case 'BET_SHARE':
      return <BetShareCard message={message} />;
    default:
      return <span className="cl-msg__text">{message.content}</span>;
  }
}

/**
 * The text of a system notice. A recall reads "你撤回了一条消息" to the one who recalled their own
 * message (the server's notice names them by nickname, as everyone else reads it).
 */
export function systemNoticeText(m: ChatMessageView): string {
  if (m.isRecalled && m.own && m.recalledBy !== null && m.recalledBy === m.senderId)
    return '你撤回了一条消息';
  return m.content;
}

/** One message row: system notices centred, others as bubbles with avatar, quote, status and read mark. */
export const MessageBubble = memo(function MessageBubble(props: MessageBubbleProps) {
  const { message: m, showName, showTime, read, selecting, selected } = props;
  const press = useLongPress(() => props.onMenu(m), !selecting && m.messageType !== 'SYSTEM');
  const time = showTime ? <div className="cl-msg__time">{formatMessageTime(m.createdAt)}</div> : null;

  if (m.messageType === 'SYSTEM') {
    return (
      <div className="cl-msg-row" data-testid={messageTestId(m)}>
        {time}
        <div className="cl-msg__system">{systemNoticeText(m)}</div>
      </div>
    );
  }

  const bubbleClass = [
    'cl-msg__bubble',
    m.messageType === 'IMAGE' ? 'cl-msg__bubble--media' : '',
    m.messageType === 'EMOJI' ? 'cl-msg__bubble--emoji' : '',
    m.messageType === 'RED_ENVELOPE' || m.messageType === 'BET_SHARE' ? 'cl-msg__bubble--card' : '',
  ].join(' ');

  return (
    <div className="cl-msg-row" data-testid={messageTestId(m)}>
      {time}
      <div
        className={m.own ? 'cl-msg cl-msg--own' : 'cl-msg'}
        onClick={selecting ? () => props.onToggleSelect(m) : undefined}
      >
        {selecting ? <Checkbox className="cl-msg__check" checked={selected} aria-label="选择消息" /> : null}
        <Avatar alt="" className="cl-msg__avatar" src={m.fromUser.avatar ?? ''} />
        <div className="cl-msg__body">
          {showName && !m.own ? <div className="cl-msg__name">{m.fromUser.nickname}</div> : null}
          <div className="cl-msg__line">
            <div className={bubbleClass} {...press}>
              {m.replyTo ? (
                <div className="cl-msg__quote">
                  {m.replyTo.fromUser.nickname}：{messagePreview(m.replyTo)}
                </div>
              ) : null}
              <Content message={m} />
            </div>
            {m.status === 'sending' ? (
              <SpinLoading className="cl-msg__status" style={{ '--size': '14px' }} />
            ) : null}
            {m.status === 'failed' ? (
              <button
                type="button"
                className="cl-msg__failed"
                aria-label="发送失败，点击重试"
                onClick={() => props.onRetry(m)}
                data-testid={`retry-${m.localId}`}
              >
                <ExclamationCircleFill />
              </button>
            ) : null}
          </div>
          {read !== null && !isPending(m) ? (
            <div
              className={read ? 'cl-msg__read cl-msg__read--done' : 'cl-msg__read'}
              data-testid={`read-mark-${m.messageId}`}
            >
              {read ? '已读' : '未读'}
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
});
