import { TeamOutline } from 'antd-mobile-icons';
import { ComingSoon } from '../../components/coming-soon';

export function FriendListPage() {
  return (
    <ComingSoon
      route="/pages/friend-list/friend-list"
      icon={<TeamOutline />}
      description="查看您邀请的好友及其投注情况"
    />
  );
}
