import { GiftOutline } from 'antd-mobile-icons';
import { ComingSoon } from '../../components/coming-soon';

export function ActivePage() {
  return (
    <ComingSoon
      route="/pages/active/active"
      icon={<GiftOutline />}
      description="参与最新优惠活动，领取丰厚奖励"
    />
  );
}
