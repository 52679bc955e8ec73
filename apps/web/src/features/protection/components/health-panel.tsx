import { PROTECTION_BLOCK_NAMES, type ProtectionLimit, type ProtectionStatus } from '@cailiao/contracts';
import { Button, Dialog, List, NoticeBar, PullToRefresh, Selector, Toast } from 'antd-mobile';
import { useState } from 'react';
import { ErrorState } from '../../../components/empty-state';
import { PageLoading } from '../../../components/page-loading';
import { formatMoney, formatSignedMoney } from '../../../lib/format/money';
import { formatDateTime } from '../../../lib/format/time';
import { usePlayHistory, useProtection, useStartCoolingOff, useStartSelfExclusion } from '../api/protection';
import { LimitEditorPopup, limitTitle } from './limit-editor-popup';
import './protection.css';

const COOLING_OPTIONS = [
  { label: '24小时', value: 1 },
  { label: '3天', value: 3 },
  { label: '7天', value: 7 },
  { label: '14天', value: 14 },
  { label: '30天', value: 30 },
  { label: '6周', value: 42 },
];
const EXCLUSION_OPTIONS = [
  { label: '6个月', value: 6 },
  { label: '1年', value: 12 },
  { label: '2年', value: 24 },
  { label: '5年', value: 60 },
];

function limitText(l: ProtectionLimit) {
  return l.amount === null ? '未设置' : `${formatMoney(l.amount)} 元`;
}

function Limits({ status }: { status: ProtectionStatus }) {
  const [editing, setEditing] = useState<ProtectionLimit | null>(null);
  return (
    <>
      <List header="我的限额（按北京时间每日、每月计算）" mode="card">
        {status.limits.map((l) => (
          <List.Item
            key={`${l.kind}-${l.period}`}
            onClick={() => setEditing(l)}
            extra={<span data-testid={`limit-${l.kind}-${l.period}`}>{limitText(l)}</span>}
            description={
              <>
                {l.amount !== null
                  ? `${l.period === 'day' ? '今日' : '本月'}已用 ${formatMoney(l.used)} 元，剩余 ${formatMoney(l.remaining)} 元`
                  : null}
                {l.pending ? (
                  <span className="cl-protection-pending">
                    {' '}
                    {l.pending.amount === null ? '取消限额' : `放宽至 ${formatMoney(l.pending.amount)} 元`}
                    将于 {formatDateTime(l.pending.effectiveAt)} 生效
                  </span>
                ) : null}
              </>
            }
            data-testid={`limit-item-${l.kind}-${l.period}`}
          >
            {limitTitle(l)}
          </List.Item>
        ))}
      </List>
      <LimitEditorPopup limit={editing} onClose={() => setEditing(null)} />
    </>
  );
}

function Breaks({ status }: { status: ProtectionStatus }) {
  const [days, setDays] = useState(1);
  const [months, setMonths] = useState(6);
  const cooling = useStartCoolingOff();
  const exclusion = useStartSelfExclusion();

  const startCooling = async () => {
    const label = COOLING_OPTIONS.find((o) => o.value === days)?.label;
    const ok = await Dialog.confirm({
      title: '开始冷静期',
      content: `冷静期${label}内无法投注和充值（提现不受影响），开始后不能提前结束。确定开始吗？`,
      confirmText: '确定开始',
      cancelText: '取消',
    });
    if (!ok) return;
    try {
      await cooling.mutateAsync({ days });
      Toast.show({ icon: 'success', content: '冷静期已开始' });
    } catch {
      // toasted by the http client
    }
  };

  const startExclusion = async () => {
    const label = EXCLUSION_OPTIONS.find((o) => o.value === months)?.label;
    const ok = await Dialog.confirm({
      title: '自我排除',
      content: `自我排除${label}期间无法投注和充值（提现不受影响），期满前无法撤销。如您感到难以控制，请同时寻求专业帮助。确定申请吗？`,
      confirmText: '确定申请',
      cancelText: '取消',
    });
    if (!ok) return;
    try {
      await exclusion.mutateAsync({ months, confirm: true });
      Toast.show({ icon: 'success', content: '自我排除已生效' });
    } catch {
      // toasted by the http client
    }
  };

  return (
    <>
      <section className="cl-section">
        <h3 className="cl-section__title">冷静期</h3>
        <p className="cl-muted">暂停一段时间：期间无法投注和充值，提现照常。</p>
        <Selector
          columns={3}
          options={COOLING_OPTIONS}
          value={[days]}
          onChange={(v) => v[0] && setDays(v[0])}
          data-testid="cooling-options"
        />
        <Button
          block
          shape="rounded"
          className="cl-protection-action"
          loading={cooling.isPending}
          disabled={status.block?.kind === 'self_exclusion'}
          onClick={() => void startCooling()}
          data-testid="cooling-start"
        >
          开始冷静期
        </Button>
      </section>
      <section className="cl-section">
        <h3 className="cl-section__title">自我排除</h3>
        <p className="cl-muted">至少6个月：期间无法投注和充值，提现照常，期满前不能撤销。</p>
        <Selector
          columns={4}
          options={EXCLUSION_OPTIONS}
          value={[months]}
          onChange={(v) => v[0] && setMonths(v[0])}
        />
        <Button
          block
          color="danger"
          fill="outline"
          shape="rounded"
          className="cl-protection-action"
          loading={exclusion.isPending}
          onClick={() => void startExclusion()}
          data-testid="exclusion-start"
        >
          申请自我排除
        </Button>
      </section>
    </>
  );
}

function History() {
  const history = usePlayHistory();
  if (history.isPending) return null;
  if (history.isError) return <ErrorState message="记录加载失败" onRetry={() => void history.refetch()} />;
  const { days, totals } = history.data;
  return (
    <section className="cl-section" data-testid="play-history">
      <h3 className="cl-section__title">近30天记录</h3>
      <table className="cl-protection-history">
        <thead>
          <tr>
            <th>日期</th>
            <th>投注</th>
            <th>派奖</th>
            <th>净结果</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.date}>
              <td>{d.date.slice(5)}</td>
              <td>{formatMoney(d.stakes)}</td>
              <td>{formatMoney(d.wins)}</td>
              <td className={d.net < 0 ? 'cl-protection-loss' : 'cl-protection-gain'}>
                {formatSignedMoney(d.net)}
              </td>
            </tr>
          ))}
          {days.length === 0 ? (
            <tr>
              <td colSpan={4} className="cl-muted">
                近30天没有投注
              </td>
            </tr>
          ) : null}
        </tbody>
        <tfoot>
          <tr>
            <th>合计</th>
            <th>{formatMoney(totals.stakes)}</th>
            <th>{formatMoney(totals.wins)}</th>
            <th data-testid="history-net">{formatSignedMoney(totals.net)}</th>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}

/** 设置 → 健康游戏: limits, cooling-off, self-exclusion, the reality check and my 30-day history. */
export function HealthPanel() {
  const status = useProtection();
  const history = usePlayHistory();
  if (status.isPending) return <PageLoading />;
  if (status.isError) return <ErrorState onRetry={() => void status.refetch()} />;
  const { block } = status.data;
  return (
    <PullToRefresh onRefresh={async () => void (await Promise.all([status.refetch(), history.refetch()]))}>
      {block ? (
        <NoticeBar
          color="alert"
          wrap
          data-testid="protection-block"
          content={`${PROTECTION_BLOCK_NAMES[block.kind]}中：${formatDateTime(block.until)} 前无法投注和充值，提现不受影响。`}
        />
      ) : null}
      <Limits status={status.data} />
      <Breaks status={status.data} />
      <History />
      <section className="cl-section">
        <h3 className="cl-section__title">游戏时间提醒</h3>
        <p className="cl-muted">每游戏满1小时，我们会提醒您本次已游戏的时长和输赢。理性购彩，量力而行。</p>
      </section>
    </PullToRefresh>
  );
}
