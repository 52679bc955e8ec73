import type { ChatMessage, ChatMessageView } from '../types';

/** Stable list key: the local id of a message sent here, else the server id. */
export function messageKey(m: ChatMessageView): string {
  return m.localId ?? `m${m.messageId}`;
}

/** A message not yet stored by the server (seq 0). */
export function isPending(m: Pick<ChatMessageView, 'seq'>): boolean {
  return m.seq <= 0;
}

/** A received message as the store keeps it: own or not, sent or received. */
export function toView(message: ChatMessage, me: number | null): ChatMessageView {
  const own = me !== null && message.senderId === me;
  return { ...message, own, status: own ? 'sent' : 'received' };
}

/** Newest stored seq of a list (0 when it holds none). */
export function lastSeqOf(list: readonly ChatMessageView[]): number {
  for (let i = list.length - 1; i >= 0; i--) {
    const m = list[i]!;
    if (!isPending(m)) return m.seq;
  }
  return 0;
}

/** Oldest stored seq of a list (0 when it holds none). */
export function firstSeqOf(list: readonly ChatMessageView[]): number {
  for (const m of list) if (!isPending(m)) return m.seq;
  return 0;
}

function order(a: ChatMessageView, b: ChatMessageView): number {
  const pa = isPending(a);
  const pb = isPending(b);
  if (pa !== pb) return pa ? 1 : -1;
  if (pa) return 0; // pending keep their sending order (stable sort)
  return a.seq - b.seq;
}

/**
 * Merges messages into a list kept in seq order with pending messages last. A message already
 * present (same messageId, or same clientMsgId as a pending one) is replaced, keeping its local
 * key and preview; nothing is ever listed twice.
 */
export function mergeMessages(
  list: readonly ChatMessageView[],
  incoming: readonly ChatMessageView[],
): ChatMessageView[] {
  if (incoming.length === 0) return list as ChatMessageView[];
  const byId = new Map<number, ChatMessageView>();
  const byClient = new Map<string, ChatMessageView>();
  for (const m of list) {
    if (!isPending(m)) byId.set(m.messageId, m);
    if (m.clientMsgId) byClient.set(m.clientMsgId, m);
  }
  const replaced = new Set<ChatMessageView>();
  const added: ChatMessageView[] = [];
  /** Index in `added` by message id and by client id: a later copy in this batch wins. */
  const addedAt = new Map<string, number>();
  for (const raw of incoming) {
    const existing =
      (!isPending(raw) ? byId.get(raw.messageId) : undefined) ??
      (raw.clientMsgId ? byClient.get(raw.clientMsgId) : undefined);
    const merged: ChatMessageView = existing
      ? {
          ...raw,
          localId: existing.localId ?? raw.localId,
          localPreviewUrl: raw.localPreviewUrl ?? existing.localPreviewUrl,
        }
      : raw;
    if (existing) replaced.add(existing);
    if (!isPending(merged)) byId.set(merged.messageId, merged);
    if (merged.clientMsgId) byClient.set(merged.clientMsgId, merged);
    const idKey = isPending(merged) ? undefined : `m${merged.messageId}`;
    const clientKey = merged.clientMsgId ? `c${merged.clientMsgId}` : undefined;
    const dup = (idKey && addedAt.get(idKey)) ?? (clientKey && addedAt.get(clientKey));
    const at = typeof dup === 'number' ? dup : added.length;
    added[at] = merged;
    if (idKey) addedAt.set(idKey, at);
    if (clientKey) addedAt.set(clientKey, at);
  }
  const kept = replaced.size ? list.filter((m) => !replaced.has(m)) : [...list];
  // Fast path: one new message after everything stored (the live case).
  if (added.length === 1 && replaced.size === 0) {
    const m = added[0]!;
    if (!isPending(m) && m.seq > lastSeqOf(kept)) {
      let at = kept.length;
      while (at > 0 && isPending(kept[at - 1]!)) at--;
      kept.splice(at, 0, m);
      return kept;
    }
  }
  return [...kept, ...added].sort(order);
}

/** The list without the given server ids and local ids. */
export function removeMessages(
  list: readonly ChatMessageView[],
  messageIds: Iterable<number>,
  localIds: Iterable<string> = [],
): ChatMessageView[] {
  const ids = new Set(messageIds);
  const locals = new Set(localIds);
  return list.filter(
    (m) => !(!isPending(m) && ids.has(m.messageId)) && !(m.localId && locals.has(m.localId)),
  );
}
