import type { OperatorRole } from '@cailiao/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { hashPassword } from '../../platform/lib/passwords.ts';
import { operators } from './operator.schema.ts';

/**
 * Makes a user an operator with `role`. With a password or its hash (a new operator, or a reset), the console
 * password is set and the second factor cleared, so the next sign-in enrols a new authenticator.
 * Without one, only the role changes (an existing operator).
 */
export async function grantOperator(
  db: DbOrTx,
  {
    userId,
    role,
    password,
    passwordHash,
  }: { userId: number; role: OperatorRole; password?: string; passwordHash?: string },
): Promise<'created' | 'updated'> {
  const [existing] = await db.select().from(operators).where(eq(operators.userId, userId));
  if (existing && !password && !passwordHash) {
    await db.update(operators).set({ role, disabledAt: null }).where(eq(operators.userId, userId));
    return 'updated';
  }
  const hash = passwordHash ?? (password ? await hashPassword(password) : undefined);
  if (!hash) throw new Error('a new operator needs a password');
  const reset = {
    role,
    passwordHash: hash,
    totpSecret: null,
    totpPendingSecret: null,
  };
  await db
    .insert(operators)
    .values({ userId, ...reset })
    .onConflictDoUpdate({
      target: operators.userId,
      set: { ...reset, disabledAt: null, totpLastStep: null },
    });
  return existing ? 'updated' : 'created';
}
