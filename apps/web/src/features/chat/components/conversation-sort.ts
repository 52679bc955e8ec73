import type { Conversation } from '../types';

const time = (c: Conversation) =>
  c.lastMessage
    ? new Date(c.lastMessage.createdAt).getTime()
    : c.updatedAt
      ? new Date(c.updatedAt).getTime()
      : 0;

/** Sticky conversations first, then the most recent message first. */
export function sortConversations(list: Conversation[]): Conversation[] {
  return [...list].sort((a, b) => Number(b.isSticky) - Number(a.isSticky) || time(b) - time(a));
}
