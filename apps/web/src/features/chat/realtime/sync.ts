import { NO_MORE_TEXT } from '../../../lib/paging';
import { type ConversationPage, getChatSettings, getConversations } from '../api/conversations';
import { getFriendRequests } from '../api/friends';
import { getGroupRequestsSummary } from '../api/group-admin';
import { useChatStore } from '../store/chat-store';

const pageInfo = (page: ConversationPage) => ({
  page: page.pagination.page,
  totalPages: page.pagination.totalPages,
  totalUnread: page.totalUnread,
});

function noteOnline(list: ConversationPage['list']): void {
  const store = useChatStore.getState();
  for (const c of list) if (c.type === 'PRIVATE' && c.online !== null) store.setOnline(c.targetId, c.online);
}

/**
 * Loads the first page of the conversation list (server truth for unread, names and settings per
 * conversation). `fresh` (pull-to-refresh, opening the chat tab) starts the list over at page 1;
 * otherwise — a refresh in the background — the pages the player scrolled to stay, and page 1 is
 * merged into them, so the list never shrinks under a finger.
 */
export async function refreshConversations(
  options: { silent?: boolean; fresh?: boolean } = {},
): Promise<void> {
  const page = await getConversations(1, { silent: options.silent ?? true });
  const store = useChatStore.getState();
  if (!options.fresh && store.conversationPages.page > 1)
    store.mergeConversationPage(page.list, pageInfo(page));
  else store.setConversations(page.list, pageInfo(page));
  noteOnline(page.list);
}

export function hasMoreConversations(): boolean {
  const { page, totalPages } = useChatStore.getState().conversationPages;
  return page > 0 && page < totalPages;
}

let loadingMore: Promise<void> | null = null;

/** The next page of the conversation list (load-more at the bottom); one load at a time. */
export function loadMoreConversations(): Promise<void> {
  if (loadingMore) return loadingMore;
  if (!hasMoreConversations()) return Promise.reject(new Error(NO_MORE_TEXT));
  const next = useChatStore.getState().conversationPages.page + 1;
  loadingMore = getConversations(next, { silent: true })
    .then((page) => {
      useChatStore.getState().mergeConversationPage(page.list, pageInfo(page));
      noteOnline(page.list);
    })
    .finally(() => {
      loadingMore = null;
    });
  return loadingMore;
}

export async function loadChatSettings(): Promise<void> {
  useChatStore.getState().setSettings(await getChatSettings());
}

/** Counts the received friend requests still pending (the 新朋友 badge): all of them, not one page's. */
export async function refreshPendingRequests(): Promise<void> {
  const page = await getFriendRequests('received', 1, 'pending');
  useChatStore.getState().setPendingRequests(page.pagination.total);
}

/** Counts my pending group invites and the pending applications of groups I manage (badges). */
export async function refreshGroupRequests(): Promise<void> {
  const summary = await getGroupRequestsSummary();
  useChatStore.getState().setPendingGroupRequests(summary.counts.total);
}

let refreshTimer: ReturnType<typeof setTimeout> | null = null;

/** Refreshes the list soon, once, however many times it is asked (a burst of new conversations). */
export function scheduleConversationsRefresh(delayMs = 800): void {
  if (refreshTimer !== null) return;
  refreshTimer = setTimeout(() => {
    refreshTimer = null;
    void refreshConversations().catch(() => undefined);
  }, delayMs);
}

export function cancelScheduledRefresh(): void {
  if (refreshTimer !== null) clearTimeout(refreshTimer);
  refreshTimer = null;
}
