import { CalendarOutline, CouponOutline, StarOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { navigateTo, type RoutePath } from '../../../lib/navigation';
import { selectIsLoggedIn, useAuthStore } from '../../auth/store/auth-store';
import { useLevelInfo } from '../../level/api/get-level-info';
import { useDailyBonusInfo } from '../api/daily-bonus';
import { useCheckinHistory } from '../api/sign-in';
import './activity.css';

function Item(props: { route: RoutePath; icon: ReactNode; title: string; state: string; hot?: boolean }) {
  return (
    <button
      type="button"
      className="cl-welfare__item"
      onClick={() => navigateTo(props.route)}
      data-testid={`welfare-${props.route.split('/')[2]}`}
    >
      <span className="cl-welfare__icon">{props.icon}</span>
      <span className="cl-welfare__title">{props.title}</span>
      <span className={props.hot ? 'cl-welfare__state is-hot' : 'cl-welfare__state'}>{props.state}</span>
    </button>
  );
}

/** The three everyday rewards with the player's state on each (sign-in, daily bonus, VIP). */
export function WelfareGrid() {
  const loggedIn = useAuthStore(selectIsLoggedIn);
  const checkin = useCheckinHistory();
  const bonus = useDailyBonusInfo();
  const level = useLevelInfo();
  const signState = !loggedIn ? '登录领取' : checkin.data?.signedToday ? '今日已签到' : '待签到';
  const bonusState = !loggedIn
    ? '登录查看'
    : bonus.data?.claimed
      ? '今日已领取'
      : bonus.data?.canClaim
        ? '可领取'
        : '未达标';
  const levelState = !loggedIn
    ? '登录查看'
    : level.data
      ? level.data.claimableCount > 0
        ? `${level.data.currentLevelName} · 有奖励可领`
        : level.data.currentLevelName
      : '-';
  return (
    <div className="cl-welfare">
      <Item
        route="/pages/checkin-detail/checkin-detail"
        icon={<CalendarOutline />}
        title="每日签到"
        state={signState}
        hot={loggedIn && checkin.data?.signedToday === false}
      />
      <Item
        route="/pages/daily-bonus/daily-bonus"
        icon={<CouponOutline />}
        title="每日加奖"
        state={bonusState}
        hot={bonus.data?.canClaim === true}
      />
      <Item
        route="/pages/vip/vip"
        icon={<StarOutline />}
        title="VIP等级"
        state={levelState}
        hot={(level.data?.claimableCount ?? 0) > 0}
      />
    </div>
  );
}
