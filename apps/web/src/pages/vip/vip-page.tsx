import { StarOutline } from 'antd-mobile-icons';
import { ComingSoon } from '../../components/coming-soon';

export function VipPage() {
  return (
    <ComingSoon
      route="/pages/vip/vip"
      icon={<StarOutline />}
      description="查看VIP等级、晋级进度并领取等级奖励"
    />
  );
}
