import {
  CHASE_END_REASON_NAMES,
  CHASE_ISSUE_STATUS_NAMES,
  type Chase,
  type ChaseIssue,
} from '@cailiao/contracts';
import { Button, Dialog, List, Toast } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState } from '../../components/empty-state';
import { Page } from '../../components/page';
import { PageLoading } from '../../components/page-loading';
import { useCancelChase, useChase } from '../../features/chase/api/chase';
import { ChaseStatusTag } from '../../features/chase/components/chase-status-tag';
import { formatMoney } from '../../lib/format/money';
import { formatDateTime } from '../../lib/format/time';
import { isApiError } from '../../lib/http';
import { navigateTo } from '../../lib/navigation';
import '../../features/chase/components/chase.css';

function IssueRow({
  issue,
  onCancel,
  cancelling,
}: {
  issue: ChaseIssue;
  onCancel: () => void;
  cancelling: boolean;
}) {
  const betId = issue.betIds[0];
  return (
    <div
      className={issue.status === 'won' ? 'cl-chase-issue cl-chase-issue--won' : 'cl-chase-issue'}
      data-testid={`chase-issue-${issue.issueNo}`}
      data-status={issue.status}
    >
      <span>{issue.issueNo}</span>
      <span>×{issue.multiple}</span>
      <span>{formatMoney(issue.amount)}</span>
      <span>
        {CHASE_ISSUE_STATUS_NAMES[issue.status]}
        {issue.status === 'won' ? ` ${formatMoney(issue.payout)}` : ''}
      </span>
      {issue.status === 'waiting' ? (
        <Button
          size="mini"
          fill="outline"
          loading={cancelling}
          onClick={onCancel}
          data-testid={`chase-cancel-${issue.issueNo}`}
        >
          撤销
        </Button>
      ) : betId !== undefined ? (
        <Button
          size="mini"
          fill="none"
          onClick={() => void navigateTo(`/pages/bet-detail/bet-detail?id=${betId}`)}
          aria-label={`查看第${issue.issueNo}期注单`}
        >
          注单
        </Button>
      ) : (
        <span />
      )}
    </div>
  );
}

function Detail({ chase }: { chase: Chase }) {
  const cancel = useCancelChase(chase.chaseId);
  const waiting = chase.issues.filter((i) => i.status === 'waiting');
  const waitingFen = waiting.reduce((sum, i) => sum + Math.round(i.amount * 100), 0);

  async function ask(issueNos?: string[]) {
    const count = issueNos?.length ?? waiting.length;
    const amount = issueNos
      ? waiting
          .filter((i) => issueNos.includes(i.issueNo))
          .reduce((s, i) => s + Math.round(i.amount * 100), 0)
      : waitingFen;
    const ok = await Dialog.confirm({
      title: '撤销追号',
      content: `确定撤销${issueNos ? `第${issueNos[0]}期` : `剩余${count}期`}吗？${formatMoney(amount / 100)} 元将解冻退回余额。`,
      confirmText: '确定撤销',
      cancelText: '取消',
    });
    if (!ok) return;
    try {
      const res = await cancel.mutateAsync(issueNos ? { issueNos } : {});
      Toast.show({ icon: 'success', content: `已撤销，解冻 ${formatMoney(res.releasedNow)} 元` });
    } catch (e) {
      Toast.show({ content: isApiError(e) ? e.message : '撤销失败，请重试' });
    }
  }

  return (
    <>
      <section className="cl-chase-summary" aria-label="追号概况">
        <div className="cl-chase-row__line">
          <b>{chase.gameName}</b>
          <ChaseStatusTag chase={chase} />
        </div>
        <div className="cl-muted">
          {chase.bets.map((b) => `${b.playName} ${b.optionName} ${formatMoney(b.amount)}元`).join('、')}
        </div>
        <dl>
          <div>
            <dt>计划总额</dt>
            <dd data-testid="chase-total">{formatMoney(chase.total)}</dd>
          </div>
          <div>
            <dt>已投注</dt>
            <dd data-testid="chase-placed">{formatMoney(chase.placed)}</dd>
          </div>
          <div>
            <dt>已中奖</dt>
            <dd data-testid="chase-won">{formatMoney(chase.won)}</dd>
          </div>
          <div>
            <dt>已解冻</dt>
            <dd data-testid="chase-released">{formatMoney(chase.released)}</dd>
          </div>
        </dl>
      </section>
      <List className="cl-detail">
        <List.Item extra={`${chase.placedCount}/${chase.issueCount} 期`}>投注进度</List.Item>
        <List.Item extra={chase.stopOnWin ? '是' : '否'}>中奖后停止</List.Item>
        <List.Item extra={formatDateTime(chase.createdAt)}>发起时间</List.Item>
        {chase.endReason ? (
          <List.Item
            extra={
              <span data-testid="chase-end-reason">
                {chase.endDetail ?? CHASE_END_REASON_NAMES[chase.endReason]}
              </span>
            }
          >
            结束原因
          </List.Item>
        ) : null}
      </List>
      <div className="cl-chase-issues" role="table" aria-label="逐期明细">
        <div className="cl-chase-issue cl-muted" role="row">
          <span>期号</span>
          <span>倍数</span>
          <span>金额</span>
          <span>状态</span>
          <span />
        </div>
        {chase.issues.map((issue) => (
          <IssueRow
            key={issue.issueNo}
            issue={issue}
            cancelling={cancel.isPending}
            onCancel={() => void ask([issue.issueNo])}
          />
        ))}
      </div>
      {waiting.length > 0 ? (
        <div className="cl-chase-actions">
          <Button
            block
            color="danger"
            fill="outline"
            loading={cancel.isPending}
            onClick={() => void ask()}
            data-testid="chase-cancel-all"
          >
            撤销剩余 {waiting.length} 期
          </Button>
        </div>
      ) : null}
    </>
  );
}

/** /pages/chase-detail/chase-detail?id= — one chase issue by issue, updated live, with 撤销. */
export function ChaseDetailPage() {
  const [params] = useSearchParams();
  const raw = Number(params.get('id'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : undefined;
  const query = useChase(id);
  return (
    <Page title="追号详情">
      {id === undefined ? (
        <EmptyState title="追号记录不存在" />
      ) : query.isPending ? (
        <PageLoading />
      ) : query.isError ? (
        <ErrorState
          message={
            isApiError(query.error) && query.error.status === 404 ? '追号记录不存在' : '获取追号详情失败'
          }
          onRetry={() => void query.refetch()}
        />
      ) : (
        <Detail chase={query.data} />
      )}
    </Page>
  );
}
