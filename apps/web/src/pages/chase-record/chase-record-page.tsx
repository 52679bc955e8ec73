import type { Chase, ChaseStatus } from '@cailiao/contracts';
import { FilteredRecordPage, type RecordFilter } from '../../components/filtered-record-page';
import { PullLoadList } from '../../components/pull-load-list';
import { selectIsLoggedIn, useAuthStore } from '../../features/auth/store/auth-store';
import { useChasePages } from '../../features/chase/api/chase';
import { ChaseStatusTag } from '../../features/chase/components/chase-status-tag';
import { formatMoney } from '../../lib/format/money';
import { formatDateTime } from '../../lib/format/time';
import { navigateTo } from '../../lib/navigation';
import '../../features/chase/components/chase.css';

const FILTERS: RecordFilter<ChaseStatus>[] = [
  { key: '', title: '全部' },
  { key: 'running', title: '追号中' },
  { key: 'finished', title: '已结束' },
  { key: 'cancelled', title: '已撤销' },
];
function ChaseRow({ chase }: { chase: Omit<Chase, 'issues'> }) {
  const progress = chase.issueCount > 0 ? Math.round((chase.placedCount / chase.issueCount) * 100) : 0;
  return (
    <li>
      <button
        type="button"
        className="cl-chase-row"
        onClick={() => navigateTo(`/pages/chase-detail/chase-detail?id=${chase.chaseId}`)}
        data-testid={`chase-record-${chase.chaseId}`}
      >
        <span className="cl-chase-row__line">
          <b>{chase.gameName}</b>
          <span className="cl-muted">
            已投 {chase.placedCount}/{chase.issueCount} 期
          </span>
          <ChaseStatusTag chase={chase} />
        </span>
        <span className="cl-chase-row__line">
          <span>
            {chase.bets.map((b) => `${b.playName} ${b.optionName}`).join('、')}
            {chase.stopOnWin ? '（中奖后停止）' : ''}
          </span>
        </span>
        <span className="cl-chase-row__line cl-muted">
          <span>{formatDateTime(chase.createdAt)}</span>
          <span>
            总额 {formatMoney(chase.total)} · 中奖 {formatMoney(chase.won)}
          </span>
        </span>
        <span className="cl-chase-progress" aria-hidden="true">
          <span style={{ width: `${progress}%` }} />
        </span>
      </button>
    </li>
  );
}

function ChaseList({ status }: { status: ChaseStatus | undefined }) {
  const { query, items, hasMore, loadMore, refresh } = useChasePages(status);
  return (
    <PullLoadList
      loading={query.isPending}
      error={query.isError && !query.data ? '获取追号记录失败' : null}
      onRetry={() => void query.refetch()}
      empty={items.length === 0}
      emptyText="暂无追号记录"
      emptyDescription="在投注页选好号码后点「追号」，即可连续投注多期"
      hasMore={hasMore}
      loadMore={loadMore}
      onRefresh={refresh}
    >
      <ul className="cl-chase-list">
        {items.map((c) => (
          <ChaseRow key={c.chaseId} chase={c} />
        ))}
      </ul>
    </PullLoadList>
  );
}

/** /pages/chase-record/chase-record?status= — the player's chases, newest first. */
export function ChaseRecordPage() {
  return (
    <FilteredRecordPage
      loggedIn={useAuthStore(selectIsLoggedIn)}
      title="追号记录"
      route="/pages/chase-record/chase-record"
      filters={FILTERS}
      testIdPrefix="chase"
      list={(status) => <ChaseList status={status} />}
    />
  );
}
