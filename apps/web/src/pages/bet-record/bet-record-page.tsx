import { BillOutline } from 'antd-mobile-icons';
import { ComingSoon } from '../../components/coming-soon';

export function BetRecordPage() {
  return (
    <ComingSoon
      route="/pages/bet-record/bet-record"
      icon={<BillOutline />}
      description="查看全部投注记录与中奖情况"
    />
  );
}
