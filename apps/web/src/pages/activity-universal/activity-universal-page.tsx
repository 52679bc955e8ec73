import { GiftOutline } from 'antd-mobile-icons';
import { ComingSoon } from '../../components/coming-soon';

export function ActivityUniversalPage() {
  return (
    <ComingSoon
      route="/pages/activity-universal/activity-universal"
      icon={<GiftOutline />}
      description="精彩活动，敬请参与"
    />
  );
}
