import { BankcardOutline } from 'antd-mobile-icons';
import { ComingSoon } from '../../components/coming-soon';

export function WithdrawAccountPage() {
  return (
    <ComingSoon
      route="/pages/withdraw-account/withdraw-account"
      icon={<BankcardOutline />}
      description="管理提现账户与提现密码"
    />
  );
}
