import { idInText } from '@cailiao/contracts';
import { and, asc, count, desc, eq, gt, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { users } from '../../accounts/index.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  type ChatGroupRow,
  chatGroups,
  type GroupMemberRow,
  groupApplications,
  groupDrawNotices,
  groupInvites,
  groupMembers,
} from './groups.schema.ts';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&');
// Spelled out: Drizzle writes the columns of a one-table select list without their table name.
const memberCountOf = sql<number>`(select count(*)::int from group_members gm where gm.group_id = chat_groups.id)`;

export const groupsRepository = {
  async insert(tx: DbOrTx, row: typeof chatGroups.$inferInsert): Promise<ChatGroupRow> {
    const [created] = await tx.insert(chatGroups).values(row).returning();
    return created!;
  },

  async findById(db: DbOrTx, id: number): Promise<ChatGroupRow | undefined> {
    const [row] = await db.select().from(chatGroups).where(eq(chatGroups.id, id)).limit(1);
    return row;
  },

  async lock(tx: DbOrTx, id: number): Promise<ChatGroupRow | undefined> {
    const [row] = await tx.select().from(chatGroups).where(eq(chatGroups.id, id)).for('update').limit(1);
    return row;
  },

  async findByJoinCode(db: DbOrTx, code: string): Promise<ChatGroupRow | undefined> {
    const [row] = await db
      .select()
      .from(chatGroups)
      .where(eq(chatGroups.joinCode, code.toUpperCase()))
      .limit(1);
    return row;
  },

  async update(db: DbOrTx, id: number, patch: Partial<typeof chatGroups.$inferInsert>) {
    const [row] = await db
      .update(chatGroups)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(chatGroups.id, id))
      .returning();
    return row;
  },

  async findByIds(db: DbOrTx, ids: number[]): Promise<ChatGroupRow[]> {
    if (ids.length === 0) return [];
    return db.select().from(chatGroups).where(inArray(chatGroups.id, ids));
  },

  async names(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: chatGroups.id, name: chatGroups.name })
      .from(chatGroups)
      .where(inArray(chatGroups.id, ids));
    return new Map(rows.map((r) => [r.id, r.name]));
  },

  async member(db: DbOrTx, groupId: number, userId: number): Promise<GroupMemberRow | undefined> {
    const [row] = await db
      .select()
      .from(groupMembers)
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
      .limit(1);
    return row;
  },

  /** A group and one user's membership of it (undefined member when not a member), in one query. */
  async findWithMember(db: DbOrTx, groupId: number, userId: number) {
    const [row] = await db
      .select({ group: chatGroups, member: groupMembers })
      .from(chatGroups)
      .leftJoin(groupMembers, and(eq(groupMembers.groupId, chatGroups.id), eq(groupMembers.userId, userId)))
      .where(eq(chatGroups.id, groupId))
      .limit(1);
    return row ? { group: row.group, member: row.member ?? undefined } : undefined;
  },

  async memberIds(db: DbOrTx, groupId: number): Promise<number[]> {
    const rows = await db
      .select({ id: groupMembers.userId })
      .from(groupMembers)
      .where(eq(groupMembers.groupId, groupId));
    return rows.map((r) => r.id);
  },

  async memberCount(db: DbOrTx, groupId: number): Promise<number> {
    const [row] = await db.select({ n: count() }).from(groupMembers).where(eq(groupMembers.groupId, groupId));
    return row?.n ?? 0;
  },

  async memberCounts(db: DbOrTx, ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: groupMembers.groupId, n: count() })
      .from(groupMembers)
      .where(inArray(groupMembers.groupId, ids))
      .groupBy(groupMembers.groupId);
    return new Map(rows.map((r) => [r.id, r.n]));
  },

  async addMember(tx: DbOrTx, groupId: number, userId: number, role: GroupMemberRow['role']) {
    await tx.insert(groupMembers).values({ groupId, userId, role }).onConflictDoNothing();
  },

  async removeMember(tx: DbOrTx, groupId: number, userId: number): Promise<boolean> {
    const rows = await tx
      .delete(groupMembers)
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
      .returning({ id: groupMembers.userId });
    return rows.length > 0;
  },

  async setRole(tx: DbOrTx, groupId: number, userId: number, role: GroupMemberRow['role']) {
    await tx
      .update(groupMembers)
      .set({ role })
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
  },

  /** Active groups the user belongs to, with their role and member count. */
  async listMine(db: DbOrTx, userId: number, keyword: string | undefined, limit: number, offset: number) {
    const conds: (SQL | undefined)[] = [eq(groupMembers.userId, userId), eq(chatGroups.status, 'active')];
    if (keyword) conds.push(ilike(chatGroups.name, `%${escapeLike(keyword)}%`));
    const where = and(...conds);
    const list = await db
      .select({ group: chatGroups, role: groupMembers.role, memberCount: memberCountOf })
      .from(groupMembers)
      .innerJoin(chatGroups, eq(chatGroups.id, groupMembers.groupId))
      .where(where)
      .orderBy(desc(groupMembers.joinedAt), desc(chatGroups.id))
      .limit(limit)
      .offset(offset);
    const [total] = await db
      .select({ n: count() })
      .from(groupMembers)
      .innerJoin(chatGroups, eq(chatGroups.id, groupMembers.groupId))
      .where(where);
    return { list, total: total?.n ?? 0 };
  },

  async searchPublic(db: DbOrTx, keyword: string | undefined, limit: number, offset: number) {
    const conds: (SQL | undefined)[] = [eq(chatGroups.isPublic, true), eq(chatGroups.status, 'active')];
    if (keyword) {
      const asId = idInText(keyword);
      const byName = ilike(chatGroups.name, `%${escapeLike(keyword)}%`);
      conds.push(asId === undefined ? byName : or(byName, eq(chatGroups.id, asId)));
    }
    const where = and(...conds);
    const list = await db
      .select({ group: chatGroups, memberCount: memberCountOf })
      .from(chatGroups)
      .where(where)
      .orderBy(desc(memberCountOf), asc(chatGroups.id))
      .limit(limit)
      .offset(offset);
    const [total] = await db.select({ n: count() }).from(chatGroups).where(where);
    return { list, total: total?.n ?? 0 };
  },

  async members(
    db: DbOrTx,
    groupId: number,
    role: string | undefined,
    keyword: string | undefined,
    limit: number,
    offset: number,
  ) {
    const conds: (SQL | undefined)[] = [eq(groupMembers.groupId, groupId)];
    if (role) conds.push(eq(groupMembers.role, role as GroupMemberRow['role']));
    if (keyword) {
      const kw = `%${escapeLike(keyword)}%`;
      conds.push(or(ilike(users.nickname, kw), ilike(users.username, kw)));
    }
    const where = and(...conds);
    const list = await db
      .select({
        member: groupMembers,
        user: { id: users.id, username: users.username, nickname: users.nickname, avatar: users.avatar },
      })
      .from(groupMembers)
      .innerJoin(users, eq(users.id, groupMembers.userId))
      .where(where)
      .orderBy(
        sql`case ${groupMembers.role} when 'owner' then 0 when 'admin' then 1 else 2 end`,
        asc(groupMembers.joinedAt),
      )
      .limit(limit)
      .offset(offset);
    const [total] = await db
      .select({ n: count() })
      .from(groupMembers)
      .innerJoin(users, eq(users.id, groupMembers.userId))
      .where(where);
    return { list, total: total?.n ?? 0 };
  },

  async insertInvites(tx: DbOrTx, rows: (typeof groupInvites.$inferInsert)[]) {
    if (rows.length === 0) return [];
    return tx.insert(groupInvites).values(rows).onConflictDoNothing().returning();
  },

  async lockInvite(tx: DbOrTx, id: number) {
    const [row] = await tx.select().from(groupInvites).where(eq(groupInvites.id, id)).for('update').limit(1);
    return row;
  },

  async respondInvite(
    tx: DbOrTx,
    id: number,
    status: 'accepted' | 'rejected' | 'expired',
    reason: string | null,
  ) {
    await tx
      .update(groupInvites)
      .set({ status, reason, respondedAt: new Date() })
      .where(eq(groupInvites.id, id));
  },

  /** My role in each of these groups (absent: not a member). */
  async rolesOf(
    db: DbOrTx,
    groupIds: number[],
    userId: number,
  ): Promise<Map<number, GroupMemberRow['role']>> {
    if (groupIds.length === 0) return new Map();
    const rows = await db
      .select({ id: groupMembers.groupId, role: groupMembers.role })
      .from(groupMembers)
      .where(and(inArray(groupMembers.groupId, groupIds), eq(groupMembers.userId, userId)));
    return new Map(rows.map((r) => [r.id, r.role]));
  },

  /** Owner and admins of a group: who handles its applications. */
  async managerIds(db: DbOrTx, groupId: number): Promise<number[]> {
    const rows = await db
      .select({ id: groupMembers.userId })
      .from(groupMembers)
      .where(and(eq(groupMembers.groupId, groupId), inArray(groupMembers.role, ['owner', 'admin'])));
    return rows.map((r) => r.id);
  },

  async pendingApplicationCount(db: DbOrTx, groupId: number): Promise<number> {
    return (await this.pendingApplicationCounts(db, [groupId])).get(groupId) ?? 0;
  },

  async pendingApplicationCounts(db: DbOrTx, groupIds: number[]): Promise<Map<number, number>> {
    if (groupIds.length === 0) return new Map();
    const rows = await db
      .select({ id: groupApplications.groupId, n: count() })
      .from(groupApplications)
      .where(and(inArray(groupApplications.groupId, groupIds), eq(groupApplications.status, 'pending')))
      .groupBy(groupApplications.groupId);
    return new Map(rows.map((r) => [r.id, r.n]));
  },

  /** Sets (or, with null, lifts) a member's mute. */
  async setMemberMute(
    db: DbOrTx,
    groupId: number,
    userId: number,
    mute: { until: Date; reason: string | null; by: number } | null,
  ) {
    const [row] = await db
      .update(groupMembers)
      .set({ mutedUntil: mute?.until ?? null, muteReason: mute?.reason ?? null, mutedBy: mute?.by ?? null })
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
      .returning();
    return row;
  },

  /** Members muted right now (a mute past its end is simply not one: no job clears them). */
  async mutedMembers(db: DbOrTx, groupId: number, at: Date, limit: number, offset: number) {
    const where = and(eq(groupMembers.groupId, groupId), gt(groupMembers.mutedUntil, at));
    const list = await db
      .select({
        member: groupMembers,
        user: { id: users.id, username: users.username, nickname: users.nickname, avatar: users.avatar },
      })
      .from(groupMembers)
      .innerJoin(users, eq(users.id, groupMembers.userId))
      .where(where)
      .orderBy(asc(groupMembers.mutedUntil), asc(groupMembers.userId))
      .limit(limit)
      .offset(offset);
    const [total] = await db.select({ n: count() }).from(groupMembers).where(where);
    return { list, total: total?.n ?? 0 };
  },

  /** Active groups that announce the draws of a game. */
  async followingGame(db: DbOrTx, gameId: number): Promise<ChatGroupRow[]> {
    return db
      .select()
      .from(chatGroups)
      .where(and(eq(chatGroups.status, 'active'), sql`${gameId} = any(${chatGroups.lotteryGameIds})`));
  },

  /** Claims the announcement of one draw in one group: true for the first caller only. */
  async claimDrawNotice(db: DbOrTx, groupId: number, gameId: number, issueNo: string): Promise<boolean> {
    const rows = await db
      .insert(groupDrawNotices)
      .values({ groupId, gameId, issueNo })
      .onConflictDoNothing()
      .returning({ groupId: groupDrawNotices.groupId });
    return rows.length > 0;
  },

  /** Live pending invites addressed to a user. */
  async pendingInvitesFor(db: DbOrTx, userId: number) {
    return db
      .select()
      .from(groupInvites)
      .where(
        and(
          eq(groupInvites.inviteeId, userId),
          eq(groupInvites.status, 'pending'),
          gt(groupInvites.expiresAt, new Date()),
        ),
      )
      .orderBy(desc(groupInvites.createdAt));
  },
};
