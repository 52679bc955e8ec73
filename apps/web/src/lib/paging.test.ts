import { describe, expect, it, vi } from 'vitest';
import { loadMorePages } from './paging';

describe('load more (SPEC.md §4)', () => {
  it('refuses with 没有更多了 while loading or at the end, and rejects a failed load', async () => {
    const fetchNextPage = vi.fn(async () => ({ isError: false, error: null }));
    await expect(
      loadMorePages({ isFetchingNextPage: true, hasNextPage: true, fetchNextPage }),
    ).rejects.toThrow('没有更多了');
    await expect(
      loadMorePages({ isFetchingNextPage: false, hasNextPage: false, fetchNextPage }),
    ).rejects.toThrow('没有更多了');
    expect(fetchNextPage).not.toHaveBeenCalled();
    await loadMorePages({ isFetchingNextPage: false, hasNextPage: true, fetchNextPage });
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
    const failing = vi.fn(async () => ({ isError: true, error: new Error('网络连接失败') }));
    await expect(
      loadMorePages({ isFetchingNextPage: false, hasNextPage: true, fetchNextPage: failing }),
    ).rejects.toThrow('网络连接失败');
  });
});
