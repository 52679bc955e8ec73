import { HistogramOutline } from 'antd-mobile-icons';
import { ComingSoon } from '../../components/coming-soon';

export function Pk10TrendPage() {
  return (
    <ComingSoon
      route="/pages/trend/pk10-trend"
      icon={<HistogramOutline />}
      description="PK10名次走势与遗漏统计"
    />
  );
}
