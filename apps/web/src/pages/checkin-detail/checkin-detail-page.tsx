import { Button, PullToRefresh, Toast } from 'antd-mobile';
import { useState } from 'react';
import { ErrorState } from '../../components/empty-state';
import { Page } from '../../components/page';
import { PageLoading } from '../../components/page-loading';
import { useCheckinHistory, useSignIn } from '../../features/activity/api/sign-in';
import { CheckinCalendar } from '../../features/activity/components/checkin-calendar';
import { StreakRewards } from '../../features/activity/components/streak-rewards';
import '../../features/activity/components/activity.css';
import { RequireLogin } from '../../features/wallet/components/require-login';
import { formatMoney } from '../../lib/format/money';
import { errorMessage, isApiError } from '../../lib/http';

function CheckinBody() {
  const [month, setMonth] = useState<string | undefined>(undefined);
  const current = useCheckinHistory();
  const shown = useCheckinHistory(month);
  const signIn = useSignIn();
  if (current.isPending) return <PageLoading />;
  if (current.isError)
    return (
      <ErrorState
        message={errorMessage(current.error, '获取签到信息失败')}
        onRetry={() => void current.refetch()}
      />
    );
  const h = current.data;
  const calendar = month ? shown.data : h;

  const onSignIn = async () => {
    try {
      const result = await signIn.mutateAsync();
      Toast.show({
        icon: 'success',
        content: result.amount > 0 ? `签到成功，获得${formatMoney(result.amount)}元` : '签到成功',
      });
    } catch (error) {
      if (!isApiError(error)) throw error;
    }
  };

  return (
    <PullToRefresh onRefresh={async () => void (await Promise.all([current.refetch(), shown.refetch()]))}>
      <section className="cl-checkin-hero" data-testid="checkin-hero">
        <span>已连续签到</span>
        <strong data-testid="checkin-streak">{h.streak}天</strong>
        <span>
          {h.signedToday ? '今日已签到，明天可领' : '今日签到可领'} {formatMoney(h.nextReward)} 元
        </span>
        <Button
          shape="rounded"
          disabled={h.signedToday}
          loading={signIn.isPending}
          onClick={() => void onSignIn()}
          data-testid="checkin-button"
        >
          {h.signedToday ? '今日已签到' : '立即签到'}
        </Button>
      </section>
      <section className="cl-section">
        <h3 className="cl-section__title">连续签到奖励</h3>
        <StreakRewards rewards={h.rewards} streak={h.streak} signedToday={h.signedToday} />
      </section>
      <section className="cl-section">
        {calendar ? (
          <CheckinCalendar month={calendar.month} today={h.today} days={calendar.days} onMonth={setMonth} />
        ) : (
          <PageLoading />
        )}
        {calendar ? (
          <p className="cl-muted" data-testid="checkin-month-total">
            本月签到 {calendar.days.length} 天，共获得 {formatMoney(calendar.monthTotalReward)} 元
          </p>
        ) : null}
      </section>
      <section className="cl-section">
        <h3 className="cl-section__title">签到规则</h3>
        <ol className="cl-activity-rules">
          <li>每天（北京时间0点起）可签到一次，奖励即时发放到账户余额。</li>
          <li>连续签到天数越多奖励越高，中断后从第1天重新计算。</li>
        </ol>
      </section>
    </PullToRefresh>
  );
}

/** 签到: streak, sign-in button, reward by streak day, and a month calendar of history. */
export function CheckinDetailPage() {
  return (
    <Page title="签到">
      <RequireLogin>
        <CheckinBody />
      </RequireLogin>
    </Page>
  );
}
