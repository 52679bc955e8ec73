import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawResult, randomStream, seedHash, verifyDraw } from './fair-draw.ts';
import { drawProgram, runProgram, uniformProgram, wordsOfBlock } from './fair-draw-core.ts';
import { drawResultAsync, randomStreamAsync, seedHashAsync, verifyDrawAsync } from './fair-draw-web.ts';
import { FAMILIES } from './play-kit.ts';

const SEED = '00'.repeat(32);
const hexSeed = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('hex'));
const fromWords = (words: number[]) => () => {
  const w = words.shift();
  if (w === undefined) throw new Error('out of words');
  return w;
};

describe('uniform(n)', () => {
  it('rejects words at or above 2^32 − (2^32 mod n) and answers x mod n', () => {
    // 2^32 mod 6 = 4, so the limit is 2^32 − 4.
    expect(runProgram(uniformProgram(6), fromWords([2 ** 32 - 1, 2 ** 32 - 4, 2 ** 32 - 5]))).toBe(
      (2 ** 32 - 5) % 6,
    );
    expect(runProgram(uniformProgram(6), fromWords([7]))).toBe(1);
    // A power of two never rejects.
    expect(runProgram(uniformProgram(8), fromWords([2 ** 32 - 1]))).toBe(7);
    expect(runProgram(uniformProgram(1), fromWords([2 ** 32 - 1]))).toBe(0);
    expect(runProgram(uniformProgram(10), fromWords([2 ** 32 - 6, 2 ** 32 - 7]))).toBe((2 ** 32 - 7) % 10);
  });

  it('refuses n outside 1..2^32', () => {
    expect(() => runProgram(uniformProgram(0), fromWords([1]))).toThrow(RangeError);
    expect(() => runProgram(uniformProgram(2.5), fromWords([1]))).toThrow(RangeError);
  });

  it('follows the published draw algorithms word by word', () => {
    expect(runProgram(drawProgram('k3'), fromWords([0, 5, 11]))).toEqual([1, 6, 6]);
    expect(runProgram(drawProgram('ssc'), fromWords([10, 21, 32, 43, 54]))).toEqual([0, 1, 2, 3, 4]);
    expect(runProgram(drawProgram('xy28'), fromWords([9, 19, 2 ** 32 - 1, 29]))).toEqual([9, 9, 9]);
    // pk10: all j = 0 swaps a[i] with a[0] for i = 9..1, rotating the cars.
    expect(runProgram(drawProgram('pk10'), fromWords(Array(9).fill(0)))).toEqual([
      2, 3, 4, 5, 6, 7, 8, 9, 10, 1,
    ]);
    // lhc: j = i + 0 leaves the order alone.
    expect(runProgram(drawProgram('lhc'), fromWords(Array(7).fill(0)))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // lhc: the first word is mod 49 = 48, so 49 becomes the first regular number and 1 moves to 49's place.
    expect(runProgram(drawProgram('lhc'), fromWords([48, 0, 0, 0, 0, 0, 0]))).toEqual([49, 2, 3, 4, 5, 6, 7]);
  });
});

describe('the HMAC stream', () => {
  it('reads block c = HMAC(seed, "<gameCode>:<issueNo>:<c>") as 8 big-endian words', () => {
    const stream = randomStream(SEED, 'jsk3', '20260301-0001');
    const words = Array.from({ length: 16 }, () => stream.nextWord());
    const block = (c: number) => createHmac('sha256', SEED).update(`jsk3:20260301-0001:${c}`).digest();
    expect(words.slice(0, 8)).toEqual(wordsOfBlock(block(0)));
    expect(words.slice(8)).toEqual(wordsOfBlock(block(1)));
    expect(words[0]).toBe(block(0).readUInt32BE(0));
  });

  it('gives the same words over WebCrypto', async () => {
    const sync = randomStream(SEED, 'jssc', 'x');
    const web = randomStreamAsync(SEED, 'jssc', 'x');
    for (let i = 0; i < 20; i++) expect(await web.nextWord()).toBe(sync.nextWord());
    expect(await web.uniform(49)).toBe(sync.uniform(49));
  });

  it('hashes the seed as ASCII hex text', async () => {
    expect(seedHash(SEED)).toBe('60e05bd1b195af2f94112fa7197a5c88289058840ce7c6df9693756bc6250f55');
    expect(await seedHashAsync(SEED)).toBe(seedHash(SEED));
  });

  it('refuses malformed inputs', () => {
    expect(() => seedHash('AB'.repeat(32))).toThrow(RangeError);
    expect(() => seedHash('00'.repeat(31))).toThrow(RangeError);
    expect(() => drawResult('k3', SEED, 'js:k3', '1')).toThrow(RangeError);
    expect(() => drawResult('k3', SEED, 'jsk3', '')).toThrow(RangeError);
    expect(() => drawResult('nope' as never, SEED, 'jsk3', '1')).toThrow(RangeError);
  });
});

describe('drawResult', () => {
  it('is in range and deterministic for any seed', () => {
    fc.assert(
      fc.property(hexSeed, fc.integer({ min: 1, max: 1440 }), (seed, seq) => {
        const issueNo = `20260301-${String(seq).padStart(4, '0')}`;
        const k3 = drawResult('k3', seed, 'jsk3', issueNo);
        expect(k3).toHaveLength(3);
        expect(k3.every((d) => Number.isInteger(d) && d >= 1 && d <= 6)).toBe(true);
        const ssc = drawResult('ssc', seed, 'jsssc', issueNo);
        expect(ssc).toHaveLength(5);
        expect(ssc.every((d) => d >= 0 && d <= 9)).toBe(true);
        expect([...drawResult('pk10', seed, 'jssc', issueNo)].sort((a, b) => a - b)).toEqual([
          1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
        ]);
        const lhc = drawResult('lhc', seed, 'jslhc', issueNo);
        expect(lhc).toHaveLength(7);
        expect(new Set(lhc).size).toBe(7);
        expect(lhc.every((n) => n >= 1 && n <= 49)).toBe(true);
        const xy = drawResult('xy28', seed, 'jsxy28', issueNo);
        expect(xy.every((d) => d >= 0 && d <= 9)).toBe(true);
        expect(drawResult('lhc', seed, 'jslhc', issueNo)).toEqual(lhc);
      }),
      { numRuns: 200 },
    );
  });

  it('agrees with drawResultAsync', async () => {
    await fc.assert(
      fc.asyncProperty(
        hexSeed,
        fc.constantFrom(...FAMILIES),
        fc.stringMatching(/^[a-z0-9]{1,8}$/),
        async (seed, family, code) => {
          expect(await drawResultAsync(family, seed, code, '20260301-0001')).toEqual(
            drawResult(family, seed, code, '20260301-0001'),
          );
        },
      ),
      { numRuns: 60 },
    );
  });

  it('verifies a published draw and catches a wrong hash or result', async () => {
    const result = drawResult('pk10', SEED, 'jssc', '20260301-0001');
    const hash = seedHash(SEED);
    expect(verifyDraw('pk10', SEED, hash, 'jssc', '20260301-0001', result)).toMatchObject({ ok: true });
    expect(verifyDraw('pk10', SEED, hash.toUpperCase(), 'jssc', '20260301-0001', result).ok).toBe(true);
    const swapped = [result[1]!, result[0]!, ...result.slice(2)];
    expect(verifyDraw('pk10', SEED, hash, 'jssc', '20260301-0001', swapped)).toMatchObject({
      ok: false,
      hashMatches: true,
      resultMatches: false,
      expected: result,
    });
    expect(verifyDraw('pk10', SEED, '0'.repeat(64), 'jssc', '20260301-0001', result)).toMatchObject({
      ok: false,
      hashMatches: false,
    });
    expect(await verifyDrawAsync('pk10', SEED, hash, 'jssc', '20260301-0001', result)).toMatchObject({
      ok: true,
    });
  });
});
