import { z } from 'zod';

/** Hard cap on any page size (API.md "Pagination"). */
export const MAX_PAGE_LIMIT = 100;
/** Highest page number a query may ask for. */
export const MAX_PAGE = 1_000_000;

/** Default page sizes: SPEC.md §9's (API.md makes them the list endpoints' defaults), and the audit log's. */
export const PAGE_SIZE = {
  groups: 20,
  friends: 50,
  members: 50,
  chat: 20,
  bets: 20,
  mutedMembers: 20,
  redEnvelopes: 20,
  conversations: 50,
  auditLog: 50,
  default: 20,
} as const;

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

/** SPEC.md §4 load-more: the next page while page < totalPages, else undefined (no more data). */
export function nextPage(pagination: Pagination | undefined): number | undefined {
  return pagination && pagination.page < pagination.totalPages ? pagination.page + 1 : undefined;
}
