import { getChatSocket } from '../../../lib/socket';
import { markRead } from '../api/messages';
import { targetOfConversation } from '../conversation-id';
import { useChatStore } from '../store/chat-store';
import { lastSeqOf } from '../store/message-list';

const timers = new Map<string, ReturnType<typeof setTimeout>>();
const sentUpTo = new Map<string, number>();

/**
 * Marks a conversation read now in the store and, shortly after (one mark for a burst of
 * messages), on the server: a `read_message` frame while the socket is connected (SPEC.md §7),
 * else PUT /api/chat/messages/read. The server tells the other member(s), who show 已读.
 */
export function scheduleRead(conversationId: string, delayMs = 300): void {
  const store = useChatStore.getState();
  store.markRead(conversationId);
  if (timers.has(conversationId)) return;
  timers.set(
    conversationId,
    setTimeout(() => {
      timers.delete(conversationId);
      void flushRead(conversationId);
    }, delayMs),
  );
}

async function flushRead(conversationId: string): Promise<void> {
  const s = useChatStore.getState();
  if (s.me === null) return;
  const target = targetOfConversation(s.me, conversationId);
  if (!target) return;
  const conversation = s.conversations[conversationId];
  const seq = Math.max(conversation?.lastSeq ?? 0, lastSeqOf(s.messages[conversationId] ?? []));
  if (seq <= 0 || (sentUpTo.get(conversationId) ?? 0) >= seq) return;
  sentUpTo.set(conversationId, seq);
  const socket = getChatSocket();
  if (
    socket.authenticated &&
    socket.send({ type: 'read_message', data: { ...target, seq } }, { queue: false }) === 'sent'
  ) {
    return;
  }
  try {
    await markRead(target, seq);
  } catch {
    sentUpTo.delete(conversationId);
  }
}

export function clearReadMarks(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  sentUpTo.clear();
}
