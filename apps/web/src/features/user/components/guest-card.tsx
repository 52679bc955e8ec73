import { Avatar, Button } from 'antd-mobile';
import { LOGIN_ROUTE, linkTo, REGISTER_ROUTE } from '../../../lib/navigation';
import './user.css';

/** 我的 while logged out: an invitation to sign in or register. */
export function GuestCard() {
  return (
    <div className="cl-user-card cl-user-card--guest">
      <Avatar alt="" className="cl-user-card__avatar" src="" />
      <div className="cl-user-card__info">
        <div className="cl-user-card__name">您还未登录</div>
        <div className="cl-user-card__meta">登录后查看余额、投注记录与专属福利</div>
        <div className="cl-user-card__actions">
          <Button size="small" shape="rounded" onClick={linkTo(LOGIN_ROUTE)} data-testid="my-login">
            登录
          </Button>
          <Button
            size="small"
            shape="rounded"
            fill="outline"
            className="cl-user-card__ghost"
            onClick={linkTo(REGISTER_ROUTE)}
            data-testid="my-register"
          >
            注册
          </Button>
        </div>
      </div>
    </div>
  );
}
