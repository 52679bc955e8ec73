import { CHAT_LIMITS } from '@cailiao/contracts';
import { Toast } from 'antd-mobile';
import { AudioOutline, PictureOutline, SmileOutline } from 'antd-mobile-icons';
import { type ChangeEvent, type KeyboardEvent, useRef, useState } from 'react';
import { isEmojiOnly } from '../emoji';
import type { ChatMessageView } from '../types';
import { EmojiPanel } from './emoji-panel';
import { ReplyBar } from './reply-bar';
import { VoiceRecordButton } from './voice-record-button';
import './composer.css';

export interface ComposerSend {
  messageType: 'TEXT' | 'EMOJI' | 'IMAGE' | 'VOICE';
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
}

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

/** The input bar: text with emoji, an image picker, hold-to-talk voice, and the quoted reply. */
export function ChatComposer(props: ChatComposerProps) {
  const [text, setText] = useState('');
  const [panel, setPanel] = useState<'none' | 'emoji'>('none');
  const [voice, setVoice] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);

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
    props.onSend({ messageType: 'IMAGE', file });
  };

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
            className="cl-icon-btn"
            onClick={() => fileInput.current?.click()}
            aria-label="发送图片"
            data-testid="image-button"
          >
            <PictureOutline />
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
      </div>
      {panel === 'emoji' ? <EmojiPanel onPick={insertEmoji} /> : null}
    </div>
  );
}
