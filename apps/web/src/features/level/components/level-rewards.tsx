import type { LevelRewardItem } from '@cailiao/contracts';
import { Button, Dialog, Toast } from 'antd-mobile';
import { formatMoney } from '../../../lib/format/money';
import { isApiError } from '../../../lib/http';
import { useClaimLevelReward } from '../api/claim-level-reward';
import './vip.css';

function ClaimButton({ item }: { item: LevelRewardItem }) {
  const claim = useClaimLevelReward();
  if (item.claimed)
    return (
      <Button size="mini" disabled>
        已领取
      </Button>
    );
  if (!item.reached)
    return (
      <Button size="mini" disabled>
        未达成
      </Button>
    );
  const onClaim = async () => {
    const ok = await Dialog.confirm({
      title: '领取晋级奖励',
      content: `确认领取${item.name}晋级奖励 ${formatMoney(item.reward)} 元？奖励将发放到账户余额。`,
      confirmText: '确认领取',
      cancelText: '取消',
    });
    if (!ok) return;
    try {
      const result = await claim.mutateAsync(item.rewardId);
      Toast.show({ icon: 'success', content: `领取成功，${formatMoney(result.amount)}元已到账` });
    } catch (error) {
      // The client toasted the server's reason (already claimed…); the list reloads either way.
      if (!isApiError(error)) throw error;
    }
  };
  return (
    <Button
      size="mini"
      color="primary"
      loading={claim.isPending}
      onClick={() => void onClaim()}
      data-testid={`vip-claim-${item.rewardId}`}
    >
      领取
    </Button>
  );
}

/** The level rewards with a claim button each (once per level). */
export function LevelRewards({ levels }: { levels: LevelRewardItem[] }) {
  const withReward = levels.filter((l) => l.reward > 0);
  if (withReward.length === 0) return <p className="cl-muted">暂无晋级奖励</p>;
  return (
    <ul className="cl-vip-rewards">
      {withReward.map((item) => (
        <li key={item.rewardId} className="cl-vip-rewards__item" data-testid={`vip-reward-${item.rewardId}`}>
          <span className="cl-vip-rewards__level">{item.name}</span>
          <span className="cl-vip-rewards__text">
            <span>
              晋级奖励 <b>{formatMoney(item.reward)}</b> 元
            </span>
            <small>累计有效投注满 {formatMoney(item.threshold)} 元</small>
          </span>
          <ClaimButton item={item} />
        </li>
      ))}
    </ul>
  );
}
