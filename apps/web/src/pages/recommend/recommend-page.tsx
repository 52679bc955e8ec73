import { Button, PullToRefresh } from 'antd-mobile';
import { useState } from 'react';
import { ErrorState } from '../../components/empty-state';
import { Page } from '../../components/page';
import { PageLoading } from '../../components/page-loading';
import { useReferralCode } from '../../features/referral/api/get-referral-code';
import { useReferralStats } from '../../features/referral/api/get-referral-stats';
import { CommissionCard } from '../../features/referral/components/commission-card';
import { InviteCard } from '../../features/referral/components/invite-card';
import { RegisterFriendPopup } from '../../features/referral/components/register-friend-popup';
import { TeamSummary } from '../../features/referral/components/team-summary';
import { RequireLogin } from '../../features/wallet/components/require-login';
import { navigateTo } from '../../lib/navigation';
import '../../features/referral/components/referral.css';

function Recommend() {
  const stats = useReferralStats();
  const code = useReferralCode();
  const [friendOpen, setFriendOpen] = useState(false);

  return (
    <PullToRefresh onRefresh={async () => void (await Promise.all([stats.refetch(), code.refetch()]))}>
      <InviteCard />
      {stats.isPending ? (
        <PageLoading />
      ) : stats.isError ? (
        <ErrorState message="推广数据加载失败" onRetry={() => void stats.refetch()} />
      ) : (
        <>
          <CommissionCard stats={stats.data} />
          <TeamSummary stats={stats.data} />
        </>
      )}
      <div className="cl-referral-actions">
        <Button shape="rounded" onClick={() => setFriendOpen(true)} data-testid="referral-register-friend">
          替好友注册
        </Button>
        <Button shape="rounded" onClick={() => void navigateTo('/pages/reward-detail/reward-detail')}>
          奖励明细
        </Button>
        <Button shape="rounded" onClick={() => void navigateTo('/pages/friend-bet-detail/friend-bet-detail')}>
          好友投注
        </Button>
      </div>
      <section className="cl-section">
        <h3 className="cl-section__title">推广规则</h3>
        <ol className="cl-muted cl-referral-rules">
          <li>
            好友使用您的邀请码、邀请链接或扫描二维码注册，即成为您的一级好友；好友邀请的人是您的二级好友，依此类推至三级。
          </li>
          <li>好友的投注开奖结算后（中奖或未中奖），按上方比例计入您的佣金；撤单与退款的投注不计佣金。</li>
          <li>佣金累计满0.01元即可领取，领取后立即到账，可在「账户明细」查看。</li>
          <li>您只能看到好友的投注游戏与金额，看不到好友的余额与聊天。</li>
        </ol>
      </section>
      <RegisterFriendPopup visible={friendOpen} onClose={() => setFriendOpen(false)} />
    </PullToRefresh>
  );
}

/** 推荐好友: my code, link and QR code, commission to claim, my team, register a friend. */
export function RecommendPage() {
  return (
    <Page title="推荐好友">
      <RequireLogin>
        <Recommend />
      </RequireLogin>
    </Page>
  );
}
