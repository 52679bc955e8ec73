import { HistogramOutline } from 'antd-mobile-icons';
import { ComingSoon } from '../../components/coming-soon';

export function RecentPage() {
  return (
    <ComingSoon
      route="/pages/recent/recent"
      icon={<HistogramOutline />}
      description="查看各彩种最新开奖结果与开奖验证"
    />
  );
}
