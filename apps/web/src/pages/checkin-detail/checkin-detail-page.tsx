import { CalendarOutline } from 'antd-mobile-icons';
import { ComingSoon } from '../../components/coming-soon';

export function CheckinDetailPage() {
  return (
    <ComingSoon
      route="/pages/checkin-detail/checkin-detail"
      icon={<CalendarOutline />}
      description="每日签到，连续签到奖励更多"
    />
  );
}
