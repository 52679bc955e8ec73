import type { Page } from '@cailiao/contracts';
import { type InfiniteData, type QueryKey, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** Default page size of lists (SPEC.md §9 uses 20 for most lists). */
export const PAGE_LIMIT = 20;

/** Next page number while page < totalPages (SPEC.md §4 bet list rule, used by every list). */
export function nextPageOf(last: Page<unknown>): number | undefined {
  const { page, totalPages } = last.pagination;
  return page < totalPages ? page + 1 : undefined;
}

/**
 * A paginated list: pages accumulate for load-more; `refresh` (pull-to-refresh, a fresh load)
 * drops every page but the first and reloads it, so the list starts over.
 */
export function usePagedQuery<T>(queryKey: QueryKey, fetchPage: (page: number) => Promise<Page<T>>) {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: 0,
  });
  const refresh = useCallback(async () => {
    queryClient.setQueryData<InfiniteData<Page<T>, number>>(queryKey, (data) =>
      data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
    );
    await queryClient.refetchQueries({ queryKey, exact: true });
  }, [queryClient, queryKey]);
  const items = query.data?.pages.flatMap((p) => p.list) ?? [];
  const total = query.data?.pages[0]?.pagination.total ?? 0;
  return { query, items, total, refresh };
}

export type PagedQuery<T> = ReturnType<typeof usePagedQuery<T>>;
