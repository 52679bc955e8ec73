import { describe, expect, it } from 'vitest';
import { toQuery } from './transaction-filters';

describe('the ledger filters', () => {
  it('turns the ledger filters into the API query', () => {
    const now = new Date('2026-11-22T17:00:00Z');
    expect(toQuery({ kind: 'all', date: 'all' }, now)).toEqual({});
    expect(toQuery({ kind: 'recharge', date: 'today' }, now)).toEqual({
      kind: 'recharge',
      startDate: '2026-11-23',
      endDate: '2026-11-23',
    });
    expect(toQuery({ kind: 'all', date: '30d' }, now)).toEqual({
      startDate: '2026-10-25',
      endDate: '2026-11-23',
    });
    expect(toQuery({ kind: 'all', date: 'custom', range: ['2026-11-01', '2026-11-10'] }, now)).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-10',
    });
  });
});
