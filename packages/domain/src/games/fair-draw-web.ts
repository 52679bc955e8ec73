/**
 * Provably fair draws of GAMES.md §2 over WebCrypto (globalThis.crypto.subtle: browsers and Node 20),
 * so a player can verify a draw in the client. Same word consumption as fair-draw.ts.
 */
import {
  blockMessage,
  checkDrawInputs,
  type DrawVerification,
  drawProgram,
  isSeed,
  runProgramAsync,
  toHex,
  uniformProgram,
  verification,
  wordsOfBlock,
} from './fair-draw-core.ts';
import type { Family } from './play-kit.ts';

/** The word stream of one issue, asynchronously. */
export interface RandomStreamAsync {
  nextWord(): Promise<number>;
  uniform(n: number): Promise<number>;
}

const ascii = (text: string): Uint8Array<ArrayBuffer> => {
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) out[i] = text.charCodeAt(i);
  return out;
};

const subtle = (): SubtleCrypto => {
  const s = globalThis.crypto?.subtle;
  if (!s) throw new Error('WebCrypto (crypto.subtle) is not available; a secure context is needed');
  return s;
};

/** SHA-256 of the 64-character seed as ASCII, lowercase hex. */
export async function seedHashAsync(seed: string): Promise<string> {
  if (!isSeed(seed)) throw new RangeError('seed must be 64 lowercase hex characters');
  return toHex(new Uint8Array(await subtle().digest('SHA-256', ascii(seed))));
}

/** The HMAC-SHA256 word stream of (seed, gameCode, issueNo) over WebCrypto. */
export function randomStreamAsync(seed: string, gameCode: string, issueNo: string): RandomStreamAsync {
  checkDrawInputs(seed, gameCode, issueNo);
  let key: Promise<CryptoKey> | undefined;
  let counter = 0;
  let buffer: number[] = [];
  const nextWord = async (): Promise<number> => {
    if (buffer.length === 0) {
      key ??= subtle().importKey('raw', ascii(seed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
      const message = ascii(blockMessage(gameCode, issueNo, counter++));
      buffer = wordsOfBlock(new Uint8Array(await subtle().sign('HMAC', await key, message)));
    }
    return buffer.shift()!;
  };
  return { nextWord, uniform: (n) => runProgramAsync(uniformProgram(n), nextWord) };
}

/** Same result as drawResult, computed with WebCrypto. */
export async function drawResultAsync(
  family: Family,
  seed: string,
  gameCode: string,
  issueNo: string,
): Promise<number[]> {
  return runProgramAsync(drawProgram(family), randomStreamAsync(seed, gameCode, issueNo).nextWord);
}

/** Recomputes a draw with WebCrypto and compares it with the published seed hash and result. */
export async function verifyDrawAsync(
  family: Family,
  seed: string,
  publishedHash: string,
  gameCode: string,
  issueNo: string,
  publishedResult: readonly number[],
): Promise<DrawVerification> {
  const [hash, expected] = await Promise.all([
    seedHashAsync(seed),
    drawResultAsync(family, seed, gameCode, issueNo),
  ]);
  return verification(hash, publishedHash, expected, publishedResult);
}
