import { beforeEach, describe, expect, it } from 'vitest';
import { conversation, message } from '../test/fixtures';
import { totalUnread, useChatStore } from './chat-store';

const CID = 'private_1_2';
const store = () => useChatStore.getState();

beforeEach(() => {
  store().reset();
  store().setMe(1);
});

describe('incoming messages (SPEC.md §4 chat state)', () => {
  it('raise the unread count and update the last message', () => {
    store().setConversations([conversation({ conversationId: CID, lastSeq: 3, unreadCount: 1 })]);
    expect(store().receiveMessage(message({ seq: 4 }))).toBe(true);
    const c = store().conversations[CID]!;
    expect(c.unreadCount).toBe(2);
    expect(c.lastMessage?.seq).toBe(4);
    expect(c.lastSeq).toBe(4);
    expect(store().messages[CID]?.map((m) => m.seq)).toEqual([4]);
  });

  it('do not count twice (a caught-up copy of a message already counted)', () => {
    store().setConversations([conversation({ conversationId: CID, lastSeq: 3 })]);
    store().receiveMessage(message({ seq: 4 }));
    expect(store().receiveMessage(message({ seq: 4 }))).toBe(false);
    store().receiveMessage(message({ seq: 2 }));
    expect(store().conversations[CID]?.unreadCount).toBe(1);
    expect(store().messages[CID]?.map((m) => m.seq)).toEqual([2, 4]);
  });

  it('are not unread in the open conversation, nor when they are my own', () => {
    store().setConversations([conversation({ conversationId: CID, lastSeq: 0 })]);
    store().setActiveConversation(CID);
    store().receiveMessage(message({ seq: 1 }));
    expect(store().conversations[CID]?.unreadCount).toBe(0);
    store().setActiveConversation(null);
    store().receiveMessage(message({ seq: 2 }, 1, 2));
    expect(store().conversations[CID]?.unreadCount).toBe(0);
    expect(store().messages[CID]?.[1]).toMatchObject({ own: true, status: 'sent' });
  });

  it('create a conversation not listed yet', () => {
    store().receiveMessage(message({ seq: 1 }, 5, 1));
    expect(store().conversations.private_1_5).toMatchObject({
      type: 'PRIVATE',
      targetId: 5,
      targetName: '用户5',
      unreadCount: 1,
    });
  });
});

describe('read, recall, delete, status', () => {
  it('mark-read resets unread to 0', () => {
    store().setConversations([conversation({ conversationId: CID, lastSeq: 9, unreadCount: 4 })]);
    store().markRead(CID);
    expect(store().conversations[CID]).toMatchObject({ unreadCount: 0, readSeq: 9 });
  });

  it('the peer read position only moves forward', () => {
    store().setConversations([conversation({ conversationId: CID, peerReadSeq: 3 })]);
    store().setPeerReadSeq(CID, 5);
    store().setPeerReadSeq(CID, 4);
    expect(store().conversations[CID]?.peerReadSeq).toBe(5);
  });

  it('reading on another device lowers unread to what is left', () => {
    store().setConversations([conversation({ conversationId: CID, lastSeq: 10, unreadCount: 5 })]);
    store().setReadSeq(CID, 8);
    expect(store().conversations[CID]?.unreadCount).toBe(2);
  });

  it('a recalled message replaces the original and the last message, without unread', () => {
    store().setConversations([conversation({ conversationId: CID })]);
    store().receiveMessage(message({ seq: 1 }));
    const notice = message({
      seq: 1,
      messageType: 'SYSTEM',
      content: '「用户2」撤回了一条消息',
      isRecalled: true,
    });
    store().updateMessage(notice);
    expect(store().messages[CID]).toHaveLength(1);
    expect(store().messages[CID]?.[0]?.content).toContain('撤回');
    expect(store().conversations[CID]?.lastMessage?.messageType).toBe('SYSTEM');
    expect(store().conversations[CID]?.unreadCount).toBe(1);
  });

  it('message status updates change the stored message', () => {
    store().putLocalMessage(CID, {
      ...message({ seq: 0, messageId: 0 }),
      own: true,
      status: 'sending',
      localId: 'l1',
    });
    store().patchLocalMessage(CID, 'l1', { status: 'failed', failure: 'network' });
    expect(store().messages[CID]?.[0]).toMatchObject({ status: 'failed', failure: 'network' });
  });

  it('deleted messages leave the list and the last message', () => {
    store().setConversations([conversation({ conversationId: CID })]);
    store().receiveMessage(message({ seq: 1 }));
    store().receiveMessage(message({ seq: 2 }));
    store().removeMessages(CID, [1002]);
    expect(store().messages[CID]?.map((m) => m.seq)).toEqual([1]);
    expect(store().conversations[CID]?.lastMessage?.seq).toBe(1);
  });
});

describe('typing and online sets', () => {
  it('tracks typing users per conversation as a set', () => {
    store().setTyping(CID, 2, true);
    store().setTyping(CID, 2, true);
    store().setTyping(CID, 3, true);
    expect(store().typing[CID]).toEqual([2, 3]);
    store().setTyping(CID, 2, false);
    expect(store().typing[CID]).toEqual([3]);
  });

  it('keeps online users as a set', () => {
    store().setOnlineUsers([2, 3]);
    store().setOnline(4, true);
    store().setOnline(2, false);
    expect([...store().onlineUsers].sort()).toEqual([3, 4]);
  });
});

describe('tab badge (SPEC.md §2)', () => {
  it('sums unread of conversations that are not muted', () => {
    const list = [
      conversation({ conversationId: 'a', unreadCount: 3 }),
      conversation({ conversationId: 'b', unreadCount: 5, isMuted: true }),
      conversation({ conversationId: 'c', unreadCount: 150 }),
    ];
    expect(totalUnread(Object.fromEntries(list.map((c) => [c.conversationId, c])))).toBe(153);
    store().setConversations(list);
    expect(store().unreadTotal).toBe(153);
  });

  it('is not updated while a chat page is current, and catches up when it is left', () => {
    store().setConversations([conversation({ conversationId: CID, unreadCount: 1 })]);
    expect(store().unreadTotal).toBe(1);
    store().setChatPageActive(true);
    store().receiveMessage(message({ seq: 5 }));
    store().receiveMessage(message({ seq: 6 }));
    expect(store().conversations[CID]?.unreadCount).toBe(3);
    expect(store().unreadTotal).toBe(1);
    store().setChatPageActive(false);
    expect(store().unreadTotal).toBe(3);
  });
});

describe('conversation list refresh', () => {
  it('keeps a message that arrived live while the list was in flight', () => {
    store().setConversations([conversation({ conversationId: CID, lastSeq: 3, unreadCount: 1 })]);
    store().receiveMessage(message({ seq: 4 }));
    store().setConversations([
      conversation({ conversationId: CID, lastSeq: 3, unreadCount: 1, targetName: '备注' }),
    ]);
    expect(store().conversations[CID]).toMatchObject({ lastSeq: 4, unreadCount: 2, targetName: '备注' });
  });
});

describe('the conversation list page by page', () => {
  const info = (page: number, totalUnread: number) => ({ page, totalPages: 3, totalUnread });
  const c = (n: number, unreadCount = 0) =>
    conversation({ conversationId: `private_1_${n}`, targetId: n, lastSeq: 5, unreadCount });

  it('counts for the badge the unread of pages not loaded yet', () => {
    store().setConversations([c(2, 3)], info(1, 10));
    expect(store().unreadElsewhere).toBe(7);
    expect(store().unreadTotal).toBe(10);
    store().mergeConversationPage([c(60, 5)], info(2, 10));
    expect(store().unreadElsewhere).toBe(2);
    expect(store().unreadTotal).toBe(10);
    expect(store().conversationPages).toEqual({ page: 2, totalPages: 3 });
    store().markRead('private_1_60');
    expect(store().unreadTotal).toBe(5);
  });

  it('keeps the pages scrolled to when page 1 comes again in the background; a fresh load starts over', () => {
    store().setConversations([c(2)], info(1, 0));
    store().mergeConversationPage([c(60)], info(2, 0));
    store().mergeConversationPage([c(2)], info(1, 0));
    expect(Object.keys(store().conversations).sort()).toEqual(['private_1_2', 'private_1_60']);
    expect(store().conversationPages.page).toBe(2);
    store().setConversations([c(2)], info(1, 0));
    expect(Object.keys(store().conversations)).toEqual(['private_1_2']);
    expect(store().conversationPages.page).toBe(1);
  });
});
