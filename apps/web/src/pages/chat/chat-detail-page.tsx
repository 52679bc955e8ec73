import { MessageOutline } from 'antd-mobile-icons';
import { ComingSoon } from '../../components/coming-soon';

export function ChatDetailPage() {
  return (
    <ComingSoon
      route="/pages/chat/chat-detail"
      icon={<MessageOutline />}
      description="与好友或群成员实时聊天"
    />
  );
}
