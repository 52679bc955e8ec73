import type { ConversationTarget } from '@cailiao/contracts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { ChatAccess } from './chat-access.ts';

const CACHE_MS = 15_000;
const CACHE_MAX = 10_000;

/**
 * Relays typing indicators to the other member(s) of a conversation the typer may write to.
 * Typing frames come several per second while someone types, so the permission check and the
 * member list are cached for a few seconds per (user, conversation).
 */
export function createTypingService(deps: { bus: EventBus; access: ChatAccess }) {
  const cache = new Map<string, { until: number; conversationId: string; recipients: number[] }>();

  return {
    async relay(me: number, target: ConversationTarget, isTyping: boolean) {
      const key = `${me}:${target.type}:${target.targetId}`;
      const now = Date.now();
      let entry = cache.get(key);
      if (!entry || entry.until < now) {
        // Private: the two must be able to message each other; group: any current member.
        const c = await deps.access.resolve(me, target, target.type === 'PRIVATE' ? 'write' : 'read');
        const members = await deps.access.recipients(me, c);
        if (cache.size >= CACHE_MAX) cache.clear();
        entry = {
          until: now + CACHE_MS,
          conversationId: c.conversationId,
          recipients: members.filter((id) => id !== me),
        };
        cache.set(key, entry);
      }
      if (entry.recipients.length === 0) return;
      await deps.bus.publish({
        type: 'TypingChanged',
        recipients: entry.recipients,
        userId: me,
        isTyping,
        conversationId: entry.conversationId,
        conversationType: target.type,
        // As the receiver addresses the conversation: the typer (private) or the group.
        targetId: target.type === 'PRIVATE' ? me : target.targetId,
      });
    },
  };
}
export type TypingService = ReturnType<typeof createTypingService>;
