import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { type GroupAnnouncementRow, groupAnnouncementReads, groupAnnouncements } from './groups.schema.ts';

export const groupAnnouncementsRepository = {
  async insert(db: DbOrTx, row: typeof groupAnnouncements.$inferInsert): Promise<GroupAnnouncementRow> {
    const [created] = await db.insert(groupAnnouncements).values(row).returning();
    return created!;
  },

  async find(db: DbOrTx, groupId: number, id: number): Promise<GroupAnnouncementRow | undefined> {
    const [row] = await db
      .select()
      .from(groupAnnouncements)
      .where(and(eq(groupAnnouncements.id, id), eq(groupAnnouncements.groupId, groupId)))
      .limit(1);
    return row;
  },

  /** Edits an announcement and raises its version (a popup shows again). */
  async update(
    db: DbOrTx,
    id: number,
    patch: Partial<Pick<GroupAnnouncementRow, 'title' | 'content' | 'isPopup'>>,
  ) {
    const [row] = await db
      .update(groupAnnouncements)
      .set({ ...patch, version: sql`${groupAnnouncements.version} + 1`, updatedAt: new Date() })
      .where(eq(groupAnnouncements.id, id))
      .returning();
    return row;
  },

  async remove(db: DbOrTx, id: number) {
    await db.delete(groupAnnouncements).where(eq(groupAnnouncements.id, id));
  },

  /** A group's announcements, newest first, with the version `userId` acknowledged. */
  async page(db: DbOrTx, groupId: number, userId: number, limit: number, offset: number) {
    const list = await db
      .select({ announcement: groupAnnouncements, seenVersion: groupAnnouncementReads.version })
      .from(groupAnnouncements)
      .leftJoin(
        groupAnnouncementReads,
        and(
          eq(groupAnnouncementReads.announcementId, groupAnnouncements.id),
          eq(groupAnnouncementReads.userId, userId),
        ),
      )
      .where(eq(groupAnnouncements.groupId, groupId))
      .orderBy(desc(groupAnnouncements.id))
      .limit(limit)
      .offset(offset);
    const [total] = await db
      .select({ n: count() })
      .from(groupAnnouncements)
      .where(eq(groupAnnouncements.groupId, groupId));
    return { list, total: total?.n ?? 0 };
  },

  /** The newest popup announcement `userId` has not acknowledged at its current version. */
  async unseenPopup(db: DbOrTx, groupId: number, userId: number) {
    const [row] = await db
      .select({ announcement: groupAnnouncements, seenVersion: groupAnnouncementReads.version })
      .from(groupAnnouncements)
      .leftJoin(
        groupAnnouncementReads,
        and(
          eq(groupAnnouncementReads.announcementId, groupAnnouncements.id),
          eq(groupAnnouncementReads.userId, userId),
        ),
      )
      .where(
        and(
          eq(groupAnnouncements.groupId, groupId),
          eq(groupAnnouncements.isPopup, true),
          sql`coalesce(${groupAnnouncementReads.version}, 0) < ${groupAnnouncements.version}`,
        ),
      )
      .orderBy(desc(groupAnnouncements.id))
      .limit(1);
    return row;
  },

  /** Records that `userId` saw `version` (never lowers what they saw). */
  async markSeen(db: DbOrTx, announcementId: number, userId: number, version: number) {
    await db
      .insert(groupAnnouncementReads)
      .values({ announcementId, userId, version })
      .onConflictDoUpdate({
        target: [groupAnnouncementReads.announcementId, groupAnnouncementReads.userId],
        set: {
          version: sql`greatest(${groupAnnouncementReads.version}, excluded.version)`,
          seenAt: new Date(),
        },
      });
  },
};
