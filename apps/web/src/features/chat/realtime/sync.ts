import { getChatSettings, getConversations } from '../api/conversations';
import { getFriendRequests } from '../api/friends';
import { getGroupRequestsSummary } from '../api/group-admin';
import { useChatStore } from '../store/chat-store';

/** Loads the conversation list (server truth for unread, names and settings per conversation). */
export async function refreshConversations(options: { silent?: boolean } = {}): Promise<void> {
  const page = await getConversations({ silent: options.silent ?? true });
  const store = useChatStore.getState();
  store.setConversations(page.list);
  for (const c of page.list)
    if (c.type === 'PRIVATE' && c.online !== null) store.setOnline(c.targetId, c.online);
}

export async function loadChatSettings(): Promise<void> {
  useChatStore.getState().setSettings(await getChatSettings());
}

/** Counts the received friend requests still pending (the 新朋友 badge). */
export async function refreshPendingRequests(): Promise<void> {
  const page = await getFriendRequests('received');
  useChatStore.getState().setPendingRequests(page.list.filter((r) => r.status === 'pending').length);
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
