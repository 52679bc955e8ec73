import { QueryClient } from '@tanstack/react-query';

/** The http client already retries network failures (SPEC.md §8): queries do not retry again. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
