import { LIMITS } from '@cailiao/domain';
import { DotLoading, InfiniteScroll } from 'antd-mobile';

export interface LoadMoreProps {
  hasMore: boolean;
  /** Loads the next page; rejects when it failed (the tail then offers a retry). */
  loadMore: () => Promise<void>;
}

/**
 * The tail of a list (SPEC.md §2, §9): loads the next page when the bottom is 50 px away, shows
 * 加载中 meanwhile, a retry when a page failed, and 没有更多了 at the end.
 */
export function LoadMore({ hasMore, loadMore }: LoadMoreProps) {
  return (
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
  );
}
