import type { Pagination } from './pagination.ts';

// Plain values, no schema: the web's first-load path imports them from '@cailiao/contracts/plain'
// without bringing zod along (pagination.ts re-exports them for everyone else).

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

/** SPEC.md §4 load-more: the next page while page < totalPages, else undefined (no more data). */
export function nextPage(pagination: Pagination | undefined): number | undefined {
  return pagination && pagination.page < pagination.totalPages ? pagination.page + 1 : undefined;
}
