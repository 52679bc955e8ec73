import { HistogramOutline } from 'antd-mobile-icons';
import { ComingSoon } from '../../components/coming-soon';

export function LhcTrendPage() {
  return (
    <ComingSoon
      route="/pages/trend/lhc-trend"
      icon={<HistogramOutline />}
      description="六合彩特码、生肖、色波走势"
    />
  );
}
