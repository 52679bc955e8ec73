import { Avatar, Button, List, Popup, Switch, TextArea, Toast } from 'antd-mobile';
import { useEffect, useMemo, useState } from 'react';
import { isApiError } from '../../../../lib/http';
import { shareBet } from '../../api/bet-shares';
import { newClientMsgId } from '../../realtime/outbox';
import { refreshConversations } from '../../realtime/sync';
import { useChatStore } from '../../store/chat-store';
import type { Conversation } from '../../types';
import { sortConversations } from '../conversation-sort';

export interface ShareBetPopupProps {
  betId: number;
  visible: boolean;
  onClose: () => void;
}

/** Shares a bet's slip into a chat: pick a conversation, add a word, hide the amounts if wished. */
export function ShareBetPopup({ betId, visible, onClose }: ShareBetPopupProps) {
  const conversations = useChatStore((s) => s.conversations);
  const list = useMemo(() => sortConversations(Object.values(conversations)), [conversations]);
  const [hideAmount, setHideAmount] = useState(false);
  const [content, setContent] = useState('');
  const [sending, setSending] = useState<string | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    if (!visible) return;
    setLoadFailed(false);
    refreshConversations().catch(() => setLoadFailed(true));
  }, [visible]);

  const share = async (c: Conversation) => {
    if (sending) return;
    setSending(c.conversationId);
    try {
      await shareBet(
        { targetId: c.targetId, type: c.type },
        { betId, content: content.trim() || undefined, hideAmount, clientMsgId: newClientMsgId() },
      );
      Toast.show({ content: `已分享给「${c.targetName}」`, icon: 'success' });
      setContent('');
      onClose();
    } catch (e) {
      if (!isApiError(e)) Toast.show({ content: '分享失败，请重试' });
    } finally {
      setSending(null);
    }
  };

  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      bodyStyle={{ maxHeight: '75vh', overflowY: 'auto', borderRadius: '12px 12px 0 0' }}
    >
      <div data-testid="share-bet-popup">
        <List header="分享到聊天">
          <List.Item
            extra={<Switch checked={hideAmount} onChange={setHideAmount} data-testid="share-hide-amount" />}
          >
            隐藏金额
          </List.Item>
          <List.Item>
            <TextArea
              placeholder="说点什么（选填）"
              maxLength={200}
              rows={2}
              value={content}
              onChange={setContent}
            />
          </List.Item>
        </List>
        <List header="选择会话">
          {list.length === 0 ? (
            <List.Item>{loadFailed ? '会话加载失败' : '暂无会话，先去添加好友或加入群聊吧'}</List.Item>
          ) : null}
          {list.map((c) => (
            <List.Item
              key={c.conversationId}
              prefix={<Avatar alt="" src={c.targetAvatar ?? ''} style={{ '--size': '36px' }} />}
              description={c.type === 'GROUP' ? '群聊' : '好友'}
              extra={
                <Button
                  size="mini"
                  color="primary"
                  loading={sending === c.conversationId}
                  onClick={() => void share(c)}
                  data-testid={`share-to-${c.conversationId}`}
                >
                  发送
                </Button>
              }
            >
              {c.targetName}
            </List.Item>
          ))}
        </List>
      </div>
    </Popup>
  );
}
