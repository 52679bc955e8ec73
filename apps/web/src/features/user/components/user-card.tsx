import type { PublicUser } from '@cailiao/contracts';
import { Avatar } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { navigateTo } from '../../../lib/navigation';
import './user.css';

/** Avatar, nickname, username and VIP level at the top of 我的. */
export function UserCard({ user }: { user: PublicUser }) {
  return (
    <div className="cl-user-card">
      <Avatar alt="" className="cl-user-card__avatar" src={user.avatar ?? ''} />
      <div className="cl-user-card__info">
        <div className="cl-user-card__name">
          <span data-testid="my-nickname">{user.nickname || user.username}</span>
          <button
            type="button"
            className="cl-vip-tag"
            onClick={() => navigateTo('/pages/vip/vip')}
            data-testid="my-vip"
          >
            VIP{user.vipLevel}
          </button>
        </div>
        <div className="cl-user-card__meta">
          账号：<span data-testid="my-username">{user.username}</span>
        </div>
        {user.inviteCode ? <div className="cl-user-card__meta">邀请码：{user.inviteCode}</div> : null}
      </div>
      <button
        type="button"
        className="cl-user-card__edit"
        onClick={() => navigateTo('/pages/settings/settings')}
        aria-label="个人资料与设置"
      >
        资料
        <RightOutline />
      </button>
    </div>
  );
}
