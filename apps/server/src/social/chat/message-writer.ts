import {
  type ChatMessage,
  type ConversationType,
  type MessageType,
  parseConversationId,
} from '@cailiao/contracts';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { MessageRow } from './chat.schema.ts';
import { conversationRepository } from './conversation.repository.ts';
import { messageRepository, type SenderSession } from './message.repository.ts';
import type { MessagePresenter } from './message-presenter.ts';

export interface AppendInput {
  conversationId: string;
  conversationType: ConversationType;
  senderId: number | null;
  targetId: number;
  messageType: MessageType;
  content: string;
  mediaUrl?: string | null;
  mediaSize?: number | null;
  duration?: number | null;
  replyToId?: number | null;
  clientMsgId?: string | null;
  extra?: Record<string, unknown> | null;
}

/**
 * Stores one message with the next seq of its conversation (one statement; inside a transaction
 * or on its own). A private conversation gets member rows for both users; the sender's read
 * position moves to their own message.
 */
export async function appendMessage(db: DbOrTx, input: AppendInput): Promise<MessageRow> {
  const parsed = parseConversationId(input.conversationId);
  const others = parsed?.type === 'PRIVATE' ? parsed.userIds.filter((id) => id !== input.senderId) : [];
  return messageRepository.appendNext(
    db,
    input,
    input.conversationType === 'GROUP' ? 'group' : 'private',
    others,
  );
}

/**
 * Stores a group message while the group's roster is still at `rosterVersion` (one statement, see
 * messageRepository.appendIfRoster); undefined, with nothing written, when it has changed or
 * `session` (one the guard did not look up) is no longer live.
 */
export function appendToRoster(
  db: DbOrTx,
  input: AppendInput,
  rosterVersion: number,
  session?: SenderSession,
) {
  return messageRepository.appendIfRoster(db, input, rosterVersion, session);
}

/**
 * Gives a user their view of a group conversation, starting after the current last seq (history
 * from before they joined stays hidden from them).
 */
export async function joinConversation(tx: DbOrTx, conversationId: string, userId: number) {
  const lastSeq = await conversationRepository.ensure(tx, conversationId, 'group');
  await conversationRepository.removeMember(tx, conversationId, userId);
  await conversationRepository.addMember(tx, conversationId, userId, lastSeq);
}

/** Removes a user's view of a conversation (left or removed from a group). */
export function leaveConversation(tx: DbOrTx, conversationId: string, userId: number) {
  return conversationRepository.removeMember(tx, conversationId, userId);
}

/** Tells the recipients (on whichever process holds their sockets) that a message was stored. */
export function announceMessage(bus: EventBus, recipients: number[], message: ChatMessage) {
  if (recipients.length === 0) return Promise.resolve();
  return bus.publish({ type: 'MessageCreated', recipients: [...new Set(recipients)], message });
}

/** SYSTEM messages written by other modules (friend accepted, member joined, …). */
export function createSystemMessages(db: Db, bus: EventBus, presenter: MessagePresenter) {
  return {
    /** Appends inside the caller's transaction; publish the result after commit with `announce`. */
    append(
      tx: DbOrTx,
      conversationId: string,
      targetId: number,
      content: string,
      extra?: Record<string, unknown>,
    ) {
      const parsed = parseConversationId(conversationId);
      return appendMessage(tx, {
        conversationId,
        conversationType: parsed?.type ?? 'PRIVATE',
        senderId: null,
        targetId,
        messageType: 'SYSTEM',
        content,
        extra: extra ?? null,
      });
    },

    async announce(row: MessageRow, recipients: number[]): Promise<ChatMessage> {
      const message = await presenter.presentOne(row);
      await announceMessage(bus, recipients, message);
      return message;
    },

    /** Appends in its own transaction and publishes. */
    async post(
      conversationId: string,
      targetId: number,
      content: string,
      recipients: number[],
      extra?: Record<string, unknown>,
    ) {
      const row = await this.append(db, conversationId, targetId, content, extra);
      return this.announce(row, recipients);
    },
  };
}
export type SystemMessages = ReturnType<typeof createSystemMessages>;
