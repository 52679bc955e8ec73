import type { QueryClient } from '@tanstack/react-query';
import { Toast } from 'antd-mobile';
import type { ChatSocket } from '../../../lib/socket';
import { onChaseUpdate } from '../../chase/realtime';
import { onPlayerMessage } from '../../messages/realtime';
import { useSettingsStore } from '../../settings/store/settings-store';
import { friendKeys } from '../api/friends';
import { groupAdminKeys } from '../api/group-admin';
import { groupKeys } from '../api/groups';
import { redEnvelopeKeys } from '../api/red-envelopes';
import { notifyIncoming } from '../notify/notifier';
import { useChatStore } from '../store/chat-store';
import { lastSeqOf } from '../store/message-list';
import type { ChatMessage } from '../types';
import { catchUp, fillGap } from './catch-up';
import { resendFailedByNetwork } from './outbox';
import { scheduleRead } from './read-marks';
import { refreshGroupRequests, refreshPendingRequests, scheduleConversationsRefresh } from './sync';

/** How long a typing indicator lasts without a new typing frame. */
export const TYPING_TTL_MS = 6000;

const typingTimers = new Map<string, ReturnType<typeof setTimeout>>();

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null;
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

function isChatMessage(v: unknown): v is ChatMessage {
  return (
    isObj(v) &&
    typeof v.conversationId === 'string' &&
    num(v.messageId) !== undefined &&
    num(v.seq) !== undefined &&
    isObj(v.fromUser)
  );
}

function pageVisible(): boolean {
  return typeof document === 'undefined' || document.visibilityState !== 'hidden';
}

export function setTypingFor(conversationId: string, userId: number, isTyping: boolean): void {
  const key = `${conversationId}:${userId}`;
  const timer = typingTimers.get(key);
  if (timer) clearTimeout(timer);
  typingTimers.delete(key);
  useChatStore.getState().setTyping(conversationId, userId, isTyping);
  if (isTyping) {
    typingTimers.set(
      key,
      setTimeout(() => {
        typingTimers.delete(key);
        useChatStore.getState().setTyping(conversationId, userId, false);
      }, TYPING_TTL_MS),
    );
  }
}

export function clearTypingTimers(): void {
  for (const timer of typingTimers.values()) clearTimeout(timer);
  typingTimers.clear();
}

/** A new message frame: store it, count it, read it when its page is open, maybe notify. */
export function onNewMessage(data: unknown): void {
  if (!isChatMessage(data)) {
    console.error('[chat] new_message 数据无效', data);
    return;
  }
  const store = useChatStore.getState();
  const known = Boolean(store.conversations[data.conversationId]);
  const held = store.messages[data.conversationId];
  const lastHeld = held && held.length > 0 ? lastSeqOf(held) : undefined;
  const isNew = store.receiveMessage(data);
  if (lastHeld !== undefined && data.seq > lastHeld + 1) void fillGap(data.conversationId, lastHeld);
  if (data.senderId !== null) setTypingFor(data.conversationId, data.senderId, false);
  if (!known) scheduleConversationsRefresh();
  if (!isNew) return;
  const viewing = store.activeConversationId === data.conversationId;
  if (viewing) scheduleRead(data.conversationId);
  const after = useChatStore.getState();
  const app = useSettingsStore.getState().settings;
  void notifyIncoming(data, {
    me: after.me,
    settings: {
      ...after.settings,
      notificationsEnabled: after.settings.notificationsEnabled && app.notifications,
      soundEnabled: after.settings.soundEnabled && app.sound,
    },
    conversation: after.conversations[data.conversationId],
    viewing: viewing && pageVisible(),
  });
}

/** Wires every chat frame of the socket into the store; answers the unsubscribe function. */
export function wireSocket(socket: ChatSocket, queryClient?: QueryClient): () => void {
  const store = () => useChatStore.getState();
  const offs = [
    socket.events.on('new_message', onNewMessage),
    socket.events.on('message_recalled', (data) => {
      if (isObj(data) && isChatMessage(data.message)) store().updateMessage(data.message);
    }),
    socket.events.on('message_read', (data) => {
      if (!isObj(data)) return;
      const id = str(data.conversationId);
      const userId = num(data.userId);
      const seq = num(data.readSeq);
      if (!id || userId === undefined || seq === undefined) return;
      if (userId === store().me) store().setReadSeq(id, seq);
      else store().setPeerReadSeq(id, seq);
    }),
    socket.events.on('messageStatusUpdate', (data) => {
      if (!isObj(data)) return;
      const id = str(data.conversationId);
      if (!id) return;
      if (data.status === 'read' && num(data.seq) !== undefined && data.userId !== store().me) {
        store().setPeerReadSeq(id, num(data.seq)!);
      } else if (data.status === 'deleted' && Array.isArray(data.messageIds)) {
        store().removeMessages(
          id,
          data.messageIds.filter((m): m is number => typeof m === 'number'),
        );
      }
    }),
    socket.events.on('typing', (data) => {
      if (!isObj(data)) return;
      const id = str(data.conversationId);
      const userId = num(data.userId);
      if (!id || userId === undefined || userId === store().me) return;
      setTypingFor(id, userId, data.isTyping !== false);
    }),
    socket.events.on('friends_online_status', (data) => {
      if (isObj(data) && Array.isArray(data.onlineFriendIds)) {
        store().setOnlineUsers(data.onlineFriendIds.filter((u): u is number => typeof u === 'number'));
      }
    }),
    socket.events.on('online_status_update', (data) => {
      if (isObj(data) && num(data.userId) !== undefined)
        store().setOnline(num(data.userId)!, data.online === true);
    }),
    socket.events.on('userOnline', (data) => {
      if (isObj(data) && num(data.userId) !== undefined) store().setOnline(num(data.userId)!, true);
    }),
    socket.events.on('userOffline', (data) => {
      if (isObj(data) && num(data.userId) !== undefined) store().setOnline(num(data.userId)!, false);
    }),
    socket.events.on('friendRequest', (data) => {
      const action = isObj(data) ? data.action : undefined;
      if (action === 'received') Toast.show({ content: '收到新的好友申请' });
      if (action === 'accepted') Toast.show({ content: '对方已通过你的好友申请' });
      void refreshPendingRequests().catch(() => undefined);
      void queryClient?.invalidateQueries({ queryKey: friendKeys.all });
      if (action === 'accepted') scheduleConversationsRefresh();
    }),
    socket.events.on('system_notification', (data) => {
      // An inbox message (recharge credited, withdrawal decided, level up…) updates badges and balance.
      onPlayerMessage(queryClient, data);
      const content = isObj(data) ? (str(data.content) ?? str(data.title)) : undefined;
      if (content) Toast.show({ content });
      const kind = isObj(data) ? str(data.kind) : undefined;
      if (kind?.startsWith('group_')) {
        void refreshGroupRequests().catch(() => undefined);
        void queryClient?.invalidateQueries({ queryKey: groupKeys.all });
        void queryClient?.invalidateQueries({ queryKey: groupAdminKeys.summary });
        const groupId = isObj(data) && isObj(data.data) ? num(data.data.groupId) : undefined;
        if (groupId !== undefined) {
          void queryClient?.invalidateQueries({ queryKey: groupKeys.one(groupId) });
          void queryClient?.invalidateQueries({ queryKey: ['chat', 'group', groupId, 'applications'] });
        }
      }
    }),
    socket.events.on('red_envelope_grabbed', (data) => {
      const id = isObj(data) ? num(data.redEnvelopeId) : undefined;
      if (id === undefined) return;
      // Every bubble of this envelope re-reads its state (open, opened, empty).
      void queryClient?.invalidateQueries({ queryKey: redEnvelopeKeys.detail(id) });
    }),
    socket.events.on('new_message', (data) => {
      // Group notices about mutes and roles change what the composer and menus allow.
      if (!isObj(data) || data.messageType !== 'SYSTEM' || data.conversationType !== 'GROUP') return;
      const groupId = num(data.targetId);
      if (groupId === undefined) return;
      void queryClient?.invalidateQueries({ queryKey: groupAdminKeys.muteStatus(groupId) });
      void queryClient?.invalidateQueries({ queryKey: groupKeys.one(groupId) });
    }),
    socket.events.on('chase_update', (data) => {
      // A chase placed an issue, had one settled or ended: its pages, bets and balance reload.
      onChaseUpdate(queryClient, data);
    }),
    // The server's process lost its event bus for a while: fetch whatever may have been missed.
    socket.events.on('resync', () => {
      void catchUp();
    }),
    socket.events.on('authenticated', () => {
      void catchUp().then(resendFailedByNetwork);
    }),
  ];
  return () => {
    for (const off of offs) off();
    clearTypingTimers();
  };
}
