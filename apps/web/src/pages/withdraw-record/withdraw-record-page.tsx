import { ReceiptOutline } from 'antd-mobile-icons';
import { ComingSoon } from '../../components/coming-soon';

export function WithdrawRecordPage() {
  return (
    <ComingSoon
      route="/pages/withdraw-record/withdraw-record"
      icon={<ReceiptOutline />}
      description="查看提现订单与审核状态"
    />
  );
}
