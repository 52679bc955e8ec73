import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addShanghaiDays,
  DAY_MS,
  isCalendarDate,
  shanghaiDate,
  shanghaiDateStart,
  shanghaiDateTime,
  shanghaiDayStart,
  shanghaiRange,
  shanghaiStamp,
} from './shanghai-time.ts';

const at = (iso: string) => new Date(iso);

describe('Asia/Shanghai days', () => {
  it.each([
    ['2026-11-22T15:59:59.999Z', '2026-11-22', '2026-11-21T16:00:00.000Z'],
    ['2026-11-22T16:00:00.000Z', '2026-11-23', '2026-11-22T16:00:00.000Z'],
    ['2026-12-31T16:00:00.000Z', '2027-01-01', '2026-12-31T16:00:00.000Z'],
    ['1969-12-31T20:00:00.000Z', '1970-01-01', '1969-12-31T16:00:00.000Z'],
  ])('%s is on %s, which began at %s', (instant, date, start) => {
    expect(shanghaiDate(at(instant))).toBe(date);
    expect(shanghaiDayStart(at(instant)).toISOString()).toBe(start);
    expect(shanghaiDateStart(date).toISOString()).toBe(start);
  });

  it('shows the wall clock and stamps order numbers in Shanghai time', () => {
    expect(shanghaiDateTime(at('2026-11-22T20:06:15.000Z'))).toBe('2026-11-23 04:06:15');
    expect(shanghaiStamp(at('2026-11-22T20:06:15.000Z'))).toBe('20261123040615');
  });

  it('turns inclusive day filters into a half-open range', () => {
    expect(shanghaiRange('2026-11-01', '2026-11-30')).toEqual({
      from: at('2026-10-31T16:00:00.000Z'),
      to: at('2026-11-30T16:00:00.000Z'),
    });
    expect(shanghaiRange()).toEqual({ from: undefined, to: undefined });
  });

  it('walks days across months and leap years', () => {
    expect(addShanghaiDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addShanghaiDays('2026-11-23', -6)).toBe('2026-11-17');
    expect(addShanghaiDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it.each([
    ['2026-02-28', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['20260101', false],
  ])('isCalendarDate(%j) = %j', (date, valid) => {
    expect(isCalendarDate(date)).toBe(valid);
  });

  it('holds for any instant: the day contains it and lasts one day', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2099, 0, 1) }), (ms) => {
        const start = shanghaiDayStart(new Date(ms)).getTime();
        expect(start).toBeLessThanOrEqual(ms);
        expect(ms - start).toBeLessThan(DAY_MS);
        expect(shanghaiDateStart(shanghaiDate(new Date(ms))).getTime()).toBe(start);
      }),
    );
  });
});
