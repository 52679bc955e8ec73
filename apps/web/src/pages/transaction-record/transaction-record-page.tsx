import { UnorderedListOutline } from 'antd-mobile-icons';
import { ComingSoon } from '../../components/coming-soon';

export function TransactionRecordPage() {
  return (
    <ComingSoon
      route="/pages/transaction-record/transaction-record"
      icon={<UnorderedListOutline />}
      description="查看充值、提现、投注、派奖等资金流水"
    />
  );
}
