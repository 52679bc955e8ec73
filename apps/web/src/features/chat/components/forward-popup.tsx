import { CHAT_LIMITS } from '@cailiao/contracts';
import { Avatar, Button, Checkbox, List, Popup, Toast } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { forwardMessage } from '../api/messages';
import { useChatStore } from '../store/chat-store';
import type { ChatMessageView, Conversation } from '../types';
import { sortConversations } from './conversation-sort';

/** Pick up to 9 conversations and forward a message to them (POST messages/{id}/forward). */
export function ForwardPopup({ message, onClose }: { message: ChatMessageView | null; onClose: () => void }) {
  const conversations = useChatStore((s) => s.conversations);
  const list = useMemo(() => sortConversations(Object.values(conversations)), [conversations]);
  const [picked, setPicked] = useState<string[]>([]);
  const [sending, setSending] = useState(false);

  const toggle = (c: Conversation) => {
    if (picked.includes(c.conversationId)) {
      setPicked(picked.filter((id) => id !== c.conversationId));
    } else if (picked.length >= CHAT_LIMITS.forwardMaxTargets) {
      Toast.show({ content: `最多选择${CHAT_LIMITS.forwardMaxTargets}个会话` });
    } else {
      setPicked([...picked, c.conversationId]);
    }
  };

  const close = () => {
    setPicked([]);
    onClose();
  };

  const send = async () => {
    if (!message || picked.length === 0) return;
    const targets = list
      .filter((c) => picked.includes(c.conversationId))
      .map((c) => ({ targetId: c.targetId, type: c.type }));
    setSending(true);
    const loading = Toast.show({ icon: 'loading', content: '转发中…', duration: 0 });
    try {
      const result = await forwardMessage(message.messageId, targets);
      loading.close();
      for (const r of result.results) if (r.message) useChatStore.getState().receiveMessage(r.message);
      const failed = result.results.filter((r) => !r.success).length;
      Toast.show({
        icon: failed ? undefined : 'success',
        content: failed ? `${failed}个会话转发失败` : '已转发',
      });
      close();
    } catch {
      loading.close();
    } finally {
      setSending(false);
    }
  };

  return (
    <Popup visible={message !== null} onMaskClick={close} destroyOnClose bodyClassName="cl-sheet-body">
      <div className="cl-sheet">
        <h3 className="cl-sheet__title">
          转发给（{picked.length}/{CHAT_LIMITS.forwardMaxTargets}）
        </h3>
        <div className="cl-forward-list">
          <List>
            {list.map((c) => (
              <List.Item
                key={c.conversationId}
                prefix={<Avatar alt="" src={c.targetAvatar ?? ''} style={{ '--size': '36px' }} />}
                extra={<Checkbox checked={picked.includes(c.conversationId)} />}
                onClick={() => toggle(c)}
                arrowIcon={false}
                data-testid={`forward-target-${c.conversationId}`}
              >
                {c.targetName}
              </List.Item>
            ))}
          </List>
        </div>
        <Button
          block
          color="primary"
          disabled={picked.length === 0}
          loading={sending}
          onClick={send}
          data-testid="forward-confirm"
        >
          发送
        </Button>
      </div>
    </Popup>
  );
}
