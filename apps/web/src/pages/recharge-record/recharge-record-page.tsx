import { ReceiptOutline } from 'antd-mobile-icons';
import { ComingSoon } from '../../components/coming-soon';

export function RechargeRecordPage() {
  return (
    <ComingSoon
      route="/pages/recharge-record/recharge-record"
      icon={<ReceiptOutline />}
      description="查看充值订单与处理状态"
    />
  );
}
