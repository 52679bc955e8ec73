import type { BetShareLive } from '@cailiao/contracts';
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

/** A shared slip of two 极速快3 bets (one won, one lost) as GET /api/chat/bet-shares/501 answers. */
export function betShare(partial: Partial<BetShareLive> = {}): BetShareLive {
  return {
    orderId: 3,
    sharerId: 2,
    gameId: 1,
    gameCode: 'jsk3',
    gameName: '极速快3',
    gameType: 'k3',
    issueNo: '20261123-0099',
    hideAmount: false,
    totalAmount: 20,
    items: [
      {
        betId: 11,
        play: 'k3.sum',
        playName: '和值',
        option: '10',
        optionName: '10',
        amount: 10,
        odds: 7.6,
        status: 'won',
        payout: 76,
      },
      {
        betId: 12,
        play: 'k3.big_small',
        playName: '大小',
        option: 'big',
        optionName: '大',
        amount: 10,
        odds: 2.01,
        status: 'lost',
        payout: 0,
      },
    ],
    messageId: 501,
    sharer: { id: 2, username: 'u2', nickname: '老王', avatar: null },
    content: '跟我买',
    sharedAt: '2026-11-23T00:00:00.000Z',
    issueStatus: 'settled',
    closeAt: '2026-11-23T00:00:15.000Z',
    drawAt: '2026-11-23T00:00:20.000Z',
    numbers: [3, 3, 4],
    totalPayout: 76,
    issueOpen: false,
    ...partial,
  };
}

/** The slip's items as they stand before settlement (pending) or after a void (refunded). */
export const betShareItemsAs = (status: 'pending' | 'refunded') =>
  betShare().items.map((i) => ({ ...i, status, payout: status === 'refunded' ? i.amount : 0 }));
