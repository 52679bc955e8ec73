import { HistogramOutline } from 'antd-mobile-icons';
import { ComingSoon } from '../../components/coming-soon';

export function SscTrendPage() {
  return (
    <ComingSoon
      route="/pages/trend/ssc-trend"
      icon={<HistogramOutline />}
      description="时时彩号码走势与遗漏统计"
    />
  );
}
