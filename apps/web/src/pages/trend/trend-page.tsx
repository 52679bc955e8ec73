import { HistogramOutline } from 'antd-mobile-icons';
import { ComingSoon } from '../../components/coming-soon';

export function TrendPage() {
  return (
    <ComingSoon route="/pages/trend/trend" icon={<HistogramOutline />} description="快三号码走势与遗漏统计" />
  );
}
