import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { friendGroups, friendships } from './friends.schema.ts';

/** A user's own friend groups. */
export const friendGroupsRepository = {
  async listGroups(db: DbOrTx, userId: number) {
    return db
      .select({
        id: friendGroups.id,
        name: friendGroups.name,
        createdAt: friendGroups.createdAt,
        count: sql<number>`(select count(*)::int from friendships f where f.user_id = ${userId} and f.group_id = friend_groups.id)`,
      })
      .from(friendGroups)
      .where(eq(friendGroups.userId, userId))
      .orderBy(asc(friendGroups.id));
  },

  async findGroup(db: DbOrTx, userId: number, groupId: number) {
    const [row] = await db
      .select()
      .from(friendGroups)
      .where(and(eq(friendGroups.id, groupId), eq(friendGroups.userId, userId)))
      .limit(1);
    return row;
  },

  async countGroups(db: DbOrTx, userId: number): Promise<number> {
    const [row] = await db.select({ n: count() }).from(friendGroups).where(eq(friendGroups.userId, userId));
    return row?.n ?? 0;
  },

  /** Inserts a group; undefined when the user already has one of that name. */
  async insertGroup(db: DbOrTx, userId: number, name: string) {
    const [row] = await db.insert(friendGroups).values({ userId, name }).onConflictDoNothing().returning();
    return row;
  },

  async renameGroup(db: DbOrTx, userId: number, groupId: number, name: string) {
    const [row] = await db
      .update(friendGroups)
      .set({ name })
      .where(and(eq(friendGroups.id, groupId), eq(friendGroups.userId, userId)))
      .returning();
    return row;
  },

  async deleteGroup(tx: DbOrTx, userId: number, groupId: number): Promise<boolean> {
    await tx
      .update(friendships)
      .set({ groupId: null })
      .where(and(eq(friendships.userId, userId), eq(friendships.groupId, groupId)));
    const rows = await tx
      .delete(friendGroups)
      .where(and(eq(friendGroups.id, groupId), eq(friendGroups.userId, userId)))
      .returning({ id: friendGroups.id });
    return rows.length > 0;
  },
};
