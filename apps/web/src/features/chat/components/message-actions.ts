import { CHAT_LIMITS } from '@cailiao/contracts';
import { Dialog, Toast } from 'antd-mobile';
import { batchDeleteMessages, deleteMessage, recallMessage } from '../api/messages';
import { useChatStore } from '../store/chat-store';
import { isPending } from '../store/message-list';
import type { ChatMessageView } from '../types';

export type MessageAction = 'copy' | 'reply' | 'forward' | 'recall' | 'delete' | 'select';

/**
 * What the long-press menu offers for a message: recall to its sender within 2 minutes, and to
 * group owners and admins at any time (API.md chat rules); nothing but delete for unsent ones.
 */
export function actionsFor(m: ChatMessageView, moderator: boolean, now = Date.now()): MessageAction[] {
  if (m.messageType === 'SYSTEM') return [];
  if (isPending(m)) return m.status === 'failed' ? ['delete'] : [];
  const out: MessageAction[] = [];
  if (m.messageType === 'TEXT' || m.messageType === 'EMOJI') out.push('copy');
  out.push('reply');
  if (m.messageType !== 'RED_ENVELOPE' && m.messageType !== 'BET_SHARE') out.push('forward');
  const fresh = now - new Date(m.createdAt).getTime() <= CHAT_LIMITS.recallWindowMs;
  if (
    m.messageType !== 'RED_ENVELOPE' &&
    ((m.own && fresh) || (moderator && m.conversationType === 'GROUP'))
  ) {
    out.push('recall');
  }
  out.push('delete', 'select');
  return out;
}

export const ACTION_TEXT: Record<MessageAction, string> = {
  copy: '复制',
  reply: '回复',
  forward: '转发',
  recall: '撤回',
  delete: '删除',
  select: '多选',
};

export async function copyMessage(m: ChatMessageView): Promise<void> {
  try {
    await navigator.clipboard.writeText(m.content);
    Toast.show({ content: '已复制' });
  } catch {
    Toast.show({ content: '复制失败，请长按文字手动复制' });
  }
}

/** Recall with the Chinese loading text; everyone then sees the SYSTEM notice in its place. */
export async function recall(m: ChatMessageView): Promise<void> {
  const loading = Toast.show({ icon: 'loading', content: '撤回中…', duration: 0 });
  try {
    const result = await recallMessage(m.messageId);
    useChatStore.getState().updateMessage(result.message);
    loading.close();
    Toast.show({ icon: 'success', content: '已撤回' });
  } catch {
    loading.close();
  }
}

/** Delete for me (an unsent message is only dropped locally). */
export async function deleteForMe(m: ChatMessageView): Promise<void> {
  const store = useChatStore.getState();
  if (isPending(m)) {
    store.removeMessages(m.conversationId, [], m.localId ? [m.localId] : []);
    return;
  }
  const ok = await Dialog.confirm({
    content: '删除后将不会出现在你的消息记录中',
    confirmText: '删除',
    cancelText: '取消',
  });
  if (!ok) return;
  const loading = Toast.show({ icon: 'loading', content: '删除中…', duration: 0 });
  try {
    await deleteMessage(m.messageId);
    useChatStore.getState().removeMessages(m.conversationId, [m.messageId]);
    loading.close();
    Toast.show({ icon: 'success', content: '已删除' });
  } catch {
    loading.close();
  }
}

/** Deletes the selected messages for me (at most 50 at a time). */
export async function deleteMany(conversationId: string, selected: ChatMessageView[]): Promise<boolean> {
  const stored = selected.filter((m) => !isPending(m));
  const local = selected.filter(isPending).map((m) => m.localId!);
  if (stored.length > CHAT_LIMITS.batchDeleteMax) {
    Toast.show({ content: `一次最多删除${CHAT_LIMITS.batchDeleteMax}条消息` });
    return false;
  }
  const ok = await Dialog.confirm({
    content: `确定删除选中的${selected.length}条消息？`,
    confirmText: '删除',
    cancelText: '取消',
  });
  if (!ok) return false;
  const loading = Toast.show({ icon: 'loading', content: '删除中…', duration: 0 });
  try {
    const result = stored.length
      ? await batchDeleteMessages(stored.map((m) => m.messageId))
      : { deleted: [] };
    useChatStore.getState().removeMessages(conversationId, result.deleted, local);
    loading.close();
    Toast.show({ icon: 'success', content: '已删除' });
    return true;
  } catch {
    loading.close();
    return false;
  }
}
