// The paginated-list helper moved to lib/ (chat pages use it too); money code imports it from here.
export { nextPageOf, PAGE_LIMIT, type PagedQuery, usePagedQuery } from '../../../lib/query/paged-query';
