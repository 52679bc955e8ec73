import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fenToYuan, formatYuan, hasAtMostTwoDecimals, yuanToFen } from './money.ts';

describe('money', () => {
  it.each([
    [0, 0],
    [0.01, 1],
    [12.5, 1250],
    [1000, 100000],
    [0.29, 29],
    [19.99, 1999],
  ])('yuanToFen(%s) = %s', (yuan, fen) => {
    expect(yuanToFen(yuan)).toBe(fen);
  });

  it('refuses three decimals and non-finite values', () => {
    expect(() => yuanToFen(0.001)).toThrow();
    expect(() => yuanToFen(1.005)).toThrow();
    expect(() => yuanToFen(Number.NaN)).toThrow();
    expect(() => yuanToFen(Number.POSITIVE_INFINITY)).toThrow();
  });

  it('round-trips every fen value', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (fen) => {
        expect(yuanToFen(fenToYuan(fen))).toBe(fen);
        expect(hasAtMostTwoDecimals(fenToYuan(fen))).toBe(true);
      }),
    );
  });

  it('formats fen', () => {
    expect(formatYuan(0)).toBe('0.00');
    expect(formatYuan(1250)).toBe('12.50');
    expect(formatYuan(-5)).toBe('-0.05');
  });
});
