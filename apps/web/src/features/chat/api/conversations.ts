import type { ChatSettings, Conversation, Page } from '@cailiao/contracts';
import { PAGE_SIZE } from '@cailiao/contracts';
import { http } from '../../../lib/http';
import type { ConversationTarget } from '../types';

export interface ConversationPage extends Page<Conversation> {
  totalUnread: number;
}

/** GET /api/chat/conversations?page&limit=50: sticky first, then the newest; unread derived from seq. */
export function getConversations(page = 1, options: { silent?: boolean } = {}): Promise<ConversationPage> {
  return http.get<ConversationPage>('/api/chat/conversations', {
    params: { page, limit: PAGE_SIZE.conversations },
    silent: options.silent,
  });
}

/** PUT /api/chat/conversations/sticky { targetId, type, isSticky }. */
export function setSticky(target: ConversationTarget, isSticky: boolean) {
  return http.put<unknown>('/api/chat/conversations/sticky', { ...target, isSticky });
}

/** PUT /api/chat/conversations/mute { targetId, type, isMuted }. */
export function setMuted(target: ConversationTarget, isMuted: boolean) {
  return http.put<unknown>('/api/chat/conversations/mute', { ...target, isMuted });
}

/** DELETE /api/chat/conversations { targetId, type }: hidden until a new message arrives. */
export function deleteConversation(target: ConversationTarget) {
  return http.del<unknown>('/api/chat/conversations', { data: target });
}

/** DELETE /api/chat/conversations/clear { targetId, type }: my copy of the history only. */
export function clearConversation(target: ConversationTarget) {
  return http.del<unknown>('/api/chat/conversations/clear', { data: target });
}

/** GET /api/chat/conversations/settings (notifications on by default). */
export function getChatSettings(): Promise<ChatSettings> {
  return http.get<ChatSettings>('/api/chat/conversations/settings', { silent: true });
}

/** PUT /api/chat/conversations/settings with the changed fields. */
export function saveChatSettings(patch: Partial<ChatSettings>): Promise<ChatSettings> {
  return http.put<ChatSettings>('/api/chat/conversations/settings', patch);
}
