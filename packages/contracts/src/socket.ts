import { z } from 'zod';
import { CONVERSATION_TYPES, DbInt, Id, PresenceStatus } from './chat.ts';

/** Every real-time frame: { type, data, timestamp } (API.md "Real-time channel"). */
export const Frame = z.object({
  type: z.string().min(1).max(64),
  data: z.unknown().optional(),
  timestamp: z.number().positive().optional(),
});
export type Frame = z.infer<typeof Frame>;

/** Frame types the server sends. Aliases are sent alongside where SPEC.md §7 names two. */
export const ServerFrameType = {
  connection: 'connection',
  heartbeatResponse: 'heartbeat_response',
  error: 'error',
  newMessage: 'new_message',
  messageRead: 'message_read',
  typing: 'typing',
  onlineStatusUpdate: 'online_status_update',
  friendsOnlineStatus: 'friends_online_status',
  systemNotification: 'system_notification',
  messageRecalled: 'message_recalled',
  redEnvelopeGrabbed: 'red_envelope_grabbed',
  messageStatusUpdate: 'messageStatusUpdate',
  userOnline: 'userOnline',
  userOffline: 'userOffline',
  friendRequest: 'friendRequest',
  chaseUpdate: 'chase_update',
  issueDrawn: 'issue_drawn',
  issueVoided: 'issue_voided',
  betSettled: 'bet_settled',
} as const;

/** Server → client `chase_update`: one of the player's chases placed an issue, settled one, or ended. */
export const ChaseUpdateData = z.object({
  chaseId: z.number().int(),
  change: z.enum(['placed', 'settled', 'ended']),
});
export type ChaseUpdateData = z.infer<typeof ChaseUpdateData>;

export const ConnectionData = z.object({
  status: z.enum(['connected', 'auth_failed']),
  userId: z.number().int().optional(),
});

/** Close codes the server uses. */
export const WsCloseCode = {
  normal: 1000,
  idle: 4408,
  authFailed: 4401,
  flood: 4429,
  shutdown: 1001,
} as const;

// ---- Chat frames (issue 5). The server sends each event once, under the canonical (first) name
// of ServerFrameType; the client accepts the SPEC.md aliases (newMessage, typingStatus,
// messageRecalled) as the same frame, so sending both would only double the traffic.

/** Client → server `typing`: relayed to the other member(s) of the conversation. */
export const TypingFrameIn = z.object({
  targetId: Id,
  type: z.preprocess((v) => (typeof v === 'string' ? v.toUpperCase() : v), z.enum(CONVERSATION_TYPES)),
  isTyping: z.boolean().default(true),
});
/** Client → server `read_message`: like PUT /api/chat/messages/read. */
export const ReadMessageFrameIn = z.object({
  targetId: Id,
  type: z.preprocess((v) => (typeof v === 'string' ? v.toUpperCase() : v), z.enum(CONVERSATION_TYPES)),
  seq: DbInt.optional(),
});

/**
 * Server → client `typing`. `targetId` addresses the conversation as the receiver does: the typing
 * user in a private chat, the group in a group chat.
 */
export const TypingEvent = z.object({
  userId: z.number().int(),
  isTyping: z.boolean(),
  conversationId: z.string(),
  conversationType: z.enum(CONVERSATION_TYPES),
  targetId: z.number().int(),
});
/** Server → client `message_read`: `userId` has read everything up to `readSeq`. */
export const MessageReadEvent = z.object({
  conversationId: z.string(),
  conversationType: z.enum(CONVERSATION_TYPES),
  userId: z.number().int(),
  readSeq: z.number().int(),
  readAt: z.string(),
});
/**
 * Server → client `messageStatusUpdate`: `read` (the peer read own messages up to `seq`),
 * `deleted` (deleted for me on another device; `messageIds`).
 */
export const MessageStatusUpdateEvent = z.object({
  conversationId: z.string(),
  status: z.enum(['read', 'deleted']),
  seq: z.number().int().optional(),
  messageIds: z.array(z.number().int()).optional(),
  userId: z.number().int(),
});
/** Server → client `online_status_update` (to friends); `userOnline`/`userOffline` carry `{ userId }`. */
export const OnlineStatusEvent = z.object({
  userId: z.number().int(),
  online: z.boolean(),
  status: PresenceStatus,
  lastSeenAt: z.string().nullable(),
});
/** Server → client `friends_online_status`, sent once after `connection`. */
export const FriendsOnlineStatusEvent = z.object({
  onlineFriendIds: z.array(z.number().int()),
  friends: z.array(OnlineStatusEvent),
});
/** Server → client `friendRequest`. */
export const FriendRequestEvent = z.object({
  action: z.enum(['received', 'accepted', 'rejected']),
  request: z.record(z.string(), z.unknown()),
});
/** Server → client `system_notification`. */
export const SystemNotificationEvent = z.object({
  kind: z.string(),
  title: z.string(),
  content: z.string(),
  data: z.record(z.string(), z.unknown()).optional(),
});

// ---- Lottery frames (issue 12): a draw reaches every open socket the moment it is made, a player's
// settled bets reach that player's sockets; the betting pages update their caches from them.

/** Server → every socket `issue_drawn`: an issue's result and its revealed seed (GAMES.md §2). */
export const IssueDrawnEvent = z.object({
  gameId: z.number().int(),
  gameCode: z.string(),
  gameType: z.string(),
  issueNo: z.string(),
  numbers: z.array(z.number().int()),
  seed: z.string(),
  seedHash: z.string(),
  /** ISO 8601 UTC, as draws are in JSON. */
  drawAt: z.string(),
});
export type IssueDrawnEvent = z.infer<typeof IssueDrawnEvent>;
/** Server → every socket `issue_voided`: the issue will never be drawn; its stakes are refunded. */
export const IssueVoidedEvent = z.object({
  gameId: z.number().int(),
  gameCode: z.string(),
  issueNo: z.string(),
});
export type IssueVoidedEvent = z.infer<typeof IssueVoidedEvent>;
/** Server → the owner's sockets `bet_settled`: their bets of one issue that left `pending` (yuan). */
export const BetSettledEvent = z.object({
  gameId: z.number().int(),
  issueNo: z.string(),
  bets: z.array(
    z.object({
      betId: z.number().int(),
      status: z.string(),
      amount: z.number(),
      payout: z.number(),
    }),
  ),
});
export type BetSettledEvent = z.infer<typeof BetSettledEvent>;
