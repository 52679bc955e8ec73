import type { BetRecord } from '@cailiao/contracts';
import { Popup } from 'antd-mobile';
import { EmptyState } from '../../../components/empty-state';
import { PullLoadList } from '../../../components/pull-load-list';
import { formatMoney } from '../../../lib/format/money';
import { formatDateTime } from '../../../lib/format/time';
import { LOGIN_ROUTE, navigateTo } from '../../../lib/navigation';
import { selectIsLoggedIn, useAuthStore } from '../../auth/store/auth-store';
import { useGameBetPages } from '../api/get-bets';
import { BetStatusTag } from './bet-status-tag';

function HistoryRow({ bet }: { bet: BetRecord }) {
  return (
    <li>
      <button
        type="button"
        className="cl-history__entry"
        onClick={() => navigateTo(`/pages/bet-detail/bet-detail?id=${bet.betId}`)}
        data-testid={`history-bet-${bet.betId}`}
      >
        <span className="cl-history__meta">
          <span>第 {bet.issueNo} 期</span>
          <BetStatusTag betId={bet.betId} status={bet.status} />
        </span>
        <span className="cl-history__bet">
          <span className="cl-grow">
            {bet.playName} {bet.optionName}
          </span>
          <span>@{bet.odds}</span>
          <span>{formatMoney(bet.amount)}</span>
        </span>
        <span className="cl-history__meta cl-muted">
          <span>{formatDateTime(bet.createdAt)}</span>
          <span>{bet.status === 'pending' ? '等待开奖' : `派彩 ${formatMoney(bet.payout)}`}</span>
        </span>
      </button>
    </li>
  );
}

function HistoryList({ gameId }: { gameId: number }) {
  const { query, items, hasMore, loadMore, refresh } = useGameBetPages(gameId);
  return (
    <PullLoadList
      loading={query.isPending}
      error={query.isError && !query.data ? '获取投注历史失败' : null}
      onRetry={() => void query.refetch()}
      empty={items.length === 0}
      emptyText="暂无投注历史"
      hasMore={hasMore}
      loadMore={loadMore}
      onRefresh={refresh}
    >
      <ul className="cl-history__list">
        {items.map((b) => (
          <HistoryRow key={b.betId} bet={b} />
        ))}
      </ul>
    </PullLoadList>
  );
}

/** 投注历史 of one game: the player's bets as the server recorded them, newest first. */
export function GameHistoryPopup({
  gameId,
  visible,
  onClose,
}: {
  gameId: number;
  visible: boolean;
  onClose: () => void;
}) {
  const loggedIn = useAuthStore(selectIsLoggedIn);
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="cl-history" destroyOnClose>
      <div className="cl-history__head">
        <h2 className="cl-popup-title">投注历史</h2>
        <button type="button" className="cl-link" onClick={onClose}>
          关闭
        </button>
      </div>
      <div className="cl-history__body" data-testid="game-history-list">
        {!loggedIn ? (
          <EmptyState
            title="登录后查看投注历史"
            actionText="去登录"
            onAction={() => void navigateTo(LOGIN_ROUTE)}
          />
        ) : visible ? (
          <HistoryList gameId={gameId} />
        ) : null}
      </div>
    </Popup>
  );
}
