import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bodyProblem, mayHaveProblem } from './input-guards.ts';

// The parser walks a body only when a scan of its text says it may have a problem: the scan must
// never miss one, whatever the text (escaped or raw surrogates, deep nesting).
/** `leaf` inside arrays (true) and objects (false), outermost first. */
const nest = (shape: boolean[], leaf: unknown): unknown =>
  shape.reduceRight<unknown>((inner, array) => (array ? [inner] : { k: inner }), leaf);

describe('the scan before the body walk', () => {
  it('finds every body the walk refuses, written any way', () => {
    const value = fc.oneof(
      fc.jsonValue({ stringUnit: 'binary' }),
      fc
        .tuple(fc.array(fc.boolean(), { minLength: 28, maxLength: 40 }), fc.jsonValue())
        .map(([shape, leaf]) => nest(shape, leaf)),
    );
    fc.assert(
      fc.property(value, fc.boolean(), (v, escapeAll) => {
        let text = JSON.stringify(v) ?? 'null';
        // JSON.stringify escapes lone surrogates; the same text may also carry them raw or as
        // upper-case escapes.
        if (escapeAll)
          text = text.replace(/\\u(d[89a-f][0-9a-f]{2})/g, (_, h: string) => `\\u${h.toUpperCase()}`);
        const parsed: unknown = JSON.parse(text);
        if (bodyProblem(parsed) !== null) expect(mayHaveProblem(text)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('lets a plain bet slip through without a walk', () => {
    const slip = '{"gameId":"jsk3","requestId":"r1","bets":[{"play":"k3.sum","option":"10","amount":2}]}';
    expect(mayHaveProblem(slip)).toBe(false);
    expect(mayHaveProblem('{"m":"\\ud800"}')).toBe(true);
    expect(mayHaveProblem('{"m":"😀"}')).toBe(true);
  });
});
