import { describe, expect, it } from 'vitest';
import { daysAgo, formatDateTime, formatTime } from './time';

describe('Beijing time', () => {
  it('formats ISO times in Asia/Shanghai', () => {
    expect(formatDateTime('2026-11-22T20:06:15.000Z')).toBe('2026-11-23 04:06:15');
    expect(formatTime('2026-11-22T20:06:15.000Z')).toBe('04:06:15');
    expect(formatDateTime(null)).toBe('—');
    expect(formatDateTime('nonsense')).toBe('—');
    expect(formatTime(undefined)).toBe('—');
  });

  it('counts days in Asia/Shanghai', () => {
    const now = new Date('2026-11-22T17:00:00Z'); // 01:00 on the 23rd in Beijing
    expect(daysAgo(0, now)).toBe('2026-11-23');
    expect(daysAgo(6, now)).toBe('2026-11-17');
  });
});
