import { hash, verify } from '@node-rs/argon2';

// argon2id (Algorithm.Argon2id = 2; a const enum cannot be imported under isolatedModules).
// OWASP's minimum: 19 MiB memory, 2 passes, 1 lane.
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, OPTIONS);
}

export async function verifyPassword(stored: string, plain: string): Promise<boolean> {
  try {
    return await verify(stored, plain);
  } catch {
    return false;
  }
}

// Verifying against this when a user does not exist keeps the timing of "no such user" and
// "wrong password" alike, so response times do not reveal which usernames exist.
let dummy: Promise<string> | undefined;
export async function burnPasswordCheck(plain: string): Promise<void> {
  dummy ??= hashPassword('timing-equaliser');
  await verifyPassword(await dummy, plain);
}
