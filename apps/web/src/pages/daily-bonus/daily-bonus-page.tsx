import { Button, Dialog, PullToRefresh, Toast } from 'antd-mobile';
import { ErrorState } from '../../components/empty-state';
import { Page } from '../../components/page';
import { PageLoading } from '../../components/page-loading';
import {
  useClaimDailyBonus,
  useDailyBonusInfo,
  useDailyBonusRates,
} from '../../features/activity/api/daily-bonus';
import '../../features/activity/components/activity.css';
import { RequireLogin } from '../../features/wallet/components/require-login';
import { formatMoney } from '../../lib/format/money';
import { errorMessage, isApiError } from '../../lib/http';

function BonusBody() {
  const info = useDailyBonusInfo();
  const rates = useDailyBonusRates();
  const claim = useClaimDailyBonus();
  if (info.isPending || rates.isPending) return <PageLoading />;
  if (info.isError || rates.isError)
    return (
      <ErrorState
        message={errorMessage(info.error ?? rates.error, '获取加奖信息失败')}
        onRetry={() => void Promise.all([info.refetch(), rates.refetch()])}
      />
    );
  const i = info.data;
  const tiers = rates.data.tiers;

  const onClaim = async () => {
    const ok = await Dialog.confirm({
      title: '领取每日加奖',
      content: `确认领取${i.date}的加奖 ${formatMoney(i.amount)} 元？奖励将发放到账户余额。`,
      confirmText: '确认领取',
      cancelText: '取消',
    });
    if (!ok) return;
    try {
      const result = await claim.mutateAsync();
      Toast.show({ icon: 'success', content: `领取成功，${formatMoney(result.amount)}元已到账` });
    } catch (error) {
      if (!isApiError(error)) throw error;
    }
  };

  const button = i.claimed ? (
    <Button block disabled data-testid="bonus-claim">
      今日已领取
    </Button>
  ) : i.canClaim ? (
    <Button block loading={claim.isPending} onClick={() => void onClaim()} data-testid="bonus-claim">
      立即领取
    </Button>
  ) : (
    <Button block disabled data-testid="bonus-claim">
      未达到加奖标准
    </Button>
  );

  return (
    <PullToRefresh onRefresh={async () => void (await Promise.all([info.refetch(), rates.refetch()]))}>
      <section className="cl-bonus-hero" data-testid="bonus-hero">
        <span>{i.claimed ? '已领取加奖（元）' : '可领取加奖（元）'}</span>
        <strong data-testid="bonus-amount">{formatMoney(i.amount)}</strong>
        <div className="cl-bonus-hero__rows">
          <span>
            昨日（{i.date}）有效投注 <b data-testid="bonus-turnover">{formatMoney(i.turnover)}</b> 元
          </span>
          <span>
            加奖比例 <b data-testid="bonus-rate">{i.rate}%</b>
          </span>
        </div>
        {button}
      </section>
      <section className="cl-section">
        <h3 className="cl-section__title">加奖比例</h3>
        {tiers.length ? (
          <table className="cl-bonus-tiers" data-testid="bonus-tiers">
            <thead>
              <tr>
                <th>昨日有效投注</th>
                <th>加奖比例</th>
              </tr>
            </thead>
            <tbody>
              {tiers.map((t) => (
                <tr
                  key={t.minTurnover}
                  className={t.rate === i.rate && i.rate > 0 ? 'is-current' : undefined}
                >
                  <td>≥ {formatMoney(t.minTurnover)} 元</td>
                  <td>{t.rate}%</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="cl-muted">加奖活动暂未开放</p>
        )}
      </section>
      <section className="cl-section">
        <h3 className="cl-section__title">活动规则</h3>
        <ol className="cl-activity-rules">
          <li>有效投注指已开奖结算、且未撤单或退款的投注，按结算时间计入北京时间当天。</li>
          <li>每天可领取一次昨日的加奖，当天未领取的加奖次日失效。</li>
          <li>加奖金额 = 昨日有效投注 × 达到档位的加奖比例。</li>
        </ol>
      </section>
    </PullToRefresh>
  );
}

/** 每日加奖: yesterday's turnover, the rate reached, claim once a day; pull to refresh. */
export function DailyBonusPage() {
  return (
    <Page title="每日加奖">
      <RequireLogin>
        <BonusBody />
      </RequireLogin>
    </Page>
  );
}
