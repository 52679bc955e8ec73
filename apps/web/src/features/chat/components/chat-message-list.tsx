import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Virtuoso, type VirtuosoHandle } from 'react-virtuoso';

export interface ChatMessageListProps<T> {
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** At the top: load older items (prepended without moving what is on screen). */
  onReachTop?: () => void;
  /** Changing it scrolls to the bottom (after sending a message). */
  scrollToBottomKey?: number;
  className?: string;
  testId?: string;
}

/** Room under the last message (inside the list, so "at the bottom" still means the end). */
const components = { Footer: () => <div style={{ height: 8 }} /> };

/** Virtuoso's index of the first item must stay positive however many older items arrive. */
export const FIRST_INDEX_START = 1_000_000;

/**
 * The first item's index once older items arrived above it: it moves back by the number of items
 * now before the one that was first (Virtuoso keeps that item still on screen). Answers the index
 * unchanged when the old first item is still first or gone (deleted).
 */
export function nextFirstItemIndex(
  index: number,
  oldFirstKey: string | undefined,
  keys: readonly string[],
): number {
  if (oldFirstKey === undefined) return index;
  const at = keys.indexOf(oldFirstKey);
  return at > 0 ? index - at : index;
}

/**
 * The messages of a conversation, windowed by react-virtuoso: only the items near the viewport are
 * in the page, heights are measured as they render (and when images load), older pages are
 * prepended without a jump, and the list follows new messages while the reader is at the bottom.
 */
export function ChatMessageList<T>({
  items,
  itemKey,
  renderItem,
  onReachTop,
  scrollToBottomKey,
  className,
  testId,
}: ChatMessageListProps<T>) {
  const ref = useRef<VirtuosoHandle>(null);
  const firstKey = items.length > 0 ? itemKey(items[0]!) : undefined;
  const [first, setFirst] = useState({ key: firstKey, index: FIRST_INDEX_START });
  let firstItemIndex = first.index;
  if (first.key !== firstKey) {
    // Older messages were prepended: adjust during render, before Virtuoso sees the new data.
    firstItemIndex = nextFirstItemIndex(first.index, first.key, items.map(itemKey));
    setFirst({ key: firstKey, index: firstItemIndex });
  }

  useEffect(() => {
    if (scrollToBottomKey) ref.current?.scrollToIndex({ index: 'LAST', align: 'end' });
  }, [scrollToBottomKey]);

  if (items.length === 0) return null;
  return (
    <Virtuoso
      ref={ref}
      className={className}
      data-testid={testId}
      data={items}
      firstItemIndex={firstItemIndex}
      initialTopMostItemIndex={items.length - 1}
      computeItemKey={(_, item) => itemKey(item)}
      itemContent={(index, item) => renderItem(item, index - firstItemIndex)}
      startReached={onReachTop}
      followOutput={(atBottom) => (atBottom ? 'auto' : false)}
      alignToBottom
      components={components}
      increaseViewportBy={{ top: 600, bottom: 600 }}
    />
  );
}
