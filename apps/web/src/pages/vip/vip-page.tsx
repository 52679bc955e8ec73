import { PullToRefresh } from 'antd-mobile';
import { ErrorState } from '../../components/empty-state';
import { Page } from '../../components/page';
import { PageLoading } from '../../components/page-loading';
import { LEVEL_INFO_FAILED, useLevelInfo } from '../../features/level/api/get-level-info';
import { useLevelRewards } from '../../features/level/api/get-level-rewards';
import { LevelCard } from '../../features/level/components/level-card';
import { LevelRewards } from '../../features/level/components/level-rewards';
import { PrivilegesTable } from '../../features/level/components/privileges-table';
import { RequireLogin } from '../../features/wallet/components/require-login';
import { navigateTo } from '../../lib/navigation';

function VipBody() {
  const info = useLevelInfo();
  const rewards = useLevelRewards();
  if (info.isPending || rewards.isPending) return <PageLoading />;
  if (info.isError || rewards.isError)
    return (
      <ErrorState
        message={LEVEL_INFO_FAILED}
        onRetry={() => void Promise.all([info.refetch(), rewards.refetch()])}
      />
    );
  return (
    <PullToRefresh onRefresh={async () => void (await Promise.all([info.refetch(), rewards.refetch()]))}>
      <LevelCard info={info.data} />
      <section className="cl-section">
        <div className="cl-section__head">
          <h3 className="cl-section__title">晋级奖励</h3>
          <button
            type="button"
            className="cl-section__link"
            onClick={() => navigateTo('/pages/vip-promotion-detail/vip-promotion-detail')}
          >
            等级规则
          </button>
        </div>
        <LevelRewards levels={rewards.data.levels} />
      </section>
      <section className="cl-section">
        <h3 className="cl-section__title">等级特权</h3>
        <PrivilegesTable levels={rewards.data.levels} current={info.data.currentLevel} />
      </section>
    </PullToRefresh>
  );
}

/** VIP中心: level card with progress, claimable level rewards, privileges of every level. */
export function VipPage() {
  return (
    <Page title="VIP等级">
      <RequireLogin>
        <VipBody />
      </RequireLogin>
    </Page>
  );
}
