import { describe, expect, it } from 'vitest';
import { formatMoney, formatSignedMoney } from './money';

describe('formatMoney', () => {
  it.each([
    [0, '0.00'],
    [100, '100.00'],
    [12.5, '12.50'],
    [0.1 + 0.2, '0.30'],
    [-3, '-3.00'],
    [undefined, '0.00'],
    [Number.NaN, '0.00'],
  ])('%s → %s', (yuan, text) => {
    expect(formatMoney(yuan)).toBe(text);
  });

  it('signs positive win/loss', () => {
    expect(formatSignedMoney(5)).toBe('+5.00');
    expect(formatSignedMoney(-5)).toBe('-5.00');
    expect(formatSignedMoney(0)).toBe('0.00');
  });
});
