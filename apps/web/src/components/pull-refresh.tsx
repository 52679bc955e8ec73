import { type ReactNode, type TouchEvent, useRef, useState } from 'react';
import { PULL_TO_REFRESH } from './pull-refresh-texts';

type Phase = 'idle' | 'pulling' | 'release' | 'refreshing' | 'done';

const TEXT: Record<Exclude<Phase, 'idle'>, string> = {
  pulling: PULL_TO_REFRESH.pullingText,
  release: PULL_TO_REFRESH.canReleaseText,
  refreshing: PULL_TO_REFRESH.refreshingText,
  done: PULL_TO_REFRESH.completeText,
};

/**
 * Pull-to-refresh for a page that is not a list (the home page), with the lists' texts and 60 px
 * threshold (pull-load-list.tsx). Plain touch events: antd-mobile's PullToRefresh brings a gesture
 * and an animation library that the home page's first load does without.
 */
export function PullRefresh({
  onRefresh,
  children,
}: {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [pull, setPull] = useState(0);
  const start = useRef<number | null>(null);

  const onTouchStart = (e: TouchEvent) => {
    if (phase === 'refreshing' || window.scrollY > 0) return;
    start.current = e.touches[0]?.clientY ?? null;
  };
  const onTouchMove = (e: TouchEvent) => {
    if (start.current === null) return;
    const dy = (e.touches[0]?.clientY ?? start.current) - start.current;
    if (dy <= 0) {
      setPull(0);
      setPhase('idle');
      return;
    }
    // Resistance: the head follows at half the finger's speed.
    const distance = Math.min(dy / 2, PULL_TO_REFRESH.threshold * 1.5);
    setPull(distance);
    setPhase(distance >= PULL_TO_REFRESH.threshold ? 'release' : 'pulling');
  };
  const onTouchEnd = async () => {
    if (start.current === null) return;
    start.current = null;
    if (phase !== 'release') {
      setPull(0);
      setPhase('idle');
      return;
    }
    setPhase('refreshing');
    setPull(PULL_TO_REFRESH.headHeight);
    try {
      await onRefresh();
    } finally {
      setPhase('done');
      setTimeout(() => {
        setPull(0);
        setPhase('idle');
      }, 500);
    }
  };

  return (
    <div onTouchStart={onTouchStart} onTouchMove={onTouchMove} onTouchEnd={() => void onTouchEnd()}>
      <div className="cl-pull__head" style={{ height: pull }} aria-live="polite">
        {phase === 'idle' ? null : TEXT[phase]}
      </div>
      {children}
    </div>
  );
}
