import { LIMITS } from '@cailiao/domain';
import { InfiniteScroll, PullToRefresh } from 'antd-mobile';
import type { Key, ReactNode } from 'react';
import { EmptyState, ErrorState } from '../../../components/empty-state';
import { PageLoading } from '../../../components/page-loading';
import { PULL_TO_REFRESH } from '../../../components/pull-load-list';
import type { PagedQuery } from '../../../hooks/use-paged-query';
import { errorMessage } from '../../../lib/http';

export interface PagedListProps<T> {
  paged: PagedQuery<T>;
  itemKey: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
  emptyText: string;
  emptyAction?: { text: string; onClick: () => void };
  testId?: string;
}

function Tail({ hasMore, failed, retry }: { hasMore: boolean; failed: boolean; retry: () => void }) {
  if (!hasMore) return <span className="cl-muted">没有更多数据了</span>;
  if (failed)
    return (
      <button type="button" className="cl-wallet-link" onClick={retry}>
        加载失败，点击重试
      </button>
    );
  return <span className="cl-muted">加载中…</span>;
}

/** A paginated list with pull-to-refresh, load-more at 50 px, and loading, empty and error states. */
export function PagedList<T>({
  paged,
  itemKey,
  renderItem,
  emptyText,
  emptyAction,
  testId,
}: PagedListProps<T>) {
  const { query, items, refresh } = paged;

  let body: ReactNode;
  if (query.isPending) body = <PageLoading />;
  else if (query.isError && items.length === 0)
    body = <ErrorState message={errorMessage(query.error, '加载失败')} onRetry={() => void refresh()} />;
  else if (items.length === 0)
    body = <EmptyState title={emptyText} actionText={emptyAction?.text} onAction={emptyAction?.onClick} />;
  else
    body = (
      <>
        <ul className="cl-wallet-list" data-testid={testId}>
          {items.map((item) => (
            <li key={itemKey(item)}>{renderItem(item)}</li>
          ))}
        </ul>
        <InfiniteScroll
          threshold={LIMITS.reachBottomDistance}
          hasMore={query.hasNextPage}
          loadMore={async () => {
            const result = await query.fetchNextPage();
            if (result.isError) throw result.error;
          }}
        >
          {(hasMore, failed, retry) => <Tail hasMore={hasMore} failed={failed} retry={retry} />}
        </InfiniteScroll>
      </>
    );

  return (
    <PullToRefresh onRefresh={refresh} {...PULL_TO_REFRESH}>
      <div className="cl-wallet-list-wrap">{body}</div>
    </PullToRefresh>
  );
}
