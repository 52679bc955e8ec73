import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_PAGE_LIMIT, nextPage, PAGE_SIZE, pageQuery, toPage } from './pagination.ts';

describe('pageQuery (API.md "Pagination")', () => {
  const Query = pageQuery(PAGE_SIZE.friends, {});

  it.each([
    [{}, { page: 1, limit: 50 }],
    [
      { page: '3', limit: '10' },
      { page: 3, limit: 10 },
    ],
    [{ pageSize: '15' }, { page: 1, limit: 15 }],
    [
      { limit: '5', pageSize: '15' },
      { page: 1, limit: 5 },
    ],
    [{ limit: '500' }, { page: 1, limit: MAX_PAGE_LIMIT }],
  ])('%j → %j', (input, parsed) => {
    expect(Query.parse(input)).toEqual(parsed);
  });

  it.each([{ page: '0' }, { page: '1000001' }, { limit: '0' }, { pageSize: '-1' }, { page: '1.5' }])(
    'refuses %j',
    (input) => {
      expect(Query.safeParse(input).success).toBe(false);
    },
  );

  it('keeps the list filters next to page and limit', () => {
    const Filtered = pageQuery(PAGE_SIZE.bets, { status: z.coerce.number().int().optional() });
    expect(Filtered.parse({ status: '2', pageSize: '7' })).toEqual({ status: 2, page: 1, limit: 7 });
  });
});

describe('a page answer', () => {
  it('counts pages and knows whether more follow', () => {
    const page = toPage(['a', 'b'], { page: 1, limit: 2 }, 5);
    expect(page).toEqual({ list: ['a', 'b'], pagination: { page: 1, limit: 2, total: 5, totalPages: 3 } });
    expect(nextPage(page.pagination)).toBe(2);
    expect(nextPage({ page: 3, limit: 2, total: 5, totalPages: 3 })).toBeUndefined();
    expect(nextPage({ page: 1, limit: 20, total: 0, totalPages: 0 })).toBeUndefined();
    expect(nextPage(undefined)).toBeUndefined();
  });
});
