import type { GameFamily, TrendData } from '@cailiao/contracts';
import { hitColumns } from '@cailiao/domain';
import { type RefObject, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState } from '../../../components/empty-state';
import { Page } from '../../../components/page';
import { PageLoading } from '../../../components/page-loading';
import { PillTabs } from '../../../components/pill-tabs';
import { gameRefOf, pickGame, useGameList } from '../api/get-game-list';
import { useTrend } from '../api/get-trend';
import { useLotteryFrames } from '../lottery-frames';
import { shortIssueNo } from '../short-issue-no';
import { GamePatterns } from './game-patterns';
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

/**
 * The line of the classic 走势图: from each row's drawn cell to the next row's, measured from the
 * rendered cells (one layout read per row), drawn as one SVG polyline over the table. Broken where
 * a row has no drawn cell.
 */
function useTrendLine(table: RefObject<HTMLTableElement | null>, columns: readonly number[]) {
  const [segments, setSegments] = useState<string[]>([]);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const el = table.current;
    if (!el) return;
    const measure = () => {
      const origin = el.getBoundingClientRect();
      const rows = el.tBodies[0]?.rows ?? [];
      const out: string[] = [];
      let current: string[] = [];
      columns.forEach((col, i) => {
        const cell = col < 0 ? undefined : rows[i]?.cells[col + 1];
        if (!cell) {
          if (current.length > 1) out.push(current.join(' '));
          current = [];
          return;
        }
        const r = cell.getBoundingClientRect();
        current.push(
          `${Math.round(r.left - origin.left + r.width / 2)},${Math.round(r.top - origin.top + r.height / 2)}`,
        );
      });
      if (current.length > 1) out.push(current.join(' '));
      setSegments(out);
      setSize({ width: el.offsetWidth, height: el.offsetHeight });
    };
    measure();
    // Web fonts and orientation changes move the cells.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    return () => observer?.disconnect();
  }, [table, columns]);
  return { segments, size };
}

/** One series' grid: a row per issue (oldest first), the drawn value a ball joined by the line, misses elsewhere. */
export function TrendGrid({ grid, issues }: { grid: Grid; issues: TrendData['issues'] }) {
  const pad = grid.values.some((v) => v >= 10);
  const label = (v: number) => (pad ? String(v).padStart(2, '0') : String(v));
  const table = useRef<HTMLTableElement>(null);
  const columns = useMemo(() => hitColumns(grid.rows), [grid.rows]);
  const line = useTrendLine(table, columns);
  return (
    // Scrolls sideways: focusable, so a keyboard can scroll it too.
    <div className="cl-trend__scroll" tabIndex={0} role="region" aria-label={`${grid.name}走势表`}>
      <div className="cl-trend__canvas">
        <table ref={table} className="cl-trend" data-testid={`trend-grid-${grid.key}`}>
          <thead>
            <tr>
              <th className="cl-trend__issue" scope="col">
                期号
              </th>
              {grid.values.map((v) => (
                <th key={v} scope="col">
                  {label(v)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {grid.rows.map((row, i) => (
              <tr key={issues[i]?.issueNo ?? i}>
                <th className="cl-trend__issue" scope="row">
                  {issues[i] ? shortIssueNo(issues[i].issueNo) : ''}
                </th>
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
                <th className="cl-trend__issue" scope="row">
                  {s.label}
                </th>
                {grid.stats.map((st) => (
                  <td key={st.value}>{s.get(st)}</td>
                ))}
              </tr>
            ))}
          </tfoot>
        </table>
        <svg
          className="cl-trend__line"
          width={line.size.width}
          height={line.size.height}
          aria-hidden="true"
          data-testid={`trend-line-${grid.key}`}
        >
          {line.segments.map((points) => (
            <polyline key={points} points={points} />
          ))}
        </svg>
      </div>
    </div>
  );
}

function TrendBody({ gameId, games }: { gameId: number; games: ReturnType<typeof useGameList>['data'] }) {
  const game = games?.list.find((g) => g.id === gameId);
  const [limit, setLimit] = useState<number>(30);
  const [key, setKey] = useState<string | undefined>(undefined);
  const trend = useTrend(game, limit);
  // issue_drawn frames refresh the grid (and the 长龙/路珠) as soon as a draw is made.
  useLotteryFrames();
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
      {game ? <GamePatterns game={game} /> : null}
    </>
  );
}

/** A trend page: `gameId`/`code` picks the game, else `gameType`, else the page's family (k3 by default). */
export function TrendView({ family, title }: { family?: GameFamily; title: string }) {
  const [params] = useSearchParams();
  const list = useGameList();
  const ref = gameRefOf(params);
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
