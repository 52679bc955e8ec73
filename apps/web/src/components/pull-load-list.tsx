import { PullToRefresh } from 'antd-mobile';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState } from './empty-state';
import { LoadMore } from './load-more';
import { PageLoading } from './page-loading';
import { PULL_TO_REFRESH } from './pull-refresh-texts';

export { PULL_TO_REFRESH } from './pull-refresh-texts';

export interface PullLoadListProps {
  /** First page still loading. */
  loading: boolean;
  /** First page failed (later pages show the retry of InfiniteScroll). */
  error?: string | null;
  empty: boolean;
  emptyText?: string;
  emptyDescription?: string;
  emptyAction?: { text: string; onClick: () => void };
  hasMore: boolean;
  /** Loads the next page; rejects when it failed. */
  loadMore: () => Promise<void>;
  onRefresh: () => Promise<unknown>;
  onRetry?: () => void;
  children: ReactNode;
}

/**
 * A list page body with the list rules of SPEC.md: pull to refresh, load more when the bottom is
 * 50 px away, 没有更多了 at the end, and loading, empty and error states.
 */
export function PullLoadList(props: PullLoadListProps) {
  const {
    loading,
    error,
    empty,
    emptyText = '暂无数据',
    emptyDescription,
    emptyAction,
    hasMore,
    loadMore,
    onRefresh,
    onRetry,
    children,
  } = props;
  if (loading) return <PageLoading />;
  if (error) return <ErrorState message={error} onRetry={onRetry} />;
  return (
    <PullToRefresh
      onRefresh={async () => {
        await onRefresh();
      }}
      {...PULL_TO_REFRESH}
    >
      {empty ? (
        <EmptyState
          title={emptyText}
          description={emptyDescription}
          actionText={emptyAction?.text}
          onAction={emptyAction?.onClick}
        />
      ) : (
        children
      )}
      {empty ? null : <LoadMore hasMore={hasMore} loadMore={loadMore} />}
    </PullToRefresh>
  );
}
