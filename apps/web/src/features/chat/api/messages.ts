import type { ChatMessage, ForwardResult, Page } from '@cailiao/contracts';
import type { z } from 'zod';
import { http } from '../../../lib/http';
import type { ConversationTarget, MessageType } from '../types';

export interface HistoryPage extends Page<ChatMessage> {
  hasMore: boolean;
  lastSeq: number;
  peerReadSeq: number | null;
}

export interface HistoryParams {
  afterSeq?: number;
  beforeSeq?: number;
  limit?: number;
  page?: number;
  keyword?: string;
  messageType?: MessageType;
  startDate?: string;
  endDate?: string;
}

/**
 * GET /api/chat/messages/history, always in ascending seq order. Optional filters are sent only
 * when set (SPEC.md §5).
 */
export function getHistory(
  target: ConversationTarget,
  params: HistoryParams = {},
  options: { silent?: boolean } = {},
): Promise<HistoryPage> {
  const query: Record<string, unknown> = { targetId: target.targetId, type: target.type };
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') query[key] = value;
  }
  return http.get<HistoryPage>('/api/chat/messages/history', { params: query, silent: options.silent });
}

export interface SendMessageInput {
  content: string;
  messageType: MessageType;
  mediaUrl?: string;
  mediaSize?: number;
  duration?: number;
  replyToId?: number;
  clientMsgId: string;
}

/** POST /api/chat/messages: toUserId or groupId by the conversation type; clientMsgId makes it idempotent. */
export function sendMessage(target: ConversationTarget, input: SendMessageInput): Promise<ChatMessage> {
  const address = target.type === 'GROUP' ? { groupId: target.targetId } : { toUserId: target.targetId };
  return http.post<ChatMessage>('/api/chat/messages', { ...input, ...address }, { silent: true });
}

/** PUT /api/chat/messages/read { targetId, type, seq? }. */
export function markRead(target: ConversationTarget, seq?: number) {
  return http.put<{ readSeq: number; unreadCount: number }>(
    '/api/chat/messages/read',
    { ...target, seq },
    { silent: true },
  );
}

/** DELETE /api/chat/messages/{id}/recall → the recall event (the message is now a SYSTEM notice). */
export function recallMessage(messageId: number) {
  return http.del<{ messageId: number; message: ChatMessage }>(`/api/chat/messages/${messageId}/recall`);
}

/** DELETE /api/chat/messages/{id}/delete: for me only. */
export function deleteMessage(messageId: number) {
  return http.del<unknown>(`/api/chat/messages/${messageId}/delete`);
}

/** DELETE /api/chat/messages/batch { messageIds } (up to 50). */
export function batchDeleteMessages(messageIds: number[]) {
  return http.del<{ deleted: number[]; failed: number[] }>('/api/chat/messages/batch', {
    data: { messageIds },
  });
}

/** POST /api/chat/messages/{id}/forward { targets } (up to 9). */
export function forwardMessage(messageId: number, targets: ConversationTarget[]) {
  return http.post<z.infer<typeof ForwardResult>>(`/api/chat/messages/${messageId}/forward`, { targets });
}
