import { useState } from 'react';
import { useRedEnvelope } from '../../api/red-envelopes';
import type { ChatMessageView } from '../../types';
import { RedEnvelopeIcon } from './red-envelope-icon';
import { RedEnvelopeOpen } from './red-envelope-open';
import { bubbleState, envelopeIdOf, STATE_TEXT } from './red-envelope-state';
import './red-envelope.css';

/** A RED_ENVELOPE message: the red card with my state of it; a tap opens it. */
export function RedEnvelopeBubble({ message }: { message: ChatMessageView }) {
  const id = envelopeIdOf(message.extra);
  const detail = useRedEnvelope(id);
  const [open, setOpen] = useState(false);
  const state = bubbleState(detail.data);
  const lucky = message.extra?.type === 'lucky';
  const done = state === 'opened' || state === 'empty' || state === 'expired';
  return (
    <>
      <button
        type="button"
        className={done ? 'cl-redenv cl-redenv--done' : 'cl-redenv'}
        onClick={() => id && setOpen(true)}
        data-testid={`red-envelope-${id ?? message.messageId}`}
        data-state={state}
      >
        <span className="cl-redenv__main">
          <span className="cl-redenv__icon">
            <RedEnvelopeIcon />
          </span>
          <span>
            <span className="cl-redenv__blessing">{message.content || '恭喜发财，大吉大利'}</span>
            <span className="cl-redenv__state" style={{ display: 'block' }}>
              {STATE_TEXT[state]}
            </span>
          </span>
        </span>
        <span className="cl-redenv__foot">{lucky ? '拼手气红包' : '彩聊红包'}</span>
      </button>
      {id && open ? <RedEnvelopeOpen id={id} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
