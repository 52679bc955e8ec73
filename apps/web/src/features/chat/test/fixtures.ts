import type { ChatMessage, Conversation } from '../types';

/** A chat message as the server sends it (SPEC.md §3 plus seq), for tests. */
export function message(partial: Partial<ChatMessage> & { seq: number }, from = 2, to = 1): ChatMessage {
  const id = partial.messageId ?? 1000 + partial.seq;
  const created = partial.createdAt ?? new Date(Date.UTC(2026, 0, 1, 8, 0, partial.seq)).toISOString();
  return {
    messageId: id,
    id,
    conversationId: `private_${Math.min(from, to)}_${Math.max(from, to)}`,
    conversationType: 'PRIVATE',
    messageType: 'TEXT',
    content: `消息${partial.seq}`,
    mediaUrl: null,
    thumbnailUrl: null,
    mediaSize: null,
    duration: null,
    fromUser: { id: from, username: `u${from}`, nickname: `用户${from}`, avatar: null },
    senderId: from,
    targetId: to,
    targetName: `用户${to}`,
    replyToId: null,
    replyTo: null,
    clientMsgId: null,
    isRecalled: false,
    recalledBy: null,
    extra: null,
    createAt: created,
    createdAt: created,
    serverTimestamp: Date.parse(created),
    ...partial,
  };
}

export function conversation(partial: Partial<Conversation> & { conversationId: string }): Conversation {
  return {
    type: 'PRIVATE',
    targetId: 2,
    targetName: '用户2',
    targetAvatar: null,
    lastMessage: null,
    lastSeq: 0,
    readSeq: 0,
    unreadCount: 0,
    isSticky: false,
    isMuted: false,
    updatedAt: null,
    peerReadSeq: 0,
    online: false,
    memberCount: null,
    ...partial,
  };
}
