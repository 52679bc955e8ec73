import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { wallets } from './wallet.schema.ts';

export const walletRepository = {
  async create(db: DbOrTx, userId: number): Promise<void> {
    await db.insert(wallets).values({ userId }).onConflictDoNothing();
  },

  async find(db: DbOrTx, userId: number) {
    const [row] = await db.select().from(wallets).where(eq(wallets.userId, userId)).limit(1);
    return row;
  },
};
