import { TeamOutline } from 'antd-mobile-icons';
import { ComingSoon } from '../../components/coming-soon';

export function PromotionDetailPage() {
  return (
    <ComingSoon
      route="/pages/promotion-detail/promotion-detail"
      icon={<TeamOutline />}
      description="查看推广返佣明细"
    />
  );
}
