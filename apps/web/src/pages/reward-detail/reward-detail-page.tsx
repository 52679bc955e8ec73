import { CollectMoneyOutline } from 'antd-mobile-icons';
import { ComingSoon } from '../../components/coming-soon';

export function RewardDetailPage() {
  return (
    <ComingSoon
      route="/pages/reward-detail/reward-detail"
      icon={<CollectMoneyOutline />}
      description="查看推荐奖励发放明细"
    />
  );
}
