import { ErrorState } from '../../components/empty-state';
import { Page } from '../../components/page';
import { PageLoading } from '../../components/page-loading';
import { LEVEL_INFO_FAILED } from '../../features/level/api/get-level-info';
import { useLevelRewards } from '../../features/level/api/get-level-rewards';
import { PrivilegesTable } from '../../features/level/components/privileges-table';
import '../../features/level/components/vip.css';
import { RequireLogin } from '../../features/wallet/components/require-login';
import { formatMoney } from '../../lib/format/money';

function RulesBody() {
  const rewards = useLevelRewards();
  if (rewards.isPending) return <PageLoading />;
  if (rewards.isError)
    return <ErrorState message={LEVEL_INFO_FAILED} onRetry={() => void rewards.refetch()} />;
  const { levels, currentLevel, turnover } = rewards.data;
  const top = levels.at(-1);
  return (
    <>
      <section className="cl-section">
        <h3 className="cl-section__title">晋级规则</h3>
        <ol className="cl-vip-rules">
          <li>VIP等级按累计有效投注计算，有效投注指已开奖结算、且未撤单或退款的投注金额。</li>
          <li>每期开奖结算后自动计算等级，达到门槛即时晋级，等级只升不降。</li>
          <li>每个等级的晋级奖励限领取一次，可在VIP中心随时领取，发放到账户余额。</li>
          {top ? (
            <li>
              最高等级 {top.name}，需累计有效投注 {formatMoney(top.threshold)} 元。
            </li>
          ) : null}
        </ol>
        <p className="cl-muted" data-testid="vip-rules-current">
          您当前为 V{currentLevel}，累计有效投注 {formatMoney(turnover)} 元。
        </p>
      </section>
      <section className="cl-section">
        <h3 className="cl-section__title">等级一览</h3>
        <PrivilegesTable levels={levels} current={currentLevel} />
      </section>
    </>
  );
}

/** 晋级说明: how levels are reached, and the whole table of thresholds, rewards and privileges. */
export function VipPromotionDetailPage() {
  return (
    <Page title="VIP晋级">
      <RequireLogin>
        <RulesBody />
      </RequireLogin>
    </Page>
  );
}
