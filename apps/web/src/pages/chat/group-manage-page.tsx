import { SetOutline } from 'antd-mobile-icons';
import { ComingSoon } from '../../components/coming-soon';

export function GroupManagePage() {
  return (
    <ComingSoon route="/pages/chat/group-manage" icon={<SetOutline />} description="管理群成员、公告与禁言" />
  );
}
