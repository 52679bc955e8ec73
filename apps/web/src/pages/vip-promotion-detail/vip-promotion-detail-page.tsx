import { StarOutline } from 'antd-mobile-icons';
import { ComingSoon } from '../../components/coming-soon';

export function VipPromotionDetailPage() {
  return (
    <ComingSoon
      route="/pages/vip-promotion-detail/vip-promotion-detail"
      icon={<StarOutline />}
      description="了解VIP晋级规则与晋级礼金"
    />
  );
}
