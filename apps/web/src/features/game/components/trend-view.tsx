import type { GameFamily, TrendData } from '@cailiao/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState } from '../../../components/empty-state';
import { Page } from '../../../components/page';
import { PageLoading } from '../../../components/page-loading';
import { PillTabs } from '../../../components/pill-tabs';
import { pickGame, useGameList } from '../api/get-game-list';
import { useTrend } from '../api/get-trend';
import { shortIssueNo } from '../short-issue-no';
import './game.css';
import './trend-view.css';

export const TREND_WINDOWS = [30, 50, 100] as const;

type Grid = TrendData['grids'][number];

const SUMMARY: { label: string; get: (s: Grid['stats'][number]) => number }[] = [
  { label: '出现次数', get: (s) => s.occurrences },
  { label: '平均遗漏', get: (s) => s.averageMiss },
  { label: '最大遗漏', get: (s) => s.maxMiss },
  { label: '最大连出', get: (s) => s.maxRun },
];

/** One position's grid: a row per issue (oldest first), the drawn value marked, misses elsewhere. */
export function TrendGrid({ grid, issues }: { grid: Grid; issues: TrendData['issues'] }) {
  const pad = grid.values.some((v) => v >= 10);
  const label = (v: number) => (pad ? String(v).padStart(2, '0') : String(v));
  return (
    // Scrolls sideways: focusable, so a keyboard can scroll it too.
    <div className="cl-trend__scroll" tabIndex={0} role="region" aria-label={`${grid.name}走势表`}>
      <table className="cl-trend" data-testid={`trend-grid-${grid.key}`}>
        <thead>
          <tr>
            <th className="cl-trend__issue">期号</th>
            {grid.values.map((v) => (
              <th key={v}>{label(v)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.rows.map((row, i) => (
            <tr key={issues[i]?.issueNo ?? i}>
              <td className="cl-trend__issue">{issues[i] ? shortIssueNo(issues[i].issueNo) : ''}</td>
              {row.map((miss, j) =>
                miss === 0 ? (
                  <td key={grid.values[j]} className="cl-trend__hit">
                    <span>{label(grid.values[j]!)}</span>
                  </td>
                ) : (
                  <td key={grid.values[j]} className="cl-trend__miss">
                    {miss}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        <tfoot>
          {SUMMARY.map((s) => (
            <tr key={s.label} data-testid={`trend-summary-${s.label}`}>
              <td className="cl-trend__issue">{s.label}</td>
              {grid.stats.map((st) => (
                <td key={st.value}>{s.get(st)}</td>
              ))}
            </tr>
          ))}
        </tfoot>
      </table>
    </div>
  );
}

function TrendBody({ gameId, games }: { gameId: number; games: ReturnType<typeof useGameList>['data'] }) {
  const game = games?.list.find((g) => g.id === gameId);
  const [limit, setLimit] = useState<number>(30);
  const [key, setKey] = useState<string | undefined>(undefined);
  const trend = useTrend(game, limit);
  const grid = trend.data?.grids.find((g) => g.key === key) ?? trend.data?.grids[0];
  return (
    <>
      <div className="cl-trend__windows">
        <span className="cl-muted">最近</span>
        {TREND_WINDOWS.map((n) => (
          <button
            type="button"
            key={n}
            className={n === limit ? 'cl-chip cl-chip--on' : 'cl-chip'}
            aria-pressed={n === limit}
            onClick={() => setLimit(n)}
            data-testid={`trend-window-${n}`}
          >
            {n}期
          </button>
        ))}
      </div>
      {trend.isPending ? (
        <PageLoading />
      ) : trend.isError ? (
        <ErrorState message="获取走势失败" onRetry={() => void trend.refetch()} />
      ) : !grid || trend.data.issues.length === 0 ? (
        <EmptyState title="暂无开奖数据" />
      ) : (
        <>
          <PillTabs
            label="走势类型"
            tabs={trend.data.grids.map((g) => ({ key: g.key, title: g.name }))}
            activeKey={grid.key}
            onChange={setKey}
          />
          <TrendGrid grid={grid} issues={trend.data.issues} />
        </>
      )}
    </>
  );
}

/** A trend page: `gameId`/`code` picks the game, else `gameType`, else the page's family (k3 by default). */
export function TrendView({ family, title }: { family?: GameFamily; title: string }) {
  const [params] = useSearchParams();
  const list = useGameList();
  const ref = params.get('gameId') ?? params.get('code');
  const typeParam = params.get('gameType') as GameFamily | null;
  const wanted = family ?? (ref ? undefined : (typeParam ?? 'k3'));
  const game = pickGame(list.data?.list, wanted, ref);
  const siblings = list.data?.list.filter((g) => g.type === game?.type) ?? [];
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const gameId = chosen ?? game?.id;
  const shown = list.data?.list.find((g) => g.id === gameId);

  return (
    <Page title={shown ? `${shown.name}走势` : title}>
      {list.isPending ? (
        <PageLoading />
      ) : list.isError ? (
        <ErrorState message="获取彩种失败" onRetry={() => void list.refetch()} />
      ) : gameId === undefined ? (
        <EmptyState title="彩种不存在" />
      ) : (
        <>
          {siblings.length > 1 ? (
            <PillTabs
              label="选择彩种"
              tabs={siblings.map((g) => ({ key: String(g.id), title: g.name }))}
              activeKey={String(gameId)}
              onChange={(k) => setChosen(Number(k))}
            />
          ) : null}
          <TrendBody key={gameId} gameId={gameId} games={list.data} />
        </>
      )}
    </Page>
  );
}
