import type { ConversationTarget, ConversationType } from './types';

/** `private_{smaller}_{larger}` or `group_{id}` (SPEC.md §3); no schema import (entry chunk). */
export function conversationIdOf(me: number, target: ConversationTarget): string {
  if (target.type === 'GROUP') return `group_${target.targetId}`;
  const [a, b] = me < target.targetId ? [me, target.targetId] : [target.targetId, me];
  return `private_${a}_${b}`;
}

/** The target of a conversation as `me` addresses it (the other user or the group). */
export function targetOfConversation(me: number, conversationId: string): ConversationTarget | null {
  const p = /^private_(\d+)_(\d+)$/.exec(conversationId);
  if (p) {
    const a = Number(p[1]);
    const b = Number(p[2]);
    return { type: 'PRIVATE', targetId: a === me ? b : a };
  }
  const g = /^group_(\d+)$/.exec(conversationId);
  return g ? { type: 'GROUP', targetId: Number(g[1]) } : null;
}

export function parseConversationType(value: string | null | undefined): ConversationType | null {
  const upper = value?.toUpperCase();
  return upper === 'PRIVATE' || upper === 'GROUP' ? upper : null;
}

/** Route of a conversation's chat page. */
export function chatDetailUrl(target: ConversationTarget): string {
  return `/pages/chat/chat-detail?targetId=${target.targetId}&type=${target.type}`;
}
