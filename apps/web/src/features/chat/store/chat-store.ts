import { create } from 'zustand';
import { targetOfConversation } from '../conversation-id';
import {
  type ChatMessage,
  type ChatMessageView,
  type ChatSettings,
  type Conversation,
  DEFAULT_CHAT_SETTINGS,
} from '../types';
import { mergeMessages, removeMessages, toView } from './message-list';

/**
 * Chat state shared across screens (SPEC.md §4 chat state): conversations, messages per
 * conversation (seq order, no duplicates), unread per conversation, typing users per conversation,
 * online users, and the tab badge, which stays as it is while a chat page is the current page.
 */
export interface ChatState {
  me: number | null;
  conversations: Record<string, Conversation>;
  conversationsLoaded: boolean;
  /** Pages of the conversation list loaded so far, of how many the server has. */
  conversationPages: ConversationPaging;
  /** Unread (not muted) in conversations of pages not loaded yet: the badge counts them too. */
  unreadElsewhere: number;
  messages: Record<string, ChatMessageView[]>;
  /** Older messages exist on the server before the first one held. */
  hasMoreBefore: Record<string, boolean>;
  /** User ids typing in each conversation (a set: no duplicates). */
  typing: Record<string, number[]>;
  onlineUsers: ReadonlySet<number>;
  /** The conversation whose chat page is open (its messages are read as they arrive). */
  activeConversationId: string | null;
  /** A chat page is the current page: the badge is not updated meanwhile (SPEC.md §2). */
  chatPageActive: boolean;
  /** Unread messages over all conversations that are not muted (the chat tab badge). */
  unreadTotal: number;
  settings: ChatSettings;
  /** Friend requests received and still pending. */
  pendingRequests: number;
  /** Group invites to me and applications to groups I manage, still pending (the 群聊 badge). */
  pendingGroupRequests: number;

  setMe: (id: number | null) => void;
  setUnreadTotal: (count: number) => void;
  /** The first page of the list (a fresh load): replaces every conversation held. */
  setConversations: (list: Conversation[], page?: ConversationPageInfo) => void;
  /** Another page of the list, or page 1 again while more are held: merged into what is held. */
  mergeConversationPage: (list: Conversation[], page: ConversationPageInfo) => void;
  upsertConversation: (conversation: Conversation) => void;
  patchConversation: (conversationId: string, patch: Partial<Conversation>) => void;
  removeConversation: (conversationId: string) => void;
  /** A message arrived (live or caught up); answers whether it is new to this conversation. */
  receiveMessage: (message: ChatMessage) => boolean;
  /** A stored message changed (recalled): replaced where held, never counted as unread. */
  updateMessage: (message: ChatMessage) => void;
  /** Messages of a history page; `hasMoreBefore` when the page was the oldest loaded so far. */
  addMessages: (
    conversationId: string,
    list: Array<ChatMessage | ChatMessageView>,
    hasMoreBefore?: boolean,
  ) => void;
  /** Adds or patches a message sent from this device, by its local id. */
  putLocalMessage: (conversationId: string, message: ChatMessageView) => void;
  patchLocalMessage: (conversationId: string, localId: string, patch: Partial<ChatMessageView>) => void;
  removeMessages: (conversationId: string, messageIds: number[], localIds?: string[]) => void;
  /** Everything in the conversation is read: unread 0. */
  markRead: (conversationId: string) => void;
  /** The other member of a private chat read up to `seq`. */
  setPeerReadSeq: (conversationId: string, seq: number) => void;
  /** I read up to `seq` (on another device). */
  setReadSeq: (conversationId: string, seq: number) => void;
  setTyping: (conversationId: string, userId: number, isTyping: boolean) => void;
  setOnlineUsers: (userIds: number[]) => void;
  setOnline: (userId: number, online: boolean) => void;
  setActiveConversation: (conversationId: string | null) => void;
  setChatPageActive: (active: boolean) => void;
  setSettings: (settings: ChatSettings) => void;
  setPendingRequests: (count: number) => void;
  setPendingGroupRequests: (count: number) => void;
  /** Sets the badge to the current total (skipped while a chat page is current). */
  recomputeBadge: () => void;
  reset: () => void;
}

type Conversations = Record<string, Conversation>;

export interface ConversationPaging {
  page: number;
  totalPages: number;
}

/** What a page of GET /api/chat/conversations says besides its list. */
export interface ConversationPageInfo extends ConversationPaging {
  /** Unread over every conversation (not muted), loaded or not. */
  totalUnread: number;
}

/** Badge total: unread of every conversation that is not muted. */
export function totalUnread(conversations: Conversations): number {
  let sum = 0;
  for (const c of Object.values(conversations)) if (!c.isMuted) sum += Math.max(0, c.unreadCount);
  return sum;
}

function conversationFromMessage(m: ChatMessage, me: number | null): Conversation {
  const target = targetOfConversation(me ?? 0, m.conversationId) ?? {
    type: m.conversationType,
    targetId: m.targetId,
  };
  const fromPeer = m.senderId !== null && m.senderId !== me;
  const name = m.conversationType === 'GROUP' || !fromPeer ? m.targetName : m.fromUser.nickname;
  return {
    conversationId: m.conversationId,
    type: target.type,
    targetId: target.targetId,
    targetName: name,
    targetAvatar: target.type === 'PRIVATE' && fromPeer ? m.fromUser.avatar : null,
    lastMessage: null,
    lastSeq: 0,
    readSeq: 0,
    unreadCount: 0,
    isSticky: false,
    isMuted: false,
    updatedAt: null,
    peerReadSeq: target.type === 'PRIVATE' ? 0 : null,
    online: null,
    memberCount: null,
  };
}

const initial = {
  me: null,
  conversations: {},
  conversationsLoaded: false,
  conversationPages: { page: 0, totalPages: 0 },
  unreadElsewhere: 0,
  messages: {},
  hasMoreBefore: {},
  typing: {},
  onlineUsers: new Set<number>(),
  activeConversationId: null,
  chatPageActive: false,
  unreadTotal: 0,
  settings: DEFAULT_CHAT_SETTINGS,
  pendingRequests: 0,
  pendingGroupRequests: 0,
} satisfies Partial<ChatState>;

export const useChatStore = create<ChatState>()((set, get) => {
  /** Sets conversations and, unless a chat page is current, the badge with them. */
  const setConversationsState = (conversations: Conversations, extra: Partial<ChatState> = {}) => {
    const elsewhere = extra.unreadElsewhere ?? get().unreadElsewhere;
    const badge = get().chatPageActive ? {} : { unreadTotal: totalUnread(conversations) + elsewhere };
    set({ conversations, ...extra, ...badge });
  };
  /** A conversation as fetched, keeping what arrived live while the list was in flight. */
  const fromServer = (fetched: Conversation): Conversation => {
    const { activeConversationId, conversations: held } = get();
    const prev = held[fetched.conversationId];
    // A message that arrived live while the list was in flight is newer than the answer.
    const c =
      prev && prev.lastSeq > fetched.lastSeq
        ? {
            ...fetched,
            lastSeq: prev.lastSeq,
            lastMessage: prev.lastMessage,
            readSeq: prev.readSeq,
            unreadCount: prev.unreadCount,
            updatedAt: prev.updatedAt,
          }
        : fetched;
    return c.conversationId === activeConversationId ? { ...c, unreadCount: 0, readSeq: c.lastSeq } : c;
  };
  const elsewhereOf = (conversations: Conversations, page?: ConversationPageInfo) =>
    page ? Math.max(0, page.totalUnread - totalUnread(conversations)) : 0;
  const patch = (conversationId: string, change: (c: Conversation) => Partial<Conversation>) => {
    const current = get().conversations[conversationId];
    if (!current) return;
    setConversationsState({ ...get().conversations, [conversationId]: { ...current, ...change(current) } });
  };

  return {
    ...initial,
    setMe: (me) => set({ me }),
    setUnreadTotal: (count) => set({ unreadTotal: Math.max(0, Math.floor(count)) }),

    setConversations: (list, page) => {
      const next: Conversations = {};
      for (const fetched of list) next[fetched.conversationId] = fromServer(fetched);
      setConversationsState(next, {
        conversationsLoaded: true,
        conversationPages: { page: 1, totalPages: page?.totalPages ?? 1 },
        unreadElsewhere: elsewhereOf(next, page),
      });
    },

    mergeConversationPage: (list, page) => {
      const next: Conversations = { ...get().conversations };
      for (const fetched of list) next[fetched.conversationId] = fromServer(fetched);
      setConversationsState(next, {
        conversationsLoaded: true,
        conversationPages: {
          page: Math.max(get().conversationPages.page, page.page),
          totalPages: page.totalPages,
        },
        unreadElsewhere: elsewhereOf(next, page),
      });
    },

    upsertConversation: (c) => setConversationsState({ ...get().conversations, [c.conversationId]: c }),
    patchConversation: (id, change) => patch(id, () => change),
    removeConversation: (id) => {
      const { [id]: _removed, ...rest } = get().conversations;
      const { [id]: _messages, ...messages } = get().messages;
      setConversationsState(rest, { messages });
    },

    receiveMessage: (message) => {
      const s = get();
      const id = message.conversationId;
      const view = toView(message, s.me);
      const held = s.messages[id];
      const messages = { ...s.messages, [id]: mergeMessages(held ?? [], [view]) };
      const current = s.conversations[id] ?? conversationFromMessage(message, s.me);
      const isNew = message.seq > current.lastSeq;
      let conversation = current;
      if (isNew) {
        const read = view.own || s.activeConversationId === id;
        conversation = {
          ...current,
          lastMessage: message,
          lastSeq: message.seq,
          updatedAt: message.createdAt,
          readSeq: read ? message.seq : current.readSeq,
          unreadCount: read ? 0 : current.unreadCount + 1,
        };
      } else if (current.lastMessage?.messageId === message.messageId) {
        conversation = { ...current, lastMessage: message };
      }
      setConversationsState({ ...s.conversations, [id]: conversation }, { messages });
      return isNew;
    },

    updateMessage: (message) => {
      const s = get();
      const id = message.conversationId;
      const held = s.messages[id];
      if (held) set({ messages: { ...s.messages, [id]: mergeMessages(held, [toView(message, s.me)]) } });
      if (s.conversations[id]?.lastMessage?.messageId === message.messageId) {
        patch(id, () => ({ lastMessage: message }));
      }
    },

    addMessages: (id, list, hasMoreBefore) => {
      const s = get();
      const views = list.map((m) => ('status' in m ? (m as ChatMessageView) : toView(m, s.me)));
      const next = mergeMessages(s.messages[id] ?? [], views);
      set({
        messages: { ...s.messages, [id]: next },
        ...(hasMoreBefore === undefined
          ? {}
          : { hasMoreBefore: { ...s.hasMoreBefore, [id]: hasMoreBefore } }),
      });
    },

    putLocalMessage: (id, message) => {
      const s = get();
      set({ messages: { ...s.messages, [id]: mergeMessages(s.messages[id] ?? [], [message]) } });
    },

    patchLocalMessage: (id, localId, change) => {
      const s = get();
      const held = s.messages[id];
      if (!held) return;
      set({
        messages: { ...s.messages, [id]: held.map((m) => (m.localId === localId ? { ...m, ...change } : m)) },
      });
    },

    removeMessages: (id, messageIds, localIds = []) => {
      const s = get();
      const held = s.messages[id];
      if (held) set({ messages: { ...s.messages, [id]: removeMessages(held, messageIds, localIds) } });
      const last = s.conversations[id]?.lastMessage;
      if (last && messageIds.includes(last.messageId)) {
        const remaining = get().messages[id]?.filter((m) => m.seq > 0);
        patch(id, () => ({ lastMessage: remaining?.at(-1) ?? null }));
      }
    },

    markRead: (id) => patch(id, (c) => ({ unreadCount: 0, readSeq: Math.max(c.readSeq, c.lastSeq) })),
    setPeerReadSeq: (id, seq) => patch(id, (c) => ({ peerReadSeq: Math.max(c.peerReadSeq ?? 0, seq) })),
    setReadSeq: (id, seq) =>
      patch(id, (c) => {
        const readSeq = Math.max(c.readSeq, seq);
        return { readSeq, unreadCount: Math.max(0, Math.min(c.unreadCount, c.lastSeq - readSeq)) };
      }),

    setTyping: (id, userId, isTyping) => {
      const current = get().typing[id] ?? [];
      const has = current.includes(userId);
      if (has === isTyping) return;
      const next = isTyping ? [...current, userId] : current.filter((u) => u !== userId);
      set({ typing: { ...get().typing, [id]: next } });
    },

    setOnlineUsers: (ids) => set({ onlineUsers: new Set(ids) }),
    setOnline: (userId, online) => {
      const current = get().onlineUsers;
      if (current.has(userId) === online) return;
      const next = new Set(current);
      if (online) next.add(userId);
      else next.delete(userId);
      set({ onlineUsers: next });
    },

    setActiveConversation: (activeConversationId) => set({ activeConversationId }),
    setChatPageActive: (active) => {
      set({ chatPageActive: active });
      if (!active) get().recomputeBadge();
    },
    setSettings: (settings) => set({ settings }),
    setPendingRequests: (count) => set({ pendingRequests: Math.max(0, count) }),
    setPendingGroupRequests: (count) => set({ pendingGroupRequests: Math.max(0, count) }),
    recomputeBadge: () => {
      if (!get().chatPageActive)
        set({ unreadTotal: totalUnread(get().conversations) + get().unreadElsewhere });
    },
    reset: () => set({ ...initial, onlineUsers: new Set<number>() }),
  };
});
