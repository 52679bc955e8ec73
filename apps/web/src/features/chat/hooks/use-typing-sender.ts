import { useCallback, useEffect, useRef } from 'react';
import { getChatSocket } from '../../../lib/socket';
import type { ConversationTarget } from '../types';

/** Typing frames are refreshed at most this often while the user keeps typing. */
export const TYPING_REFRESH_MS = 3000;
/** Typing stops this long after the last keystroke. */
export const TYPING_IDLE_MS = 2500;

/**
 * Sends `typing` frames debounced (SPEC.md §7 outgoing typing { targetId, type, isTyping }):
 * isTyping true on the first keystroke and again every 3 s while typing continues, false 2.5 s
 * after the last keystroke, on send and on leaving. Never queued: a stale typing frame means
 * nothing after a reconnect.
 */
export function useTypingSender(target: ConversationTarget | null) {
  const typing = useRef(false);
  const lastSent = useRef(0);
  const idle = useRef<ReturnType<typeof setTimeout> | null>(null);
  const targetRef = useRef(target);
  targetRef.current = target;

  const send = useCallback((isTyping: boolean) => {
    const t = targetRef.current;
    const socket = getChatSocket();
    if (!t || !socket.authenticated) return;
    socket.send({ type: 'typing', data: { targetId: t.targetId, type: t.type, isTyping } }, { queue: false });
  }, []);

  const stop = useCallback(() => {
    if (idle.current) clearTimeout(idle.current);
    idle.current = null;
    if (!typing.current) return;
    typing.current = false;
    send(false);
  }, [send]);

  const onInput = useCallback(() => {
    const now = Date.now();
    if (!typing.current || now - lastSent.current >= TYPING_REFRESH_MS) {
      typing.current = true;
      lastSent.current = now;
      send(true);
    }
    if (idle.current) clearTimeout(idle.current);
    idle.current = setTimeout(stop, TYPING_IDLE_MS);
  }, [send, stop]);

  useEffect(() => stop, [stop]);

  return { onInput, stop };
}
