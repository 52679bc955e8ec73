import { type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';

export interface VirtualListProps<T> {
  items: readonly T[];
  itemKey: (item: T) => string;
  /** Height guess (px) of an item not measured yet. */
  estimateHeight: (item: T) => number;
  renderItem: (item: T, index: number) => ReactNode;
  /** Near the top: load older items (they are prepended without moving what is on screen). */
  onReachTop?: () => void;
  /** Changing it scrolls to the bottom (after sending a message). */
  scrollToBottomKey?: number;
  /** Pixels rendered beyond the viewport on each side. */
  overscan?: number;
  className?: string;
  testId?: string;
}

const FALLBACK_VIEWPORT = 800;
const BOTTOM_SLACK = 48;
const TOP_THRESHOLD = 240;

/** First index whose bottom edge is below `y` (offsets has n+1 entries). */
function indexAt(offsets: number[], y: number): number {
  let lo = 0;
  let hi = offsets.length - 2;
  if (hi < 0) return 0;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (offsets[mid + 1]! > y) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * A windowed list for chat: only the items near the viewport are in the DOM, so thousands of
 * messages scroll smoothly. Item heights are measured as they render (and again when they
 * change, e.g. an image loading); the list sticks to the bottom while the reader is there, and
 * otherwise keeps the first visible item still when items are added above it or change size.
 */
export function VirtualList<T>({
  items,
  itemKey,
  estimateHeight,
  renderItem,
  onReachTop,
  scrollToBottomKey,
  overscan = 600,
  className,
  testId,
}: VirtualListProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const heights = useRef(new Map<string, number>());
  const [version, setVersion] = useState(0);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(FALLBACK_VIEWPORT);
  const stickBottom = useRef(true);
  const anchor = useRef<{ key: string; delta: number } | null>(null);

  const { offsets, keys, indexOf } = useMemo(() => {
    void version;
    const offsets = new Array<number>(items.length + 1);
    const keys = new Array<string>(items.length);
    const indexOf = new Map<string, number>();
    offsets[0] = 0;
    items.forEach((item, i) => {
      const key = itemKey(item);
      keys[i] = key;
      indexOf.set(key, i);
      offsets[i + 1] = offsets[i]! + (heights.current.get(key) ?? estimateHeight(item));
    });
    return { offsets, keys, indexOf };
  }, [items, itemKey, estimateHeight, version]);

  const total = offsets[items.length] ?? 0;
  const top = stickBottom.current ? Math.max(0, total - viewport) : scrollTop;
  const start = items.length ? indexAt(offsets, Math.max(0, top - overscan)) : 0;
  const end = items.length ? Math.min(items.length, indexAt(offsets, top + viewport + overscan) + 1) : 0;

  /** Measures the rendered items; true when a height changed. */
  const measure = useCallback(() => {
    const el = scrollRef.current;
    if (!el) return false;
    let changed = false;
    for (const child of el.querySelectorAll<HTMLElement>(':scope > [data-vkey]')) {
      const h = child.getBoundingClientRect().height;
      const key = child.dataset.vkey!;
      if (h > 0 && Math.abs((heights.current.get(key) ?? -1) - h) > 0.5) {
        heights.current.set(key, h);
        changed = true;
      }
    }
    return changed;
  }, []);

  // Measure after every render; positions follow in the next pass.
  useLayoutEffect(() => {
    if (measure()) setVersion((v) => v + 1);
  });

  // Keep the reader's place: bottom while at the bottom, else the anchor item where it was.
  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    if (stickBottom.current) {
      el.scrollTop = el.scrollHeight;
      return;
    }
    const a = anchor.current;
    const index = a ? indexOf.get(a.key) : undefined;
    if (a && index !== undefined) {
      const wanted = offsets[index]! + a.delta;
      if (Math.abs(el.scrollTop - wanted) > 0.5) el.scrollTop = wanted;
    }
  }, [offsets, indexOf]);

  useEffect(() => {
    if (scrollToBottomKey === undefined) return;
    stickBottom.current = true;
    setVersion((v) => v + 1);
  }, [scrollToBottomKey]);

  // Viewport size, and re-measuring items whose size changes after rendering (images).
  useEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    const size = () => setViewport(el.clientHeight || FALLBACK_VIEWPORT);
    size();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      size();
      if (measure()) setVersion((v) => v + 1);
    });
    observer.observe(el);
    const mutations = new MutationObserver(() => {
      for (const child of el.querySelectorAll(':scope > [data-vkey]')) observer.observe(child);
    });
    mutations.observe(el, { childList: true });
    for (const child of el.querySelectorAll(':scope > [data-vkey]')) observer.observe(child);
    return () => {
      observer.disconnect();
      mutations.disconnect();
    };
  }, [measure]);

  const onScroll = () => {
    const el = scrollRef.current;
    if (!el) return;
    const st = el.scrollTop;
    stickBottom.current = st + el.clientHeight >= el.scrollHeight - BOTTOM_SLACK;
    const index = indexAt(offsets, st);
    const key = keys[index];
    anchor.current = key === undefined ? null : { key, delta: st - offsets[index]! };
    setScrollTop(st);
    if (st < TOP_THRESHOLD && onReachTop) onReachTop();
  };

  return (
    <div ref={scrollRef} className={className} onScroll={onScroll} data-testid={testId}>
      <div style={{ height: offsets[start] ?? 0 }} aria-hidden />
      {items.slice(start, end).map((item, i) => (
        <div key={keys[start + i]} data-vkey={keys[start + i]} style={{ display: 'flow-root' }}>
          {renderItem(item, start + i)}
        </div>
      ))}
      <div style={{ height: total - (offsets[end] ?? total) }} aria-hidden />
    </div>
  );
}
