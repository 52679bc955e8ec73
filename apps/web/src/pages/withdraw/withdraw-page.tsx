import { ReceivePaymentOutline } from 'antd-mobile-icons';
import { ComingSoon } from '../../components/coming-soon';

export function WithdrawPage() {
  return (
    <ComingSoon
      route="/pages/withdraw/withdraw"
      icon={<ReceivePaymentOutline />}
      description="提现到您绑定的银行卡、支付宝、微信或USDT账户"
    />
  );
}
