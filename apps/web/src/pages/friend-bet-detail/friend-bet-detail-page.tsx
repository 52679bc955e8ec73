import { BillOutline } from 'antd-mobile-icons';
import { ComingSoon } from '../../components/coming-soon';

export function FriendBetDetailPage() {
  return (
    <ComingSoon
      route="/pages/friend-bet-detail/friend-bet-detail"
      icon={<BillOutline />}
      description="查看好友投注明细"
    />
  );
}
