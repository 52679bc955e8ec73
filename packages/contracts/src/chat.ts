import { z } from 'zod';
import { PAGE_SIZE, pageOf, pageQuery } from './pagination.ts';
import { DateString } from './wallet.ts';

/**
 * The largest value of the database's integer columns (ids, seqs, counts): anything above it is a
 * client's mistake, refused here with a 400 rather than failing inside PostgreSQL with a 500.
 */
export const DB_INT_MAX = 2_147_483_647;

/** A positive integer id from a path, query or body (strings of digits are accepted). */
export const Id = z.coerce
  .number({ error: 'ID格式不正确' })
  .int('ID格式不正确')
  .positive('ID格式不正确')
  .max(DB_INT_MAX, 'ID格式不正确');

/**
 * The id a search keyword names: its digits when they are a positive number the id columns hold,
 * else `undefined` (a keyword of more digits is still a name or phone, never compared with an id).
 */
export function idInText(text: string | undefined): number | undefined {
  const digits = text?.trim() ?? '';
  if (!/^\d+$/.test(digits)) return undefined;
  const id = Number(digits);
  return id >= 1 && id <= DB_INT_MAX ? id : undefined;
}

/** A non-negative integer that fits the database's integer columns (seqs, positions). */
export const DbInt = z.coerce
  .number({ error: '应为整数' })
  .int('应为整数')
  .min(0, '不能小于0')
  .max(DB_INT_MAX, '数值过大');

const upper = (v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : v);

/** Conversation types on the wire and in `messages.conversation_type` (a CHECK holds the column to them). */
export const CONVERSATION_TYPES = ['PRIVATE', 'GROUP'] as const;
/** PRIVATE or GROUP; lowercase is accepted on input (SPEC.md §7 clients send both). */
export const ConversationType = z.preprocess(
  upper,
  z.enum(CONVERSATION_TYPES, { error: '会话类型应为 PRIVATE 或 GROUP' }),
);
export type ConversationType = (typeof CONVERSATION_TYPES)[number];

/**
 * SPEC.md §3 message types. FILE is this project's addition (the file upload of SPEC.md §7 needs a
 * message to travel in). RED_ENVELOPE and BET_SHARE are created by their own endpoints, SYSTEM only
 * by the server.
 */
export const MESSAGE_TYPES = [
  'TEXT',
  'IMAGE',
  'VOICE',
  'EMOJI',
  'FILE',
  'RED_ENVELOPE',
  'BET_SHARE',
  'SYSTEM',
] as const;
export const MessageType = z.preprocess(upper, z.enum(MESSAGE_TYPES, { error: '消息类型不正确' }));
export type MessageType = (typeof MESSAGE_TYPES)[number];
/** Types a client may send through POST /api/chat/messages. */
export const CLIENT_MESSAGE_TYPES: readonly MessageType[] = ['TEXT', 'IMAGE', 'VOICE', 'EMOJI', 'FILE'];

/** Chat limits (API.md "Chat rules"). */
export const CHAT_LIMITS = {
  textMaxChars: 2000,
  emojiMaxChars: 100,
  recallWindowMs: 2 * 60_000,
  batchDeleteMax: 50,
  forwardMaxTargets: 9,
  imageMaxBytes: 10 * 1024 * 1024,
  audioMaxBytes: 5 * 1024 * 1024,
  audioMaxSeconds: 60,
  fileMaxBytes: 20 * 1024 * 1024,
  friendRequestTtlMs: 7 * 24 * 3_600_000,
} as const;

/** `private_{smaller}_{larger}` for two users, `group_{id}` for a group (SPEC.md §3). */
export const privateConversationId = (a: number, b: number) => `private_${Math.min(a, b)}_${Math.max(a, b)}`;
export const groupConversationId = (groupId: number) => `group_${groupId}`;
/** The parts of a conversation id, or undefined when it is not one. */
export function parseConversationId(
  id: string,
): { type: 'PRIVATE'; userIds: [number, number] } | { type: 'GROUP'; groupId: number } | undefined {
  const p = /^private_(\d+)_(\d+)$/.exec(id);
  if (p) return { type: 'PRIVATE', userIds: [Number(p[1]), Number(p[2])] };
  const g = /^group_(\d+)$/.exec(id);
  return g ? { type: 'GROUP', groupId: Number(g[1]) } : undefined;
}

/** Counts user-perceived characters (code points), so one emoji is one character. */
export const charCount = (s: string) => [...s].length;

export const UserBrief = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  avatar: z.string().nullable(),
});
export type UserBrief = z.infer<typeof UserBrief>;

/** The sender shown for SYSTEM messages (no user sent them). */
export const SYSTEM_USER: UserBrief = { id: 0, username: 'system', nickname: '系统消息', avatar: null };

/**
 * A chat message as received (SPEC.md §3) plus `seq`. `targetId`/`targetName` are as the sender
 * addressed it: the recipient user in a private chat, the group in a group chat. A receiver finds
 * its conversation by `conversationId` (or: private peer = fromUser.id unless that is itself).
 */
export const ChatMessage = z.object({
  messageId: z.number().int(),
  id: z.number().int(),
  conversationId: z.string(),
  conversationType: z.enum(CONVERSATION_TYPES),
  seq: z.number().int(),
  messageType: z.enum(MESSAGE_TYPES),
  content: z.string(),
  mediaUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  mediaSize: z.number().int().nullable(),
  duration: z.number().int().nullable(),
  fromUser: UserBrief,
  senderId: z.number().int().nullable(),
  targetId: z.number().int(),
  targetName: z.string(),
  replyToId: z.number().int().nullable(),
  replyTo: z
    .object({
      messageId: z.number().int(),
      seq: z.number().int(),
      messageType: z.enum(MESSAGE_TYPES),
      content: z.string(),
      fromUser: UserBrief,
    })
    .nullable(),
  clientMsgId: z.string().nullable(),
  isRecalled: z.boolean(),
  recalledBy: z.number().int().nullable(),
  extra: z.record(z.string(), z.unknown()).nullable(),
  /** ISO 8601 (SPEC.md spells it createAt; createdAt is the same value). */
  createAt: z.string(),
  createdAt: z.string(),
  /** Epoch milliseconds of the moment the server stored the message. */
  serverTimestamp: z.number(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

/** An id that may be left out or null. */
export const OptionalId = Id.optional().nullable();

/** The sender's idempotency key of a message: the same key from the same sender answers the first message. */
export const ClientMsgId = z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'clientMsgId 格式不正确');

/** A body sent to one person or one group: exactly one of `toUserId` and `groupId` (refine with ONE_TARGET). */
export const hasOneTarget = (b: { toUserId?: number | null; groupId?: number | null }) =>
  (b.toUserId ? 1 : 0) + (b.groupId ? 1 : 0) === 1;
export const ONE_TARGET = { message: '请指定接收人或群组（二选一）', path: ['toUserId'] };

/** POST /api/chat/messages (SPEC.md §3 "sent message payload" plus clientMsgId). */
export const SendMessageBody = z
  .object({
    content: z.string().default(''),
    messageType: MessageType.default('TEXT'),
    toUserId: OptionalId,
    groupId: OptionalId,
    mediaUrl: z.string().max(300).optional().nullable(),
    mediaSize: z.coerce.number().int().min(0).max(CHAT_LIMITS.fileMaxBytes).optional().nullable(),
    /** Seconds of a voice message, as declared by the client (rounded up). */
    duration: z.coerce.number().min(0).max(CHAT_LIMITS.audioMaxSeconds, '语音最长60秒').optional().nullable(),
    replyToId: OptionalId,
    clientMsgId: ClientMsgId.optional().nullable(),
  })
  .refine(hasOneTarget, ONE_TARGET);
export type SendMessageBody = z.infer<typeof SendMessageBody>;

/** A conversation as the client addresses it: the other user's id or the group's id, and the type. */
export const ConversationTarget = z.object({ targetId: Id, type: ConversationType });
export type ConversationTarget = z.infer<typeof ConversationTarget>;

/** A date (yyyy-mm-dd, read as an Asia/Shanghai day by the server) or an ISO timestamp. */
const DateParam = z
  .string()
  .max(40)
  .refine(
    (s) => (/^\d{4}-\d{2}-\d{2}$/.test(s) ? DateString.safeParse(s).success : !Number.isNaN(Date.parse(s))),
    '日期格式不正确',
  );

/**
 * GET /api/chat/messages/history. Without a cursor, page 1 holds the newest messages; `afterSeq`
 * pages forward from a seq (catch-up after a reconnect), `beforeSeq` backward (load older). The
 * list is always in ascending seq order.
 */
export const HistoryQuery = pageQuery(PAGE_SIZE.chat, {
  targetId: Id,
  type: ConversationType,
  keyword: z.string().trim().max(50).optional(),
  messageType: MessageType.optional(),
  startDate: DateParam.optional(),
  endDate: DateParam.optional(),
  afterSeq: DbInt.optional(),
  beforeSeq: DbInt.min(1).optional(),
});
export type HistoryQuery = z.infer<typeof HistoryQuery>;

export const HistoryPage = pageOf(ChatMessage).extend({
  hasMore: z.boolean(),
  /** The conversation's newest seq (catch-up can stop once it reached it). */
  lastSeq: z.number().int(),
  /** Private chats: the other member's read position, for read marks on own messages. */
  peerReadSeq: z.number().int().nullable(),
});

export const ReadBody = z.object({
  targetId: Id,
  type: ConversationType,
  seq: DbInt.optional(),
});
export const ReadResult = z.object({
  conversationId: z.string(),
  readSeq: z.number().int(),
  unreadCount: z.number().int(),
});

export const BatchDeleteBody = z.object({
  messageIds: z
    .array(Id)
    .min(1, '请选择要删除的消息')
    .max(CHAT_LIMITS.batchDeleteMax, `一次最多删除${CHAT_LIMITS.batchDeleteMax}条消息`),
});

export const ForwardBody = z.object({
  targets: z
    .array(ConversationTarget)
    .min(1, '请选择转发对象')
    .max(CHAT_LIMITS.forwardMaxTargets, `最多转发给${CHAT_LIMITS.forwardMaxTargets}个会话`),
});
export const ForwardResult = z.object({
  results: z.array(
    z.object({
      targetId: z.number().int(),
      type: z.enum(CONVERSATION_TYPES),
      success: z.boolean(),
      message: ChatMessage.optional(),
      error: z.object({ code: z.string(), message: z.string() }).optional(),
    }),
  ),
});

export const Conversation = z.object({
  conversationId: z.string(),
  type: z.enum(CONVERSATION_TYPES),
  targetId: z.number().int(),
  /** Remark (friends), else nickname; group name for groups. */
  targetName: z.string(),
  targetAvatar: z.string().nullable(),
  lastMessage: ChatMessage.nullable(),
  lastSeq: z.number().int(),
  readSeq: z.number().int(),
  /** lastSeq − max(readSeq, clearedSeq): derived, never a stored counter. */
  unreadCount: z.number().int(),
  isSticky: z.boolean(),
  isMuted: z.boolean(),
  updatedAt: z.string().nullable(),
  peerReadSeq: z.number().int().nullable(),
  online: z.boolean().nullable(),
  memberCount: z.number().int().nullable(),
});
export type Conversation = z.infer<typeof Conversation>;

export const ConversationListQuery = pageQuery(PAGE_SIZE.conversations);
export const ConversationPage = pageOf(Conversation).extend({ totalUnread: z.number().int() });

export const StickyBody = ConversationTarget.extend({ isSticky: z.coerce.boolean() });
export const MuteBody = ConversationTarget.extend({ isMuted: z.coerce.boolean() });

/** Per-user chat settings (SPEC.md §5: message notifications on by default). */
export const ChatSettings = z.object({
  notificationsEnabled: z.boolean(),
  soundEnabled: z.boolean(),
  vibrationEnabled: z.boolean(),
});
export type ChatSettings = z.infer<typeof ChatSettings>;
export const ChatSettingsBody = ChatSettings.partial().refine(
  (b) => Object.keys(b).length > 0,
  '没有需要修改的内容',
);

export const PRESENCE_STATUSES = ['online', 'busy', 'away', 'offline'] as const;
export const PresenceStatus = z.enum(PRESENCE_STATUSES);
export type PresenceStatus = z.infer<typeof PresenceStatus>;
/** PUT /api/chat/online-status: `offline` while connected means invisible to friends. */
export const OnlineStatusBody = z.object({ status: PresenceStatus });
export const OnlineStatus = z.object({
  userId: z.number().int(),
  online: z.boolean(),
  status: PresenceStatus,
  lastSeenAt: z.string().nullable(),
});
export type OnlineStatus = z.infer<typeof OnlineStatus>;

export const ChatUploadResult = z.object({
  url: z.string(),
  size: z.number().int(),
  mime: z.string(),
  thumbnailUrl: z.string().optional(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  duration: z.number().optional(),
  name: z.string().optional(),
});
export type ChatUploadResult = z.infer<typeof ChatUploadResult>;

/** Server → client `message_recalled`: the message is now a SYSTEM notice (`message`). */
export const MessageRecalledEvent = z.object({
  messageId: z.number().int(),
  conversationId: z.string(),
  conversationType: z.enum(CONVERSATION_TYPES),
  seq: z.number().int(),
  recalledBy: z.number().int(),
  message: ChatMessage,
});
