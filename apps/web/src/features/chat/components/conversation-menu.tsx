import { ActionSheet, Dialog, Toast } from 'antd-mobile';
import { MoreOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { clearConversation, setMuted, setSticky } from '../api/conversations';
import { refreshConversations } from '../realtime/sync';
import { useChatStore } from '../store/chat-store';
import type { Conversation, ConversationTarget } from '../types';

/** The chat page's ⋯ menu: pin, mute, and clear my copy of the history. */
export function ConversationMenu({
  target,
  conversation,
}: {
  target: ConversationTarget;
  conversation: Conversation | undefined;
}) {
  const [open, setOpen] = useState(false);
  const sticky = conversation?.isSticky ?? false;
  const muted = conversation?.isMuted ?? false;

  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      Toast.show({ content: done });
      void refreshConversations().catch(() => undefined);
    } catch {
      // toasted by the http client
    }
  };

  const clear = async () => {
    const ok = await Dialog.confirm({
      content: '清空后，你将看不到之前的聊天记录（对方不受影响）',
      confirmText: '清空',
      cancelText: '取消',
    });
    if (!ok) return;
    const loading = Toast.show({ icon: 'loading', content: '清空中…', duration: 0 });
    try {
      await clearConversation(target);
      const id = conversation?.conversationId;
      const held = id ? useChatStore.getState().messages[id] : undefined;
      if (id && held)
        useChatStore.getState().removeMessages(
          id,
          held.map((m) => m.messageId),
        );
      loading.close();
      Toast.show({ icon: 'success', content: '聊天记录已清空' });
    } catch {
      loading.close();
    }
  };

  return (
    <>
      <button
        type="button"
        className="cl-icon-btn cl-icon-btn--light"
        onClick={() => setOpen(true)}
        aria-label="聊天设置"
        data-testid="conversation-menu"
      >
        <MoreOutline />
      </button>
      <ActionSheet
        visible={open}
        onClose={() => setOpen(false)}
        onAction={() => setOpen(false)}
        cancelText="取消"
        actions={[
          {
            key: 'sticky',
            text: sticky ? '取消置顶' : '置顶聊天',
            onClick: () => run(() => setSticky(target, !sticky), sticky ? '已取消置顶' : '已置顶'),
          },
          {
            key: 'mute',
            text: muted ? '关闭消息免打扰' : '消息免打扰',
            onClick: () => run(() => setMuted(target, !muted), muted ? '已关闭免打扰' : '已开启免打扰'),
          },
          { key: 'clear', text: '清空聊天记录', danger: true, onClick: clear },
        ]}
      />
    </>
  );
}
