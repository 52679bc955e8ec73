import {
  BET_STATUS_NAMES,
  type ReferralClaim,
  type ReferralFriend,
  type ReferralFriendBet,
  type ReferralReward,
} from '@cailiao/contracts';
import { Tag } from 'antd-mobile';
import { formatMoney } from '../../../lib/format/money';
import { formatDateTime } from '../../../lib/format/time';
import { navigateTo } from '../../../lib/navigation';

const LEVEL_NAMES = ['一级', '二级', '三级'];
export const levelName = (level: number) => LEVEL_NAMES[level - 1] ?? `${level}级`;

/** A friend of my team; a tap opens their bets. */
export function FriendItem({ friend }: { friend: ReferralFriend }) {
  return (
    <button
      type="button"
      className="cl-referral-row"
      data-testid={`referral-friend-${friend.userId}`}
      onClick={() => navigateTo(`/pages/friend-bet-detail/friend-bet-detail?userId=${friend.userId}`)}
    >
      <span className="cl-referral-row__main">
        <strong>{friend.nickname}</strong>
        <Tag color="primary" fill="outline">
          {levelName(friend.level)}
        </Tag>
        <small className="cl-muted">{friend.username}</small>
      </span>
      <span className="cl-referral-row__side">
        <span>流水 {formatMoney(friend.turnover)}</span>
        <span className="cl-referral-row__gain">佣金 {formatMoney(friend.commission)}</span>
      </span>
      <small className="cl-muted">注册于 {formatDateTime(friend.registeredAt)}</small>
    </button>
  );
}

/** The commission of one friend's settled bet. */
export function RewardItem({ reward }: { reward: ReferralReward }) {
  return (
    <div className="cl-referral-row" data-testid="referral-reward" data-status={reward.status}>
      <span className="cl-referral-row__main">
        <strong>{reward.friend.nickname}</strong>
        <Tag color="primary" fill="outline">
          {levelName(reward.level)}
        </Tag>
        <small className="cl-muted">
          {reward.gameName} 第{reward.issueNo}期
        </small>
      </span>
      <span className="cl-referral-row__side">
        <span>
          投注 {formatMoney(reward.stake)} × {reward.ratePercent}%
        </span>
        <span className="cl-referral-row__gain" data-testid="referral-reward-amount">
          +{reward.commission}
        </span>
      </span>
      <small className="cl-muted">
        {formatDateTime(reward.createdAt)} · {reward.status === 'claimed' ? '已领取' : '待领取'}
      </small>
    </div>
  );
}

/** One claim paid into my wallet. */
export function ClaimItem({ claim }: { claim: ReferralClaim }) {
  return (
    <div className="cl-referral-row" data-testid="referral-claim-row">
      <span className="cl-referral-row__main">
        <strong>领取佣金</strong>
        <small className="cl-muted">{claim.rewardCount}笔佣金</small>
      </span>
      <span className="cl-referral-row__side">
        <span className="cl-referral-row__gain">+{formatMoney(claim.amount)}</span>
      </span>
      <small className="cl-muted">{formatDateTime(claim.createdAt)}</small>
    </div>
  );
}

/** A friend's bet: the game, the issue, the stake and its status; nothing else. */
export function FriendBetItem({ bet }: { bet: ReferralFriendBet }) {
  return (
    <div className="cl-referral-row" data-testid="referral-friend-bet">
      <span className="cl-referral-row__main">
        <strong>{bet.friend.nickname}</strong>
        <Tag color="primary" fill="outline">
          {levelName(bet.friend.level)}
        </Tag>
        <small className="cl-muted">
          {bet.gameName} 第{bet.issueNo}期
        </small>
      </span>
      <span className="cl-referral-row__side">
        <span>投注 {formatMoney(bet.amount)}</span>
        <span>{BET_STATUS_NAMES[bet.status]}</span>
      </span>
      <small className="cl-muted">{formatDateTime(bet.createdAt)}</small>
    </div>
  );
}
