import { type KeyboardEvent, useLayoutEffect, useRef } from 'react';

export interface PillTab {
  key: string;
  title: string;
}

export interface PillTabsProps {
  tabs: readonly PillTab[];
  activeKey: string;
  onChange: (key: string) => void;
  /** What the row chooses, for screen readers (选择彩种, 走势类型, …). */
  label: string;
  className?: string;
}

/**
 * A scrolling row of pill-shaped tabs (the look of antd-mobile's CapsuleTabs) made of real buttons:
 * named, reachable by keyboard (arrow keys, Home and End move between them), the chosen one marked
 * aria-selected and scrolled into view.
 */
export function PillTabs({ tabs, activeKey, onChange, label, className }: PillTabsProps) {
  const list = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-centre whenever the chosen tab changes
  useLayoutEffect(() => {
    const row = list.current;
    const active = row?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (row && active) row.scrollLeft = active.offsetLeft - (row.clientWidth - active.offsetWidth) / 2;
  }, [activeKey]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: buttons.length - 1 }[event.key];
    if (at < 0 || next === undefined) return;
    event.preventDefault();
    buttons[(next + buttons.length) % buttons.length]?.focus();
  };

  return (
    <div className={className ? `cl-pill-tabs ${className}` : 'cl-pill-tabs'}>
      <div ref={list} className="cl-pill-tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const active = tab.key === activeKey;
          return (
            <button
              key={tab.key}
              type="button"
              role="tab"
              aria-selected={active}
              tabIndex={active ? 0 : -1}
              className={active ? 'cl-pill-tabs__tab cl-pill-tabs__tab--active' : 'cl-pill-tabs__tab'}
              onClick={() => {
                if (!active) onChange(tab.key);
              }}
            >
              {tab.title}
            </button>
          );
        })}
      </div>
    </div>
  );
}
