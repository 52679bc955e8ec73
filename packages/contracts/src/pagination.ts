import { z } from 'zod';

/** Hard cap on any page size (API.md "Pagination"). */
export const MAX_PAGE_LIMIT = 100;

/**
 * Query of a paginated list. `pageSize` is accepted as an alias of `limit` (SPEC.md names both);
 * `limit` wins when both are given. Values above the cap are clamped rather than refused.
 */
export const pageQuery = (defaultLimit: number) =>
  z
    .object({
      page: z.coerce.number().int().min(1).max(1_000_000).default(1),
      limit: z.coerce.number().int().min(1).optional(),
      pageSize: z.coerce.number().int().min(1).optional(),
    })
    .transform(({ page, limit, pageSize, ...rest }) => ({
      ...rest,
      page,
      limit: Math.min(limit ?? pageSize ?? defaultLimit, MAX_PAGE_LIMIT),
    }));

export const Pagination = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type Pagination = z.infer<typeof Pagination>;

export interface Page<T> {
  list: T[];
  pagination: Pagination;
}

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), pagination: Pagination });
