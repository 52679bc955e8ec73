import { CouponOutline } from 'antd-mobile-icons';
import { ComingSoon } from '../../components/coming-soon';

export function DailyBonusPage() {
  return (
    <ComingSoon
      route="/pages/daily-bonus/daily-bonus"
      icon={<CouponOutline />}
      description="按昨日有效投注领取每日加奖"
    />
  );
}
