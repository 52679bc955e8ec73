import { ReceiptOutline } from 'antd-mobile-icons';
import { ComingSoon } from '../../components/coming-soon';

export function RechargeDetailPage() {
  return (
    <ComingSoon
      route="/pages/recharge-detail/recharge-detail"
      icon={<ReceiptOutline />}
      description="查看充值订单详情"
    />
  );
}
