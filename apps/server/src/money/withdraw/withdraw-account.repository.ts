import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { type WithdrawAccountRow, withdrawAccounts } from './withdraw.schema.ts';

export type AccountFields = Pick<
  WithdrawAccountRow,
  'type' | 'accountName' | 'accountNo' | 'bankName' | 'bankBranch' | 'qrCodeUrl'
>;

const own = (userId: number, id: number) =>
  and(eq(withdrawAccounts.userId, userId), eq(withdrawAccounts.id, id));

export const withdrawAccountRepository = {
  list(db: DbOrTx, userId: number) {
    return db
      .select()
      .from(withdrawAccounts)
      .where(eq(withdrawAccounts.userId, userId))
      .orderBy(desc(withdrawAccounts.isDefault), desc(withdrawAccounts.id));
  },

  async find(db: DbOrTx, userId: number, id: number) {
    const [row] = await db.select().from(withdrawAccounts).where(own(userId, id)).limit(1);
    return row;
  },

  async count(db: DbOrTx, userId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(withdrawAccounts)
      .where(eq(withdrawAccounts.userId, userId));
    return row?.n ?? 0;
  },

  /** Another account of the player with the same type and number, if any. */
  async findDuplicate(
    db: DbOrTx,
    userId: number,
    f: Pick<AccountFields, 'type' | 'accountNo'>,
    exceptId?: number,
  ) {
    const [row] = await db
      .select({ id: withdrawAccounts.id })
      .from(withdrawAccounts)
      .where(
        and(
          eq(withdrawAccounts.userId, userId),
          eq(withdrawAccounts.type, f.type),
          eq(withdrawAccounts.accountNo, f.accountNo),
          exceptId === undefined ? undefined : ne(withdrawAccounts.id, exceptId),
        ),
      )
      .limit(1);
    return row;
  },

  async insert(db: DbOrTx, userId: number, f: AccountFields, isDefault: boolean) {
    const [row] = await db
      .insert(withdrawAccounts)
      .values({ userId, ...f, isDefault })
      .returning();
    return row!;
  },

  async update(db: DbOrTx, userId: number, id: number, f: AccountFields) {
    const [row] = await db
      .update(withdrawAccounts)
      .set({ ...f, updatedAt: new Date() })
      .where(own(userId, id))
      .returning();
    return row;
  },

  async remove(db: DbOrTx, userId: number, id: number) {
    const [row] = await db.delete(withdrawAccounts).where(own(userId, id)).returning();
    return row;
  },

  /** Makes `id` the only default account of the player (clear first: the partial unique index). */
  async makeDefault(db: DbOrTx, userId: number, id: number) {
    await db
      .update(withdrawAccounts)
      .set({ isDefault: false, updatedAt: new Date() })
      .where(
        and(
          eq(withdrawAccounts.userId, userId),
          eq(withdrawAccounts.isDefault, true),
          ne(withdrawAccounts.id, id),
        ),
      );
    const [row] = await db
      .update(withdrawAccounts)
      .set({ isDefault: true, updatedAt: new Date() })
      .where(own(userId, id))
      .returning();
    return row;
  },

  /** The most recently added account, to become default when the default one is deleted. */
  async latest(db: DbOrTx, userId: number) {
    const [row] = await db
      .select()
      .from(withdrawAccounts)
      .where(eq(withdrawAccounts.userId, userId))
      .orderBy(desc(withdrawAccounts.id))
      .limit(1);
    return row;
  },
};
