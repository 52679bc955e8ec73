import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

// A grab password is a short phrase shared in the chat, not an account secret: a light scrypt
// (about a millisecond) keeps it out of the table without slowing grabs down.
const PARAMS = { N: 1024, r: 8, p: 1 };

/** `salt:hash` (hex) of an envelope password. */
export function hashEnvelopePassword(password: string): string {
  const salt = randomBytes(16);
  return `${salt.toString('hex')}:${scryptSync(password, salt, 32, PARAMS).toString('hex')}`;
}

export function checkEnvelopePassword(password: string, stored: string): boolean {
  const [salt, hash] = stored.split(':');
  if (!salt || !hash) return false;
  const expected = Buffer.from(hash, 'hex');
  const actual = scryptSync(password, Buffer.from(salt, 'hex'), expected.length, PARAMS);
  return timingSafeEqual(actual, expected);
}
