import { PAGE_SIZE } from '@cailiao/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuthStore } from '../../auth/store/auth-store';
import { getHistory } from '../api/messages';
import { conversationIdOf } from '../conversation-id';
import { scheduleRead } from '../realtime/read-marks';
import { useChatStore } from '../store/chat-store';
import { firstSeqOf } from '../store/message-list';
import type { ChatMessageView, ConversationTarget } from '../types';

/** Messages per history page (SPEC.md §9 chat 20), on opening and for each older page. */
const PAGE = PAGE_SIZE.chat;
const EMPTY: ChatMessageView[] = [];

/**
 * One open conversation: its messages from the store, the newest page loaded on opening, older
 * pages on request (beforeSeq), and read marks while it is open (it is the active conversation).
 */
export function useConversation(target: ConversationTarget | null) {
  const me = useAuthStore((s) => s.user?.id ?? null);
  const id = me !== null && target ? conversationIdOf(me, target) : null;
  const messages = useChatStore((s) => (id ? (s.messages[id] ?? EMPTY) : EMPTY));
  const hasMore = useChatStore((s) => (id ? (s.hasMoreBefore[id] ?? true) : false));
  const conversation = useChatStore((s) => (id ? s.conversations[id] : undefined));
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [loadingOlder, setLoadingOlder] = useState(false);
  const busy = useRef(false);
  const targetId = target?.targetId;
  const type = target?.type;

  const loadNewest = useCallback(async () => {
    if (!id || targetId === undefined || !type) return;
    setState('loading');
    try {
      const page = await getHistory({ targetId, type }, { limit: PAGE });
      const store = useChatStore.getState();
      const held = store.messages[id] ?? [];
      // Older pages already held keep their own "more before" answer.
      const olderHeld = held.length > 0 && firstSeqOf(held) < (page.list[0]?.seq ?? 0);
      store.addMessages(id, page.list, olderHeld ? undefined : page.hasMore);
      if (page.peerReadSeq !== null) store.setPeerReadSeq(id, page.peerReadSeq);
      setState('ready');
      scheduleRead(id);
    } catch {
      setState('error');
    }
  }, [id, targetId, type]);

  useEffect(() => {
    if (!id) return;
    useChatStore.getState().setActiveConversation(id);
    void loadNewest();
    return () => {
      if (useChatStore.getState().activeConversationId === id) {
        useChatStore.getState().setActiveConversation(null);
      }
    };
  }, [id, loadNewest]);

  const loadOlder = useCallback(async () => {
    if (!id || targetId === undefined || !type || busy.current || state !== 'ready') return;
    const store = useChatStore.getState();
    if (store.hasMoreBefore[id] === false) return;
    const first = firstSeqOf(store.messages[id] ?? []);
    if (first <= 1) {
      store.addMessages(id, [], false);
      return;
    }
    busy.current = true;
    setLoadingOlder(true);
    try {
      const page = await getHistory({ targetId, type }, { beforeSeq: first, limit: PAGE }, { silent: true });
      useChatStore.getState().addMessages(id, page.list, page.hasMore);
    } catch {
      // stays as it is; scrolling up again retries
    } finally {
      busy.current = false;
      setLoadingOlder(false);
    }
  }, [id, targetId, type, state]);

  return { id, me, messages, hasMore, conversation, state, loadingOlder, loadOlder, reload: loadNewest };
}
