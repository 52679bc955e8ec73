import type { Game, RoadData } from '@cailiao/contracts';
import { SIDE_NAMES } from '@cailiao/domain';
import { useState } from 'react';
import { ErrorState } from '../../../components/empty-state';
import { PageLoading } from '../../../components/page-loading';
import { PillTabs } from '../../../components/pill-tabs';
import { useDragons, useRoad } from '../api/get-patterns';
import './patterns.css';

type View = 'dragon' | 'road';
const VIEWS: { key: View; title: string }[] = [
  { key: 'dragon', title: '长龙' },
  { key: 'road', title: '路珠' },
];

/** The colour class of a side value: 大/单/龙 one colour, 小/双/虎 the other, 和 neutral. */
const sideClass = (v: string | null) =>
  v === null
    ? 'cl-bead--none'
    : v === 'big' || v === 'odd' || v === 'dragon'
      ? 'cl-bead--a'
      : v === 'tie'
        ? 'cl-bead--tie'
        : 'cl-bead--b';

function DragonPanel({ gameId }: { gameId: number }) {
  const dragons = useDragons(gameId);
  if (dragons.isPending) return <PageLoading text="正在加载长龙…" />;
  if (dragons.isError) return <ErrorState message="获取长龙失败" onRetry={() => void dragons.refetch()} />;
  if (dragons.data.list.length === 0)
    return <div className="cl-patterns__empty">暂无连开 3 期以上的长龙</div>;
  return (
    <ul className="cl-dragons" data-testid="dragon-list">
      {dragons.data.list.map((d) => (
        <li key={d.key} className="cl-dragons__row">
          <span className="cl-grow">{d.name}</span>
          <span className={`cl-bead ${sideClass(d.value)}`}>{d.valueName}</span>
          <span className="cl-dragons__run">
            连开 <b>{d.run}</b> 期
          </span>
        </li>
      ))}
    </ul>
  );
}

/** 路珠: the bead plate of one series, six rows a column, oldest at the top left. */
export function BeadPlate({ series }: { series: RoadData['series'][number] }) {
  const cells = series.beadPlate.flat();
  const count = (v: string) => cells.filter((c) => c === v).length;
  const sides = [...new Set(cells.filter((c): c is string => c !== null))];
  return (
    <>
      <div className="cl-road__counts">
        {sides.map((v) => (
          <span key={v}>
            {SIDE_NAMES[v] ?? v} <b>{count(v)}</b>
          </span>
        ))}
      </div>
      <div className="cl-road__scroll" tabIndex={0} role="region" aria-label={`${series.name}路珠`}>
        <div className="cl-road" data-testid={`road-${series.key}`}>
          {series.beadPlate.map((col, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: columns are positions in time, never reordered
            <div key={i} className="cl-road__col">
              {col.map((v, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells are positions in time
                <span key={j} className={`cl-bead ${sideClass(v)}`}>
                  {v === null ? '–' : (SIDE_NAMES[v] ?? v)}
                </span>
              ))}
            </div>
          ))}
        </div>
      </div>
    </>
  );
}

function RoadPanel({ gameId }: { gameId: number }) {
  const road = useRoad(gameId);
  const [key, setKey] = useState<string | undefined>(undefined);
  if (road.isPending) return <PageLoading text="正在加载路珠…" />;
  if (road.isError) return <ErrorState message="获取路珠失败" onRetry={() => void road.refetch()} />;
  const series = road.data.series.find((s) => s.key === key) ?? road.data.series[0];
  if (!series || series.beadPlate.length === 0) return <div className="cl-patterns__empty">暂无开奖数据</div>;
  return (
    <>
      <PillTabs
        label="路珠类型"
        tabs={road.data.series.map((s) => ({ key: s.key, title: s.name }))}
        activeKey={series.key}
        onChange={setKey}
      />
      <BeadPlate series={series} />
    </>
  );
}

/** 长龙 and 路珠 of one game (betting and trend pages), refreshed by each issue_drawn frame. */
export function GamePatterns({ game }: { game: Game }) {
  const [view, setView] = useState<View>('dragon');
  return (
    <section className="cl-section cl-patterns" aria-label="长龙与路珠" data-testid="game-patterns">
      <PillTabs label="长龙与路珠" tabs={VIEWS} activeKey={view} onChange={(k) => setView(k as View)} />
      {view === 'dragon' ? <DragonPanel gameId={game.id} /> : <RoadPanel gameId={game.id} />}
    </section>
  );
}
