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
      {current
        ? current[1].map((play) => (
            <div key={play.play} className="cl-board__play">
              <h2 className="cl-board__play-name">{play.name}</h2>
              {play.pick && play.options.length === 0 ? (
                <LhcPicker
                  gameId={gameId}
                  play={play as PlayType & { pick: NonNullable<PlayType['pick']> }}
                  zodiacs={zodiacs}
                  onAdd={onAdd}
                />
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
        : null}
    </section>
  );
}
