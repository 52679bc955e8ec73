/** The text shown when a list cannot load further (SPEC.md §8 'no more data'). */
export const NO_MORE_TEXT = '没有更多了';

interface InfiniteLike {
  isFetchingNextPage: boolean;
  hasNextPage: boolean;
  fetchNextPage: () => Promise<{ isError: boolean; error: unknown }>;
}

/**
 * SPEC.md §4 load-more: asks for page + 1; refused with 'no more data' while a load runs or when no
 * pages remain; a failed load rejects so the list can offer a retry.
 */
export async function loadMorePages(query: InfiniteLike): Promise<void> {
  if (query.isFetchingNextPage || !query.hasNextPage) throw new Error(NO_MORE_TEXT);
  const result = await query.fetchNextPage();
  if (result.isError) throw result.error instanceof Error ? result.error : new Error('加载失败');
}
