import { GiftOutline } from 'antd-mobile-icons';
import { ComingSoon } from '../../components/coming-soon';

export function ActivityDetailPage() {
  return (
    <ComingSoon
      route="/pages/activity-detail/activity-detail"
      icon={<GiftOutline />}
      description="查看活动规则与参与方式"
    />
  );
}
