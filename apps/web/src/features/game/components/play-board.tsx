import type { PlayType } from '@cailiao/contracts';
import type { Family } from '@cailiao/domain';
import { Tabs } from 'antd-mobile';
import { useMemo, useState } from 'react';
import type { LhcZodiacs } from '../lhc-zodiacs';
import { type SlipItem, slipKey } from '../slip';
import { LhcPicker } from './lhc-picker';
import { OptionGrid } from './option-grid';

export interface PlayBoardProps {
  family: Family;
  gameId: number;
  plays: readonly PlayType[];
  items: readonly SlipItem[];
  onToggle: (item: SlipItem) => void;
  onAdd: (item: SlipItem) => void;
  /** lhc: the zodiacs of the running issue's lunar year. */
  zodiacs: LhcZodiacs | null;
}

type PickerPlay = PlayType & { pick: NonNullable<PlayType['pick']> };
const isPicker = (p: PlayType): p is PickerPlay => Boolean(p.pick) && p.options.length === 0;

/**
 * A group of free-pick plays over the same pool (六合彩 连码: 二全中, 三全中, 特串): one grid, the
 * sub-play a choice above it, so the whole picker fits one phone screen. The picked numbers stay
 * when the sub-play changes (cut to its maximum).
 */
function SubPlayPicker({
  gameId,
  plays,
  zodiacs,
  onAdd,
}: {
  gameId: number;
  plays: readonly PickerPlay[];
  zodiacs: LhcZodiacs | null;
  onAdd: (item: SlipItem) => void;
}) {
  const [chosen, setChosen] = useState(plays[0]!.play);
  const [picked, setPicked] = useState<string[]>([]);
  const play = plays.find((p) => p.play === chosen) ?? plays[0]!;
  return (
    <div className="cl-board__play cl-subpicker">
      <div className="cl-subplays" role="radiogroup" aria-label="选择玩法">
        {plays.map((p) => (
          <button
            type="button"
            key={p.play}
            role="radio"
            aria-checked={p.play === play.play}
            className={p.play === play.play ? 'cl-chip cl-chip--on' : 'cl-chip'}
            onClick={() => {
              setChosen(p.play);
              setPicked((now) => now.slice(0, p.pick.max));
            }}
            data-testid={`subplay-${p.play}`}
          >
            {p.name}
          </button>
        ))}
      </div>
      <LhcPicker
        gameId={gameId}
        play={play}
        zodiacs={zodiacs}
        onAdd={onAdd}
        picked={picked}
        onPickedChange={setPicked}
      />
    </div>
  );
}

/** Plays grouped as tabs (和值, 两面, …); each play a titled block of option cells or a picker. */
export function PlayBoard({ family, gameId, plays, items, onToggle, onAdd, zodiacs }: PlayBoardProps) {
  const groups = useMemo(() => {
    const map = new Map<string, PlayType[]>();
    for (const p of plays) map.set(p.group, [...(map.get(p.group) ?? []), p]);
    return [...map];
  }, [plays]);
  const [active, setActive] = useState<string | undefined>(undefined);
  const current = groups.find(([g]) => g === active) ?? groups[0];
  const selected = useMemo(() => new Set(items.map((i) => slipKey(i.play, i.option))), [items]);
  const countOf = (group: PlayType[]) => items.filter((i) => group.some((p) => p.play === i.play)).length;

  return (
    <section className="cl-board">
      <Tabs activeKey={current?.[0] ?? null} onChange={setActive} className="cl-board__tabs">
        {groups.map(([group, ps]) => {
          const n = countOf(ps);
          return (
            <Tabs.Tab
              key={group}
              title={
                <span data-testid={`group-${group}`}>
                  {group}
                  {n > 0 ? <span className="cl-board__badge">{n}</span> : null}
                </span>
              }
            />
          );
        })}
      </Tabs>
      {current && current[1].length > 1 && current[1].every(isPicker) ? (
        <SubPlayPicker
          key={current[0]}
          gameId={gameId}
          plays={current[1] as PickerPlay[]}
          zodiacs={zodiacs}
          onAdd={onAdd}
        />
      ) : current ? (
        current[1].map((play) => (
          <div key={play.play} className="cl-board__play">
            <h2 className="cl-board__play-name">{play.name}</h2>
            {play.pick && play.options.length === 0 ? (
              <LhcPicker gameId={gameId} play={play as PickerPlay} zodiacs={zodiacs} onAdd={onAdd} />
            ) : (
              <OptionGrid
                family={family}
                play={play}
                selected={selected}
                onToggle={onToggle}
                zodiacs={zodiacs}
              />
            )}
          </div>
        ))
      ) : null}
    </section>
  );
}
