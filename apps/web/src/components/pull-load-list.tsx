import { LIMITS } from '@cailiao/domain';
import { DotLoading, InfiniteScroll, PullToRefresh } from 'antd-mobile';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState } from './empty-state';
import { PageLoading } from './page-loading';

export interface PullLoadListProps {
  /** First page still loading. */
  loading: boolean;
  /** First page failed (later pages show the retry of InfiniteScroll). */
  error?: string | null;
  empty: boolean;
  emptyText?: string;
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
      pullingText="下拉刷新"
      canReleaseText="释放立即刷新"
      refreshingText="刷新中…"
      completeText="刷新成功"
    >
      {empty ? <EmptyState title={emptyText} /> : children}
      {empty ? null : (
        <InfiniteScroll loadMore={loadMore} hasMore={hasMore} threshold={LIMITS.reachBottomDistance}>
          {(more, failed, retry) =>
            !more ? (
              <span data-testid="no-more">没有更多了</span>
            ) : failed ? (
              <button type="button" className="cl-link" onClick={() => void retry()}>
                加载失败，点击重试
              </button>
            ) : (
              <span>
                加载中
                <DotLoading />
              </span>
            )
          }
        </InfiniteScroll>
      )}
    </PullToRefresh>
  );
}
