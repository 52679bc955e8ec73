import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A new opaque bearer token: 32 random bytes, base64url. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** What is stored for a token: its SHA-256 in hex. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random code from an alphabet without look-alike characters (0/O, 1/I). */
export function randomCode(length: number, alphabet = CODE_ALPHABET): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

export const randomDigits = (length: number): string => randomCode(length, '0123456789');
