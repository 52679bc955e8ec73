import { FileOutline } from 'antd-mobile-icons';
import { ComingSoon } from '../../components/coming-soon';

export function BetDetailPage() {
  return (
    <ComingSoon
      route="/pages/bet-detail/bet-detail"
      icon={<FileOutline />}
      description="查看单笔投注的号码、赔率与结算结果"
    />
  );
}
