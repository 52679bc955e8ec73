import { CHAT_LIMITS } from '@cailiao/contracts';
import { Toast } from 'antd-mobile';
import { AddCircleOutline, AudioOutline, FileOutline, PictureOutline, SmileOutline } from 'antd-mobile-icons';
import { type ChangeEvent, type KeyboardEvent, useRef, useState } from 'react';
import { isEmojiOnly } from '../emoji';
import type { ChatMessageView } from '../types';
import { EmojiPanel } from './emoji-panel';
import { RedEnvelopeIcon } from './red-envelope/red-envelope-icon';
import { ReplyBar } from './reply-bar';
import { VoiceRecordButton } from './voice-record-button';
import './composer.css';

export interface ComposerSend {
  messageType: 'TEXT' | 'EMOJI' | 'IMAGE' | 'VOICE' | 'FILE';
  content?: string;
  file?: Blob;
  duration?: number;
}

export interface ChatComposerProps {
  replyTo: ChatMessageView | null;
  onCancelReply: () => void;
  onSend: (message: ComposerSend) => void;
  /** Every keystroke (typing frames). */
  onTyping: () => void;
  onStopTyping: () => void;
  disabled?: boolean;
  /** Why nothing may be sent (muted, dissolved): shown instead of the input. */
  blockedReason?: string | null;
  /** Opens the red envelope sheet (the 红包 item of the + panel). */
  onRedEnvelope?: () => void;
}

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

/**
 * The input bar: text with emoji, hold-to-talk voice, the quoted reply, and the + panel (image,
 * file, red envelope). A muted member sees why instead of the input.
 */
export function ChatComposer(props: ChatComposerProps) {
  const [text, setText] = useState('');
  const [panel, setPanel] = useState<'none' | 'emoji' | 'more'>('none');
  const [voice, setVoice] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const anyFileInput = useRef<HTMLInputElement>(null);

  const send = () => {
    const content = text.trim();
    if (!content) return;
    if ([...content].length > CHAT_LIMITS.textMaxChars) {
      Toast.show({ content: `消息内容最多${CHAT_LIMITS.textMaxChars}个字符` });
      return;
    }
    props.onSend({ messageType: isEmojiOnly(content) ? 'EMOJI' : 'TEXT', content });
    props.onStopTyping();
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  const insertEmoji = (emoji: string) => {
    const el = input.current;
    const at = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? at;
    setText(text.slice(0, at) + emoji + text.slice(end));
    props.onTyping();
    requestAnimationFrame(() => {
      if (!el) return;
      const caret = at + emoji.length;
      el.setSelectionRange?.(caret, caret);
    });
  };

  const pickImage = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) {
      Toast.show({ content: '仅支持 jpg、png、gif、webp 图片' });
      return;
    }
    if (file.size > CHAT_LIMITS.imageMaxBytes) {
      Toast.show({ content: '图片不能超过10MB' });
      return;
    }
    setPanel('none');
    props.onSend({ messageType: 'IMAGE', file });
  };

  const pickFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > CHAT_LIMITS.fileMaxBytes) {
      Toast.show({ content: '文件不能超过20MB' });
      return;
    }
    if (file.size === 0) {
      Toast.show({ content: '不能发送空文件' });
      return;
    }
    setPanel('none');
    props.onSend({ messageType: 'FILE', file, content: file.name });
  };

  if (props.blockedReason) {
    return (
      <div className="cl-composer">
        <div className="cl-composer__blocked" role="status" data-testid="composer-blocked">
          {props.blockedReason}
        </div>
      </div>
    );
  }

  return (
    <div className="cl-composer">
      {props.replyTo ? <ReplyBar message={props.replyTo} onCancel={props.onCancelReply} /> : null}
      <div className="cl-composer__row">
        <button
          type="button"
          className="cl-icon-btn"
          onClick={() => {
            setVoice(!voice);
            setPanel('none');
          }}
          aria-label={voice ? '切换到键盘' : '切换到语音'}
          data-testid="voice-toggle"
        >
          {voice ? <span className="cl-keyboard-glyph">⌨</span> : <AudioOutline />}
        </button>
        {voice ? (
          <VoiceRecordButton
            onRecorded={(file, duration) => props.onSend({ messageType: 'VOICE', file, duration })}
          />
        ) : (
          <textarea
            ref={input}
            className="cl-composer__input"
            rows={1}
            value={text}
            placeholder="输入消息…"
            maxLength={CHAT_LIMITS.textMaxChars}
            disabled={props.disabled}
            onChange={(e) => {
              setText(e.target.value);
              props.onTyping();
            }}
            onKeyDown={onKeyDown}
            onBlur={props.onStopTyping}
            onFocus={() => setPanel('none')}
            data-testid="chat-input"
          />
        )}
        <button
          type="button"
          className={panel === 'emoji' ? 'cl-icon-btn cl-icon-btn--on' : 'cl-icon-btn'}
          onClick={() => {
            setPanel(panel === 'emoji' ? 'none' : 'emoji');
            setVoice(false);
          }}
          aria-label="表情"
          data-testid="emoji-toggle"
        >
          <SmileOutline />
        </button>
        {text.trim() && !voice ? (
          <button
            type="button"
            className="cl-composer__send"
            onClick={send}
            disabled={props.disabled}
            data-testid="chat-send"
          >
            发送
          </button>
        ) : (
          <button
            type="button"
            className={panel === 'more' ? 'cl-icon-btn cl-icon-btn--on' : 'cl-icon-btn'}
            onClick={() => {
              setPanel(panel === 'more' ? 'none' : 'more');
              setVoice(false);
            }}
            aria-label="更多"
            data-testid="more-toggle"
          >
            <AddCircleOutline />
          </button>
        )}
        <input
          ref={fileInput}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          hidden
          onChange={pickImage}
          data-testid="image-input"
        />
        <input ref={anyFileInput} type="file" hidden onChange={pickFile} data-testid="file-input" />
      </div>
      {panel === 'emoji' ? <EmojiPanel onPick={insertEmoji} /> : null}
      {panel === 'more' ? (
        <div className="cl-composer__more" data-testid="more-panel">
          <button type="button" onClick={() => fileInput.current?.click()} data-testid="image-button">
            <span className="cl-composer__more-icon">
              <PictureOutline />
            </span>
            图片
          </button>
          <button type="button" onClick={() => anyFileInput.current?.click()} data-testid="file-button">
            <span className="cl-composer__more-icon">
              <FileOutline />
            </span>
            文件
          </button>
          {props.onRedEnvelope ? (
            <button
              type="button"
              onClick={() => {
                setPanel('none');
                props.onRedEnvelope?.();
              }}
              data-testid="red-envelope-button"
            >
              <span className="cl-composer__more-icon cl-composer__more-icon--red">
                <RedEnvelopeIcon size={26} />
              </span>
              红包
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
