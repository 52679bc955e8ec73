import type { ReferralStats } from '@cailiao/contracts';
import { Button, Dialog, Toast } from 'antd-mobile';
import { formatMoney as formatYuan } from '../../../lib/format/money';
import { useSettleReferral } from '../api/settle-referral';

const LEVEL_NAMES = ['一级', '二级', '三级'];

/** Commission earned, claimable and claimed, the claim button (after a confirmation), the rates. */
export function CommissionCard({ stats }: { stats: ReferralStats }) {
  const settle = useSettleReferral();

  const claim = async () => {
    const ok = await Dialog.confirm({
      title: '领取佣金',
      content: `确认将 ${formatYuan(stats.claimable)} 元佣金领取到账户余额？`,
      confirmText: '确认领取',
      cancelText: '取消',
    });
    if (!ok) return;
    try {
      const result = await settle.mutateAsync();
      Toast.show({ icon: 'success', content: `已领取 ${formatYuan(result.amount)} 元` });
    } catch {
      // the http client showed the server's message (e.g. 暂无可领取的佣金)
    }
  };

  return (
    <section className="cl-section cl-referral-commission">
      <div className="cl-referral-commission__main">
        <div>
          <p className="cl-muted">可领取佣金（元）</p>
          <p className="cl-referral-commission__amount" data-testid="referral-claimable">
            {formatYuan(stats.claimable)}
          </p>
        </div>
        <Button
          color="primary"
          shape="rounded"
          disabled={stats.claimable <= 0}
          loading={settle.isPending}
          onClick={() => void claim()}
          data-testid="referral-claim"
        >
          {stats.claimable > 0 ? '领取佣金' : '暂无可领'}
        </Button>
      </div>
      <dl className="cl-referral-figures">
        <div>
          <dt>累计佣金</dt>
          <dd data-testid="referral-total">{formatYuan(stats.totalCommission)}</dd>
        </div>
        <div>
          <dt>已领取</dt>
          <dd>{formatYuan(stats.claimed)}</dd>
        </div>
        <div>
          <dt>团队流水</dt>
          <dd>{formatYuan(stats.teamTurnover)}</dd>
        </div>
      </dl>
      <p className="cl-referral-rates" data-testid="referral-rates">
        {stats.rates.length === 0
          ? '返佣暂未开放'
          : `返佣比例：${stats.rates.map((r) => `${LEVEL_NAMES[r.level - 1]}${r.ratePercent}%`).join(' · ')}（按好友已结算的有效投注计算）`}
      </p>
    </section>
  );
}
