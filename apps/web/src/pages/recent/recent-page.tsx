import type { DrawItem, Game } from '@cailiao/contracts';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState } from '../../components/empty-state';
import { Page } from '../../components/page';
import { PageLoading } from '../../components/page-loading';
import { PillTabs } from '../../components/pill-tabs';
import { PullLoadList } from '../../components/pull-load-list';
import { useDrawPages } from '../../features/game/api/get-draws';
import { gameRefOf, pickGame, useGameList } from '../../features/game/api/get-game-list';
import { AttributeChips } from '../../features/game/components/attribute-chips';
import { DrawNumbers } from '../../features/game/components/draw-numbers';
import { redirectTo } from '../../lib/navigation';
import '../../features/game/components/game.css';
import './recent-page.css';
import { formatDateTime } from '../../lib/format/time';

function DrawRow({ game, draw }: { game: Game; draw: DrawItem }) {
  return (
    <li className="cl-recent__row" data-testid={`draw-${draw.issueNo}`}>
      <div className="cl-recent__meta">
        <span className="cl-recent__issue">第 {draw.issueNo} 期</span>
        <span className="cl-muted">{formatDateTime(draw.drawAt)}</span>
      </div>
      {draw.numbers ? (
        <>
          <DrawNumbers family={game.type} numbers={draw.numbers} drawAt={draw.drawAt} />
          <AttributeChips family={game.type} numbers={draw.numbers} drawAt={draw.drawAt} />
        </>
      ) : (
        <div className="cl-muted">{draw.status === 'void' ? '本期作废，投注已退还' : '等待开奖'}</div>
      )}
    </li>
  );
}

function DrawList({ game }: { game: Game }) {
  const { query, items: draws, hasMore, loadMore, refresh } = useDrawPages(game.id);
  return (
    <PullLoadList
      loading={query.isPending}
      error={query.isError && !query.data ? '获取开奖记录失败' : null}
      onRetry={() => void query.refetch()}
      empty={draws.length === 0}
      emptyText="暂无开奖记录"
      hasMore={hasMore}
      loadMore={loadMore}
      onRefresh={refresh}
    >
      <ul className="cl-recent">
        {draws.map((d) => (
          <DrawRow key={d.issueNo} game={game} draw={d} />
        ))}
      </ul>
    </PullLoadList>
  );
}

/** /pages/recent/recent?gameId= — past draws of a game with their derived attributes. */
export function RecentPage() {
  const [params] = useSearchParams();
  const list = useGameList();
  const games = list.data?.list ?? [];
  const game = pickGame(games, undefined, gameRefOf(params));

  return (
    <Page title="开奖结果">
      {list.isPending ? (
        <PageLoading />
      ) : list.isError ? (
        <ErrorState message="获取彩种失败" onRetry={() => void list.refetch()} />
      ) : !game ? (
        <EmptyState title="彩种不存在" />
      ) : (
        <>
          <PillTabs
            label="选择彩种"
            tabs={games.map((g) => ({ key: String(g.id), title: g.name }))}
            activeKey={String(game.id)}
            onChange={(key) => redirectTo(`/pages/recent/recent?gameId=${key}`)}
            className="cl-recent__tabs"
          />
          <DrawList key={game.id} game={game} />
        </>
      )}
    </Page>
  );
}
