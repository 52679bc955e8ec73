import { getHistory } from '../api/messages';
import { targetOfConversation } from '../conversation-id';
import { useChatStore } from '../store/chat-store';
import { lastSeqOf } from '../store/message-list';
import { scheduleRead } from './read-marks';
import { refreshConversations } from './sync';

/**
 * Catch-up pages are 100 messages, not the 20 of SPEC.md §9 on purpose: that size is for a person
 * reading history; after a reconnect the client fills a gap nobody scrolls through, and a busy group
 * that missed 1000 messages takes 10 requests instead of 50 (the server caps pages at 100).
 */
export const CATCH_UP_PAGE = 100;
const MAX_PAGES = 50;

/**
 * After a (re)connect, fetches what the socket missed: the conversation list (unread, last
 * messages), then, for every conversation whose messages are held, the messages after the last
 * held seq (GET history?afterSeq=) page by page until the server has no more.
 */
export async function catchUp(): Promise<void> {
  await refreshConversations().catch(() => undefined);
  const s = useChatStore.getState();
  if (s.me === null) return;
  const held = Object.entries(s.messages).filter(([, list]) => list.length > 0);
  await Promise.all(held.map(([conversationId, list]) => fetchAfter(conversationId, lastSeqOf(list))));
}

/** Fetches a conversation's messages after `afterSeq`, page by page, into the store. */
async function fetchAfter(conversationId: string, afterSeq: number): Promise<void> {
  const me = useChatStore.getState().me;
  if (me === null) return;
  const target = targetOfConversation(me, conversationId);
  if (!target) return;
  let after = afterSeq;
  for (let page = 0; page < MAX_PAGES; page++) {
    const result = await getHistory(
      target,
      { afterSeq: after, limit: CATCH_UP_PAGE },
      { silent: true },
    ).catch(() => null);
    if (!result) return;
    for (const message of result.list) useChatStore.getState().receiveMessage(message);
    if (result.peerReadSeq !== null)
      useChatStore.getState().setPeerReadSeq(conversationId, result.peerReadSeq);
    const last = result.list.at(-1)?.seq;
    if (!result.hasMore || last === undefined) break;
    after = last;
  }
  if (useChatStore.getState().activeConversationId === conversationId) scheduleRead(conversationId);
}

const gapFetches = new Map<string, Promise<void>>();

/**
 * A message arrived whose seq is more than one past the last one held: the messages between were
 * missed (a process's bus was away, a frame was dropped). Fetches them once per conversation at a
 * time; the server numbers every conversation 1, 2, 3… with no gaps, so the gap is exact.
 */
export function fillGap(conversationId: string, afterSeq: number): Promise<void> {
  const running = gapFetches.get(conversationId);
  if (running) return running;
  const fetch = fetchAfter(conversationId, afterSeq).finally(() => gapFetches.delete(conversationId));
  gapFetches.set(conversationId, fetch);
  return fetch;
}
