import type { Page } from '@cailiao/contracts';
import { nextPage } from '@cailiao/contracts/plain';
import { type InfiniteData, type QueryKey, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { loadMorePages } from '../lib/paging';

export interface PagedQueryOptions {
  enabled?: boolean;
  staleTime?: number;
}

/**
 * A list loaded page by page (SPEC.md §4): `loadMore` asks for page + 1 (refused with 没有更多了
 * while a load runs or when no page remains); `refresh` — pull-to-refresh, a fresh load — drops
 * every page but the first and reloads it, so the list starts over at page 1 instead of reloading
 * every page already loaded.
 */
export function usePagedQuery<T>(
  queryKey: QueryKey,
  fetchPage: (page: number) => Promise<Page<T>>,
  options: PagedQueryOptions = {},
) {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: Page<T>) => nextPage(last.pagination),
    enabled: options.enabled,
    staleTime: options.staleTime ?? 0,
  });
  const refresh = useCallback(async () => {
    await queryClient.cancelQueries({ queryKey, exact: true });
    queryClient.setQueryData<InfiniteData<Page<T>, number>>(queryKey, (data) =>
      data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
    );
    await queryClient.refetchQueries({ queryKey, exact: true });
  }, [queryClient, queryKey]);
  const loadMore = useCallback(() => loadMorePages(query), [query]);
  const items = query.data?.pages.flatMap((p) => p.list) ?? [];
  const total = query.data?.pages[0]?.pagination.total ?? 0;
  return { query, items, total, refresh, loadMore, hasMore: query.hasNextPage };
}

export type PagedQuery<T> = ReturnType<typeof usePagedQuery<T>>;
