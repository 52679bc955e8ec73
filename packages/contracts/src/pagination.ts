import { z } from 'zod';

import { MAX_PAGE, MAX_PAGE_LIMIT } from './page-size.ts';

export { MAX_PAGE, MAX_PAGE_LIMIT, nextPage, PAGE_SIZE } from './page-size.ts';

const pageFields = {
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  limit: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(1).optional(),
};

/**
 * Query of a paginated list (API.md "Pagination"), with the list's own filters in `shape`: `page`
 * (1-based), `limit` or its alias `pageSize` (SPEC.md names both; `limit` wins when both are given).
 * A limit above the cap is clamped rather than refused. The parsed query has `page` and `limit`.
 */
export const pageQuery = <S extends z.ZodRawShape = Record<never, never>>(defaultLimit: number, shape?: S) =>
  z.object({ ...(shape as S), ...pageFields }).transform((query) => {
    const { limit, pageSize, ...rest } = query as typeof query & { limit?: number; pageSize?: number };
    return {
      ...(rest as Omit<typeof query, 'limit' | 'pageSize'>),
      limit: Math.min(limit ?? pageSize ?? defaultLimit, MAX_PAGE_LIMIT),
    };
  });

export const Pagination = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type Pagination = z.infer<typeof Pagination>;

/** A page answer: `data: { list, pagination }`. */
export interface Page<T> {
  list: T[];
  pagination: Pagination;
}

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), pagination: Pagination });

/** Where page `page` of `limit` rows stands among `total` rows. */
export function paginationOf({ page, limit }: { page: number; limit: number }, total: number): Pagination {
  return { page, limit, total, totalPages: Math.ceil(total / limit) };
}

/** The page answer holding `list`, page `query.page` of `query.limit` rows out of `total`. */
export function toPage<T>(list: T[], query: { page: number; limit: number }, total: number): Page<T> {
  return { list, pagination: paginationOf(query, total) };
}
