import { and, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { type UserRow, users } from './user.schema.ts';

export type NewUser = typeof users.$inferInsert;

export const userRepository = {
  async findById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  },

  async findByUsername(db: DbOrTx, username: string): Promise<UserRow | undefined> {
    const [row] = await db
      .select()
      .from(users)
      .where(sql`lower(${users.username}) = lower(${username})`)
      .limit(1);
    return row;
  },

  async findByInviteCode(db: DbOrTx, code: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.inviteCode, code.toUpperCase())).limit(1);
    return row;
  },

  async insert(db: DbOrTx, user: NewUser): Promise<UserRow> {
    const [row] = await db.insert(users).values(user).returning();
    return row!;
  },

  /** Sets the VIP level unless it is already as high (a level never falls). */
  async raiseVipLevel(db: DbOrTx, id: number, level: number): Promise<void> {
    await db
      .update(users)
      .set({ vipLevel: level, updatedAt: new Date() })
      .where(and(eq(users.id, id), lt(users.vipLevel, level)));
  },

  async update(
    db: DbOrTx,
    id: number,
    patch: Partial<Pick<UserRow, 'nickname' | 'avatar' | 'passwordHash' | 'phone'>>,
  ) {
    const [row] = await db
      .update(users)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return row;
  },
};
