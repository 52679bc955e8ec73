import type { Game } from '@cailiao/contracts';
import { Tabs } from 'antd-mobile';
import { useState } from 'react';
import { EmptyState, ErrorState } from '../../components/empty-state';
import { Page } from '../../components/page';
import { PageLoading } from '../../components/page-loading';
import { PullRefresh } from '../../components/pull-refresh';
import { useServerClockSync } from '../../features/game/api/get-current-issue';
import { useGameList } from '../../features/game/api/get-game-list';
import { GameCard } from '../../features/game/components/game-card';
import { GAME_FAMILIES } from '../../features/game/game-families';
import { useServerNow } from '../../features/game/server-clock';
import { navigateTo } from '../../lib/navigation';
import '../../features/game/components/game.css';
import './game-page.css';

const HOT = 'hot';

function GameCards({ games, now }: { games: readonly Game[]; now: number }) {
  if (games.length === 0) return <EmptyState title="该分类暂无游戏" description="敬请期待更多彩种" />;
  return (
    <div className="cl-lobby-grid">
      {games.map((g) => (
        <GameCard key={g.id} game={g} now={now} />
      ))}
    </div>
  );
}

/**
 * Game lobby tab: hot games and the categories that hold a game, each game with its running issue,
 * live countdown and last draw; pull to refresh.
 */
export function GamePage() {
  const list = useGameList({ live: true });
  useServerClockSync(list.data?.list[0]?.id);
  const now = useServerNow(500);
  const [tab, setTab] = useState(HOT);
  const data = list.data;
  const shown = !data
    ? []
    : tab === HOT
      ? data.hot.length > 0
        ? data.hot
        : data.list
      : data.list.filter((g) => String(g.categoryId) === tab);

  return (
    <Page title="游戏大厅" back={false}>
      <PullRefresh onRefresh={() => list.refetch()}>
        <div className="cl-lobby__intro">选择彩种开始游戏 · 理性购彩</div>
        {list.isPending ? (
          <PageLoading />
        ) : list.isError || !data ? (
          <ErrorState message="获取游戏列表失败" onRetry={() => void list.refetch()} />
        ) : (
          <>
            <Tabs activeKey={tab} onChange={setTab} className="cl-lobby-tabs">
              <Tabs.Tab key={HOT} title={<span data-testid="category-hot">热门</span>} />
              {data.categories
                .filter((c) => c.gameCount > 0)
                .map((c) => (
                  <Tabs.Tab
                    key={String(c.id)}
                    title={<span data-testid={`category-${c.code}`}>{c.name}</span>}
                  />
                ))}
            </Tabs>
            <GameCards games={shown} now={now} />
            <div className="cl-lobby-links">
              <button
                type="button"
                className="cl-lobby__trend"
                onClick={() => navigateTo('/pages/recent/recent')}
              >
                开奖结果
              </button>
              {GAME_FAMILIES.filter((f) => f.trend).map((f) => (
                <button
                  type="button"
                  key={f.type}
                  className="cl-lobby__trend"
                  onClick={() => f.trend && navigateTo(f.trend)}
                >
                  {f.name}走势
                </button>
              ))}
              <button
                type="button"
                className="cl-lobby__trend"
                onClick={() => navigateTo('/pages/instruction/instruction')}
              >
                玩法说明
              </button>
            </div>
          </>
        )}
        <p className="cl-footer-note">开奖结果由服务器公开可验证的随机种子生成 · 未满18周岁禁止参与</p>
      </PullRefresh>
    </Page>
  );
}
