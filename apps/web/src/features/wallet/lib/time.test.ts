import { describe, expect, it } from 'vitest';
import { toQuery } from '../components/transaction-filters';
import { newRequestId } from './request-id';
import { dayOf, daysAgo, formatDateTime } from './time';

describe('Beijing time', () => {
  it('formats ISO times in Asia/Shanghai', () => {
    expect(formatDateTime('2026-11-22T20:06:15.000Z')).toBe('2026-11-23 04:06:15');
    expect(formatDateTime(null)).toBe('-');
    expect(formatDateTime('nonsense')).toBe('-');
  });

  it('counts days in Asia/Shanghai', () => {
    const now = new Date('2026-11-22T17:00:00Z'); // 01:00 on the 23rd in Beijing
    expect(dayOf(now)).toBe('2026-11-23');
    expect(daysAgo(6, now)).toBe('2026-11-17');
  });

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

describe('newRequestId', () => {
  it('is a v4 UUID, also without crypto.randomUUID', () => {
    expect(newRequestId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const original = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      const id = newRequestId();
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(newRequestId()).not.toBe(id);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
