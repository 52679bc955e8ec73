/**
 * Provably fair draws of GAMES.md §2 over node:crypto (synchronous; server and tests).
 * The browser uses fair-draw-web.ts, which shares the word consumption of fair-draw-core.ts.
 */
// A namespace import: bundlers stub node:crypto for the browser, and a named import of a stub
// would fail at link time even when these sync functions are never called there.
import * as nodeCrypto from 'node:crypto';
import {
  blockMessage,
  checkDrawInputs,
  type DrawVerification,
  drawProgram,
  isSeed,
  runProgram,
  uniformProgram,
  verification,
  wordsOfBlock,
} from './fair-draw-core.ts';
import type { Family } from './play-kit.ts';

/** The word stream of one issue; words are unsigned 32-bit integers. */
export interface RandomStream {
  /** Next word of the stream: block c = 0, 1, … gives 8 big-endian words each. */
  nextWord(): number;
  /** GAMES.md uniform(n): an integer in 0..n−1, rejection-sampled. */
  uniform(n: number): number;
}

/** SHA-256 of the 64-character seed as ASCII, lowercase hex (published before the draw). */
export function seedHash(seed: string): string {
  if (!isSeed(seed)) throw new RangeError('seed must be 64 lowercase hex characters');
  return nodeCrypto.createHash('sha256').update(seed, 'ascii').digest('hex');
}

/** The HMAC-SHA256 word stream of (seed, gameCode, issueNo); deterministic. */
export function randomStream(seed: string, gameCode: string, issueNo: string): RandomStream {
  checkDrawInputs(seed, gameCode, issueNo);
  let counter = 0;
  let buffer: number[] = [];
  const nextWord = (): number => {
    if (buffer.length === 0) {
      const block = nodeCrypto
        .createHmac('sha256', Buffer.from(seed, 'ascii'))
        .update(blockMessage(gameCode, issueNo, counter++), 'ascii')
        .digest();
      buffer = wordsOfBlock(new Uint8Array(block.buffer, block.byteOffset, block.byteLength));
    }
    return buffer.shift()!;
  };
  return { nextWord, uniform: (n) => runProgram(uniformProgram(n), nextWord) };
}

/** The result of an issue in draw order (k3 3 dice, ssc 5 digits, pk10 10 cars, lhc 6+1, xy28 3 digits). */
export function drawResult(family: Family, seed: string, gameCode: string, issueNo: string): number[] {
  const stream = randomStream(seed, gameCode, issueNo);
  return runProgram(drawProgram(family), stream.nextWord);
}

/** Recomputes a draw and compares it with the published seed hash and result. */
export function verifyDraw(
  family: Family,
  seed: string,
  publishedHash: string,
  gameCode: string,
  issueNo: string,
  publishedResult: readonly number[],
): DrawVerification {
  return verification(
    seedHash(seed),
    publishedHash,
    drawResult(family, seed, gameCode, issueNo),
    publishedResult,
  );
}
