/**
 * The crypto-free part of the provably fair draw of GAMES.md §2: how words of the HMAC stream are
 * consumed. Draw algorithms are generators that yield to ask for the next 32-bit word, so the same
 * code runs over node:crypto (sync) and WebCrypto (async).
 */
import { type Family, range } from './play-kit.ts';

/** A consumer of stream words: each `yield` asks for the next unsigned 32-bit word. */
export type WordProgram<T> = Generator<undefined, T, number>;

const TWO_32 = 2 ** 32;
const SEED_RE = /^[0-9a-f]{64}$/;
const CODE_RE = /^[A-Za-z0-9_-]+$/;

/** True for a seed as published: exactly 64 lowercase hex characters. */
export function isSeed(seed: string): boolean {
  return typeof seed === 'string' && SEED_RE.test(seed);
}

/** Throws RangeError unless seed, gameCode and issueNo are well formed (ASCII, no ':' in codes). */
export function checkDrawInputs(seed: string, gameCode: string, issueNo: string): void {
  if (!isSeed(seed)) throw new RangeError('seed must be 64 lowercase hex characters');
  if (typeof gameCode !== 'string' || !CODE_RE.test(gameCode)) throw new RangeError('invalid gameCode');
  if (typeof issueNo !== 'string' || !CODE_RE.test(issueNo)) throw new RangeError('invalid issueNo');
}

/** HMAC message of block c: "<gameCode>:<issueNo>:<c>" (ASCII). */
export function blockMessage(gameCode: string, issueNo: string, counter: number): string {
  return `${gameCode}:${issueNo}:${counter}`;
}

/** The 8 unsigned 32-bit big-endian words of a 32-byte HMAC block. */
export function wordsOfBlock(block: Uint8Array): number[] {
  if (block.length !== 32) throw new RangeError('an HMAC-SHA256 block has 32 bytes');
  const view = new DataView(block.buffer, block.byteOffset, block.byteLength);
  const words: number[] = [];
  for (let i = 0; i < 32; i += 4) words.push(view.getUint32(i, false));
  return words;
}

/** Lowercase hex of bytes. */
export function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
}

/** uniform(n), n integer in 1..2^32: rejects words x ≥ 2^32 − (2^32 mod n), answers x mod n. */
export function* uniformProgram(n: number): WordProgram<number> {
  if (!Number.isInteger(n) || n < 1 || n > TWO_32)
    throw new RangeError('uniform(n) needs an integer n in 1..2^32');
  const limit = TWO_32 - (TWO_32 % n);
  for (;;) {
    const x = yield;
    if (x < limit) return x % n;
  }
}

/** pk10: Fisher–Yates from the back over [1..10]; a[0] is the car in position 1. */
function* pk10Program(): WordProgram<number[]> {
  const a = range(1, 10);
  for (let i = 9; i >= 1; i--) {
    const j = yield* uniformProgram(i + 1);
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

/** lhc: partial Fisher–Yates from the front over [1..49]; a[0..5] regular, a[6] special. */
function* lhcProgram(): WordProgram<number[]> {
  const a = range(1, 49);
  for (let i = 0; i <= 6; i++) {
    const j = i + (yield* uniformProgram(49 - i));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a.slice(0, 7);
}

function* repeatProgram(count: number, n: number, offset: number): WordProgram<number[]> {
  const out: number[] = [];
  for (let i = 0; i < count; i++) out.push(offset + (yield* uniformProgram(n)));
  return out;
}

/** The draw of a family, in draw order (xy28 gives its three digits; the result is their sum). */
export function drawProgram(family: Family): WordProgram<number[]> {
  switch (family) {
    case 'k3':
      return repeatProgram(3, 6, 1);
    case 'ssc':
      return repeatProgram(5, 10, 0);
    case 'pk10':
      return pk10Program();
    case 'lhc':
      return lhcProgram();
    case 'xy28':
      return repeatProgram(3, 10, 0);
    default:
      throw new RangeError(`unknown family ${JSON.stringify(family)}`);
  }
}

/** Runs a word program with a synchronous word source. */
export function runProgram<T>(program: WordProgram<T>, nextWord: () => number): T {
  let step = program.next();
  while (!step.done) step = program.next(nextWord());
  return step.value;
}

/** Runs a word program with an asynchronous word source. */
export async function runProgramAsync<T>(
  program: WordProgram<T>,
  nextWord: () => Promise<number>,
): Promise<T> {
  let step = program.next();
  while (!step.done) step = program.next(await nextWord());
  return step.value;
}

export interface DrawVerification {
  /** SHA-256 of the seed equals the published hash. */
  readonly hashMatches: boolean;
  /** The recomputed result equals the published one. */
  readonly resultMatches: boolean;
  readonly ok: boolean;
  readonly expected: number[];
}

/** Compares a recomputed draw with a published hash and result. */
export function verification(
  actualHash: string,
  publishedHash: string,
  expected: number[],
  published: readonly number[],
): DrawVerification {
  const hashMatches = actualHash === publishedHash.toLowerCase();
  const resultMatches = expected.length === published.length && expected.every((v, i) => v === published[i]);
  return { hashMatches, resultMatches, ok: hashMatches && resultMatches, expected };
}
