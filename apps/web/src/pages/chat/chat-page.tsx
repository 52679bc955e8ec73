import { MessageOutline } from 'antd-mobile-icons';
import { ComingSoon } from '../../components/coming-soon';

/** Chat tab: conversations, friends and groups arrive with the chat issue. */
export function ChatPage() {
  return (
    <ComingSoon
      route="/pages/chat/chat"
      back={false}
      icon={<MessageOutline />}
      description="好友私聊、群聊、红包与晒单分享，即将与您见面"
    />
  );
}
