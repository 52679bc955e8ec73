import { PayCircleOutline } from 'antd-mobile-icons';
import { ComingSoon } from '../../components/coming-soon';

export function RechargePage() {
  return (
    <ComingSoon
      route="/pages/recharge/recharge"
      icon={<PayCircleOutline />}
      description="选择充值渠道，快速到账"
    />
  );
}
