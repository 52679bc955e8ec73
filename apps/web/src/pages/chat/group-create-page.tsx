import { ChatAddOutline } from 'antd-mobile-icons';
import { ComingSoon } from '../../components/coming-soon';

export function GroupCreatePage() {
  return (
    <ComingSoon
      route="/pages/chat/group-create"
      icon={<ChatAddOutline />}
      description="创建群聊并邀请好友加入"
    />
  );
}
