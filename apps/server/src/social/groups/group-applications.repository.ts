import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { type GroupApplicationRow, groupApplications, groupMembers } from './groups.schema.ts';

export const groupApplicationsRepository = {
  async insert(db: DbOrTx, row: typeof groupApplications.$inferInsert): Promise<GroupApplicationRow> {
    const [created] = await db.insert(groupApplications).values(row).returning();
    return created!;
  },

  async findById(db: DbOrTx, id: number): Promise<GroupApplicationRow | undefined> {
    const [row] = await db.select().from(groupApplications).where(eq(groupApplications.id, id)).limit(1);
    return row;
  },

  async lock(db: DbOrTx, id: number): Promise<GroupApplicationRow | undefined> {
    const [row] = await db
      .select()
      .from(groupApplications)
      .where(eq(groupApplications.id, id))
      .for('update')
      .limit(1);
    return row;
  },

  async pendingOf(db: DbOrTx, groupId: number, userId: number) {
    const [row] = await db
      .select()
      .from(groupApplications)
      .where(
        and(
          eq(groupApplications.groupId, groupId),
          eq(groupApplications.userId, userId),
          eq(groupApplications.status, 'pending'),
        ),
      )
      .limit(1);
    return row;
  },

  async handle(
    db: DbOrTx,
    id: number,
    status: 'approved' | 'rejected',
    handledBy: number,
    reason: string | null,
  ) {
    const [row] = await db
      .update(groupApplications)
      .set({ status, handledBy, reason, handledAt: new Date() })
      .where(and(eq(groupApplications.id, id), eq(groupApplications.status, 'pending')))
      .returning();
    return row;
  },

  async page(db: DbOrTx, groupId: number, status: string | undefined, limit: number, offset: number) {
    const conds: SQL[] = [eq(groupApplications.groupId, groupId)];
    if (status) conds.push(eq(groupApplications.status, status as GroupApplicationRow['status']));
    const where = and(...conds);
    const list = await db
      .select()
      .from(groupApplications)
      .where(where)
      .orderBy(desc(groupApplications.id))
      .limit(limit)
      .offset(offset);
    const [total] = await db.select({ n: count() }).from(groupApplications).where(where);
    return { list, total: total?.n ?? 0 };
  },

  /** Applications to the groups where `userId` is owner or admin (pending only unless `all`). */
  async forManager(db: DbOrTx, userId: number, all: boolean, limit: number) {
    const managed = db
      .select({ id: groupMembers.groupId })
      .from(groupMembers)
      .where(and(eq(groupMembers.userId, userId), inArray(groupMembers.role, ['owner', 'admin'])));
    const conds: SQL[] = [inArray(groupApplications.groupId, managed)];
    if (!all) conds.push(eq(groupApplications.status, 'pending'));
    const where = and(...conds);
    const list = await db
      .select()
      .from(groupApplications)
      .where(where)
      .orderBy(desc(groupApplications.id))
      .limit(limit);
    const [pending] = await db
      .select({ n: count() })
      .from(groupApplications)
      .where(and(inArray(groupApplications.groupId, managed), eq(groupApplications.status, 'pending')));
    return { list, pending: pending?.n ?? 0 };
  },
};
