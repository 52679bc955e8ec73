import {
  CHAT_LIMITS,
  type ChatMessage,
  CLIENT_MESSAGE_TYPES,
  type ConversationTarget,
  charCount,
  type MessageType,
  parseConversationId,
  type SendMessageBody,
  type UserBrief,
} from '@cailiao/contracts';
import type { Db } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/db-errors.ts';
import { badRequest, conflict, DomainError, rateLimited } from '../../platform/errors.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { RateLimiter } from '../../platform/lib/rate-limiter.ts';
import { metrics } from '../../platform/metrics.ts';
import type { RecalledSession } from '../../platform/session.ts';
import type { MessageRow } from './chat.schema.ts';
import type { ChatAccess, ResolvedConversation } from './chat-access.ts';
import { MEDIA_URL, mediaSize, thumbnailOf } from './chat-media.ts';
import { messageRepository } from './message.repository.ts';
import type { MessagePresenter } from './message-presenter.ts';
import { type AppendInput, announceMessage, appendMessage, appendToRoster } from './message-writer.ts';
import { createReadBatcher } from './read-batcher.ts';

interface Deps {
  db: Db;
  bus: EventBus;
  limiter: RateLimiter;
  dataDir: string;
  access: ChatAccess;
  presenter: MessagePresenter;
  /** Masks the operator's sensitive words (sensitive-words.ts). */
  mask: (text: string) => Promise<string>;
}

interface Content {
  messageType: MessageType;
  content: string;
  mediaUrl: string | null;
  mediaSize: number | null;
  duration: number | null;
  extra: Record<string, unknown> | null;
}

/** Sends that found their group's roster changed under them, before giving up with a 409. */
const MAX_ROSTER_RETRIES = 5;

const field = (name: string, message: string) => badRequest(message, [{ field: name, message }]);

/** Sending messages (and forwarding them), and read positions. */
export function createMessageService({ db, bus, limiter, dataDir, access, presenter, mask }: Deps) {
  /** Checks a message's content against its type; media must be one of our uploads. */
  async function normalise(
    body: Pick<SendMessageBody, 'messageType' | 'content' | 'mediaUrl' | 'duration'>,
  ): Promise<Content> {
    const type = body.messageType as MessageType;
    if (!CLIENT_MESSAGE_TYPES.includes(type)) {
      throw field('messageType', type === 'SYSTEM' ? '不能发送系统消息' : '请使用对应的接口发送该类型消息');
    }
    const content = await mask(body.content ?? '');
    const out: Content = {
      messageType: type,
      content,
      mediaUrl: null,
      mediaSize: null,
      duration: null,
      extra: null,
    };
    if (type === 'TEXT' || type === 'EMOJI') {
      const max = type === 'TEXT' ? CHAT_LIMITS.textMaxChars : CHAT_LIMITS.emojiMaxChars;
      if (!content.trim()) throw field('content', '消息内容不能为空');
      if (charCount(content) > max) throw field('content', `消息内容最多${max}个字符`);
      return out;
    }
    if (charCount(content) > 200) throw field('content', '消息说明最多200个字符');
    const kind = type as 'IMAGE' | 'VOICE' | 'FILE';
    const url = body.mediaUrl ?? '';
    const size = await mediaSize(dataDir, kind, url);
    if (size === undefined) throw field('mediaUrl', '媒体文件不存在，请重新上传');
    out.mediaUrl = url;
    out.mediaSize = size;
    if (type === 'IMAGE') out.extra = { thumbnailUrl: thumbnailOf(url) };
    if (type === 'VOICE') {
      const seconds = Math.ceil(body.duration ?? 0);
      if (seconds < 1 || seconds > CHAT_LIMITS.audioMaxSeconds) throw field('duration', '语音时长应为1-60秒');
      out.duration = seconds;
    }
    if (type === 'FILE') {
      let name: string;
      try {
        name = decodeURIComponent(MEDIA_URL.FILE.exec(url)![2]!);
      } catch {
        throw field('mediaUrl', '文件地址无效');
      }
      out.content = content || name;
      out.extra = { fileName: name };
    }
    return out;
  }

  async function replyCheck(me: number, c: ResolvedConversation, replyToId: number | null | undefined) {
    if (!replyToId) return null;
    try {
      const { row } = await access.visibleMessage(me, replyToId);
      if (row.conversationId === c.conversationId) return replyToId;
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
    }
    throw field('replyToId', '引用的消息不存在');
  }

  /**
   * One statement, atomic on its own (messageRepository.appendNext). A group message is stored
   * only while the roster it was checked against is current: when a member came or went, a mute
   * or the group changed since, access is checked again on the new roster and the send retried.
   * A session the guard took from memory (`session.verify`) is checked by the group statement
   * itself; when that statement writes nothing, the session is looked up (401 when it is gone)
   * before the roster is blamed. Other sends look it up first.
   */
  async function append(
    me: number,
    target: ConversationTarget,
    resolved: ResolvedConversation,
    input: Omit<AppendInput, 'conversationId' | 'conversationType' | 'targetId'>,
    session: RecalledSession | undefined,
  ): Promise<{ c: ResolvedConversation; row: MessageRow; sender?: UserBrief }> {
    let c = resolved;
    let unchecked = session?.verify ? session : undefined;
    for (let attempt = 1; ; attempt++) {
      const full = {
        ...input,
        conversationId: c.conversationId,
        conversationType: c.type,
        targetId: c.targetId,
      };
      if (!c.roster) {
        await unchecked?.verify?.();
        return { c, row: await appendMessage(db, full) };
      }
      const check = unchecked && { tokenHash: unchecked.tokenHash, userId: me };
      const stored = await appendToRoster(db, full, c.roster.version, check);
      if (stored) return { c, ...stored };
      await unchecked?.verify?.();
      unchecked = undefined;
      if (attempt === MAX_ROSTER_RETRIES) throw conflict('GROUP_CHANGING', '群成员正在变动，请稍后重试');
      c = await access.resolveForSend(me, target, true);
    }
  }

  /** Stores first, then publishes: a frame never announces a message that is not stored. */
  async function store(
    me: number,
    target: ConversationTarget,
    resolved: ResolvedConversation,
    content: Content,
    replyToId: number | null,
    clientMsgId: string | null,
    session?: RecalledSession,
  ) {
    let stored: Awaited<ReturnType<typeof append>>;
    try {
      const input = { senderId: me, ...content, replyToId, clientMsgId };
      stored = await append(me, target, resolved, input, session);
    } catch (err) {
      // The same clientMsgId raced in twice: the loser answers with the winner's message.
      if (clientMsgId && isUniqueViolation(err)) {
        const existing = await messageRepository.findByClientMsgId(db, me, clientMsgId);
        if (existing) return { message: await presenter.presentOne(existing), duplicate: true };
      }
      throw err;
    }
    const { c, row, sender } = stored;
    const message = await presenter.presentOne(row, c.group?.name, sender && [sender]);
    await announceMessage(bus, await access.recipients(me, c), message);
    metrics.chatMessages.inc();
    return { message, duplicate: false };
  }

  /**
   * Sends a message. `session` comes from the recall guard of POST /api/chat/messages: when it was
   * taken from memory, the store checks it, and any other answer (an error, a duplicate) first
   * looks it up, so a logged-out player gets 401 and nothing else.
   */
  async function send(
    me: number,
    body: SendMessageBody,
    extra?: Record<string, unknown>,
    session?: RecalledSession,
  ): Promise<ChatMessage> {
    try {
      return await sendAs(me, body, extra, session);
    } catch (err) {
      // A session taken from memory answers 401 once it is not live, whatever else went wrong.
      await session?.verify?.();
      throw err;
    }
  }

  async function sendAs(
    me: number,
    body: SendMessageBody,
    extra: Record<string, unknown> | undefined,
    session: RecalledSession | undefined,
  ): Promise<ChatMessage> {
    const target: ConversationTarget = body.groupId
      ? { targetId: body.groupId, type: 'GROUP' }
      : { targetId: body.toUserId!, type: 'PRIVATE' };
    const clientMsgId = body.clientMsgId || null;
    if (clientMsgId) {
      const existing = await messageRepository.findByClientMsgId(db, me, clientMsgId);
      if (existing) {
        await session?.verify?.();
        const c = await access.resolve(me, target, 'read');
        if (existing.conversationId !== c.conversationId)
          throw conflict('CLIENT_MSG_ID_REUSED', 'clientMsgId 已被其他消息使用');
        return presenter.presentOne(existing);
      }
    }
    if (!(await limiter.hit(`chat-send:${me}`, 60, 10))) throw rateLimited('发送太频繁，请稍后再试');
    const content = await normalise(body);
    if (extra) content.extra = { ...content.extra, ...extra };
    const c = await access.resolveForSend(me, target);
    const replyToId = await replyCheck(me, c, body.replyToId);
    const { message, duplicate } = await store(me, target, c, content, replyToId, clientMsgId, session);
    if (duplicate) await session?.verify?.();
    return message;
  }

  /**
   * Sends a message of a type only the server composes (BET_SHARE): the same access rules, rate
   * limit and clientMsgId idempotency as `send`, with content and extra built by the caller.
   */
  async function sendComposed(
    me: number,
    target: ConversationTarget,
    composed: { messageType: MessageType; content: string; extra: Record<string, unknown> },
    clientMsgId: string | null,
  ): Promise<ChatMessage> {
    if (clientMsgId) {
      const existing = await messageRepository.findByClientMsgId(db, me, clientMsgId);
      if (existing) return presenter.presentOne(existing);
    }
    if (charCount(composed.content) > 200) throw field('content', '消息说明最多200个字符');
    if (!(await limiter.hit(`chat-send:${me}`, 60, 10))) throw rateLimited('发送太频繁，请稍后再试');
    const c = await access.resolveForSend(me, target);
    const content: Content = {
      messageType: composed.messageType,
      content: composed.content,
      mediaUrl: null,
      mediaSize: null,
      duration: null,
      extra: composed.extra,
    };
    return (await store(me, target, c, content, null, clientMsgId)).message;
  }

  /** Tells a conversation whose read positions moved, once per batch of reads (recipients read once). */
  async function announceReads(conversationId: string, moved: { userId: number; readSeq: number }[]) {
    const parsed = parseConversationId(conversationId);
    if (!parsed) return;
    const recipients =
      parsed.type === 'PRIVATE'
        ? [...parsed.userIds]
        : await access.recipients(0, { conversationId, type: 'GROUP', targetId: parsed.groupId });
    const readAt = new Date().toISOString();
    for (const { userId, readSeq } of moved) {
      await bus.publish({
        type: 'MessagesRead',
        recipients,
        conversationId,
        conversationType: parsed.type,
        userId,
        readSeq,
        readAt,
        peerId: parsed.type === 'PRIVATE' ? parsed.userIds.find((id) => id !== userId) : undefined,
      });
    }
  }
  const reads = createReadBatcher(db, announceReads);

  return {
    send,
    sendComposed,

    /** Sends a copy of a message to up to 9 conversations; each target succeeds or fails alone. */
    async forward(me: number, messageId: number, targets: ConversationTarget[]) {
      const { row } = await access.visibleMessage(me, messageId);
      if (row.recalledAt || !CLIENT_MESSAGE_TYPES.includes(row.messageType as MessageType)) {
        throw badRequest('该消息不能转发');
      }
      const results = [];
      for (const t of targets) {
        try {
          const message = await send(
            me,
            {
              messageType: row.messageType as MessageType,
              content: row.content,
              mediaUrl: row.mediaUrl,
              duration: row.duration,
              toUserId: t.type === 'PRIVATE' ? t.targetId : undefined,
              groupId: t.type === 'GROUP' ? t.targetId : undefined,
            },
            { forwardedFrom: { messageId: row.id, senderId: row.senderId } },
          );
          results.push({ targetId: t.targetId, type: t.type, success: true, message });
        } catch (err) {
          if (!(err instanceof DomainError)) throw err;
          results.push({
            targetId: t.targetId,
            type: t.type,
            success: false,
            error: { code: err.code, message: err.message },
          });
        }
      }
      return { results };
    },

    /**
     * Moves my read position to `seq` (default: the newest message) and tells the conversation:
     * `message_read` to its members, `messageStatusUpdate` (read) to the private peer.
     */
    async read(me: number, target: ConversationTarget, seq?: number) {
      const c = await access.resolve(me, target, 'read');
      const r = await reads.advance(c.conversationId, me, seq ?? null);
      return {
        conversationId: c.conversationId,
        readSeq: r.readSeq,
        unreadCount: Math.max(0, r.lastSeq - Math.max(r.readSeq, r.clearedSeq)),
      };
    },
  };
}
export type MessageService = ReturnType<typeof createMessageService>;
