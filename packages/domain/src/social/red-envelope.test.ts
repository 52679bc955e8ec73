import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RED_ENVELOPE, splitRedEnvelope, validateRedEnvelope } from './red-envelope.ts';

/** A deterministic stand-in for crypto.randomInt(min, maxExclusive), driven by fast-check. */
const seeded = (values: number[]) => {
  let i = 0;
  return (min: number, maxExclusive: number) => {
    const v = values[i++ % values.length] ?? 0;
    return min + (v % (maxExclusive - min));
  };
};

const envelope = fc
  .record({
    count: fc.integer({ min: 1, max: RED_ENVELOPE.maxCount }),
    extra: fc.integer({ min: 0, max: 2_000_000 }),
  })
  .map(({ count, extra }) => ({ count, totalFen: Math.min(RED_ENVELOPE.maxFen, count + extra) }));

describe('red envelope split (API.md "Chat rules")', () => {
  it('normal: equal shares that add up to the amount exactly, the remainder spread one fen each', () => {
    expect(splitRedEnvelope(100, 3, 'normal', seeded([0]))).toEqual([34, 33, 33]);
    expect(splitRedEnvelope(1000, 4, 'normal', seeded([0]))).toEqual([250, 250, 250, 250]);
    expect(splitRedEnvelope(5, 5, 'normal', seeded([0]))).toEqual([1, 1, 1, 1, 1]);
  });

  it('lucky: each share but the last is drawn from [1, 2 × remaining ÷ remaining count − 1]', () => {
    // 10.00 yuan in 4: first share from [1, 499]; the draws given pick the bounds themselves.
    const lowest = splitRedEnvelope(1000, 4, 'lucky', seeded([0]));
    expect(lowest.slice(0, 3)).toEqual([1, 1, 1]);
    expect(lowest[3]).toBe(997);
    const highest = splitRedEnvelope(1000, 2, 'lucky', seeded([998]));
    expect(highest).toEqual([999, 1]);
  });

  it('every split: count shares, each at least 1 fen, summing to the amount (property)', () => {
    fc.assert(
      fc.property(
        envelope,
        fc.constantFrom('lucky', 'normal'),
        fc.array(fc.nat(), { minLength: 1 }),
        (e, type, draws) => {
          const shares = splitRedEnvelope(e.totalFen, e.count, type as 'lucky' | 'normal', seeded(draws));
          expect(shares).toHaveLength(e.count);
          expect(shares.every((s) => Number.isInteger(s) && s >= 1)).toBe(true);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(e.totalFen);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('lucky shares are bounded by twice the mean of what remained when drawn (property)', () => {
    fc.assert(
      fc.property(envelope, fc.array(fc.nat(), { minLength: 1 }), (e, draws) => {
        const shares = splitRedEnvelope(e.totalFen, e.count, 'lucky', seeded(draws));
        let remaining = e.totalFen;
        shares.slice(0, -1).forEach((share, i) => {
          const left = e.count - i;
          expect(share).toBeLessThanOrEqual(Math.max(1, Math.floor((2 * remaining) / left) - 1));
          remaining -= share;
        });
      }),
      { numRuns: 300 },
    );
  });

  it('lucky split is fair: over many envelopes, every position averages the mean', () => {
    const runs = 4000;
    const sums = [0, 0, 0, 0, 0];
    const random = (min: number, maxExclusive: number) =>
      min + Math.floor(Math.random() * (maxExclusive - min));
    for (let r = 0; r < runs; r++) {
      splitRedEnvelope(10_000, 5, 'lucky', random).forEach((s, i) => {
        sums[i]! += s;
      });
    }
    for (const sum of sums) expect(Math.abs(sum / runs - 2000)).toBeLessThan(120);
  });

  it('refuses amounts and counts outside the rules with a reason', () => {
    expect(validateRedEnvelope(0, 1)).toBe('AMOUNT_OUT_OF_RANGE');
    expect(validateRedEnvelope(2_000_001, 1)).toBe('AMOUNT_OUT_OF_RANGE');
    expect(validateRedEnvelope(100, 0)).toBe('COUNT_OUT_OF_RANGE');
    expect(validateRedEnvelope(100, 101)).toBe('COUNT_OUT_OF_RANGE');
    expect(validateRedEnvelope(5, 6)).toBe('SHARE_TOO_SMALL');
    expect(validateRedEnvelope(6, 6)).toBeNull();
    expect(() => splitRedEnvelope(5, 6, 'lucky', Math.random as never)).toThrow(RangeError);
  });
});
