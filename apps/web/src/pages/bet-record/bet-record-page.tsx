import type { BetRecord, BetStatus } from '@cailiao/contracts';
import { Tag } from 'antd-mobile';
import { FilteredRecordPage, type RecordFilter } from '../../components/filtered-record-page';
import { PullLoadList } from '../../components/pull-load-list';
import { selectIsLoggedIn, useAuthStore } from '../../features/auth/store/auth-store';
import { betAgain } from '../../features/chase/bet-again';
import { useBetPages } from '../../features/game/api/get-bets';
import { BetStatusTag } from '../../features/game/components/bet-status-tag';
import { formatMoney } from '../../lib/format/money';
import { formatDateTime } from '../../lib/format/time';
import { navigateTo } from '../../lib/navigation';
import '../../features/game/components/game.css';
import './bet-record-page.css';

/** The status filter tabs; '' is every bet. */
const BET_FILTERS: RecordFilter<BetStatus>[] = [
  { key: '', title: '全部' },
  { key: 'pending', title: '待开奖' },
  { key: 'won', title: '已中奖' },
  { key: 'lost', title: '未中奖' },
  { key: 'refunded', title: '已退款' },
  { key: 'cancelled', title: '已撤单' },
];

function BetRow({ bet }: { bet: BetRecord }) {
  return (
    <li className="cl-bets__item">
      <button
        type="button"
        className="cl-bets__row"
        onClick={() => navigateTo(`/pages/bet-detail/bet-detail?id=${bet.betId}`)}
        data-testid={`bet-record-${bet.betId}`}
      >
        <span className="cl-bets__line">
          <span className="cl-bets__game">{bet.gameName}</span>
          <span className="cl-muted">第 {bet.issueNo} 期</span>
          {bet.chaseId ? (
            // placed by a 追号: its detail links to the chase
            <Tag
              color="primary"
              fill="outline"
              className="cl-bets__chase"
              data-testid={`bet-chase-${bet.betId}`}
            >
              追号
            </Tag>
          ) : null}
          <BetStatusTag betId={bet.betId} status={bet.status} />
        </span>
        <span className="cl-bets__line">
          <span className="cl-bets__play">
            {bet.playName} · {bet.optionName} <span className="cl-bets__odds">@{bet.odds}</span>
          </span>
          <span>投注 {formatMoney(bet.amount)}</span>
        </span>
        <span className="cl-bets__line cl-muted">
          <span>{formatDateTime(bet.createdAt)}</span>
          <span className={bet.payout > 0 ? 'cl-bets__payout' : undefined}>
            {bet.status === 'pending' ? '等待开奖' : `派彩 ${formatMoney(bet.payout)}`}
          </span>
        </span>
      </button>
      <button
        type="button"
        className="cl-bets__again"
        onClick={() => betAgain([bet])}
        data-testid={`bet-again-${bet.betId}`}
        aria-label={`再来一注：${bet.gameName} ${bet.playName} ${bet.optionName}`}
      >
        再来一注
      </button>
    </li>
  );
}

function BetList({ status }: { status: BetStatus | undefined }) {
  const { query, items: bets, hasMore, loadMore, refresh } = useBetPages(status);
  return (
    <PullLoadList
      loading={query.isPending}
      error={query.isError && !query.data ? '获取投注记录失败' : null}
      onRetry={() => void query.refetch()}
      empty={bets.length === 0}
      emptyText="暂无投注记录"
      hasMore={hasMore}
      loadMore={loadMore}
      onRefresh={refresh}
    >
      <ul className="cl-bets">
        {bets.map((b) => (
          <BetRow key={b.betId} bet={b} />
        ))}
      </ul>
    </PullLoadList>
  );
}

/** /pages/bet-record/bet-record?status= — the player's bets by status, newest first. */
export function BetRecordPage() {
  return (
    <FilteredRecordPage
      loggedIn={useAuthStore(selectIsLoggedIn)}
      title="投注记录"
      route="/pages/bet-record/bet-record"
      filters={BET_FILTERS}
      testIdPrefix="bet"
      tabsClassName="cl-bets__tabs"
      list={(status) => <BetList status={status} />}
    />
  );
}
