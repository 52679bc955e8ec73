import { and, asc, count, eq, ilike, inArray, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { users } from '../../accounts/index.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { friendGroups, friendships, userBlocks } from './friends.schema.ts';

/** Escapes LIKE wildcards so a keyword matches literally. */
export const likeEscape = (s: string) => s.replace(/[\\%_]/g, '\\$&');

export interface FriendFilter {
  keyword?: string;
  /** 0 = ungrouped. */
  groupId?: number;
  blocked?: boolean;
}

const friendColumns = {
  friendId: friendships.friendId,
  remark: friendships.remark,
  groupId: friendships.groupId,
  groupName: friendGroups.name,
  createdAt: friendships.createdAt,
  username: users.username,
  nickname: users.nickname,
  avatar: users.avatar,
  blockedAt: userBlocks.createdAt,
};
export type FriendListRow = {
  friendId: number;
  remark: string | null;
  groupId: number | null;
  groupName: string | null;
  createdAt: Date;
  username: string;
  nickname: string;
  avatar: string | null;
  blockedAt: Date | null;
};

function friendQuery(db: DbOrTx, userId: number) {
  return db
    .select(friendColumns)
    .from(friendships)
    .innerJoin(users, eq(users.id, friendships.friendId))
    .leftJoin(friendGroups, eq(friendGroups.id, friendships.groupId))
    .leftJoin(
      userBlocks,
      and(eq(userBlocks.userId, friendships.userId), eq(userBlocks.blockedId, friendships.friendId)),
    )
    .$dynamic()
    .where(eq(friendships.userId, userId));
}

function filterOf(userId: number, f: FriendFilter): SQL | undefined {
  const conds: (SQL | undefined)[] = [eq(friendships.userId, userId)];
  if (f.keyword) {
    const kw = `%${likeEscape(f.keyword)}%`;
    conds.push(or(ilike(users.nickname, kw), ilike(users.username, kw), ilike(friendships.remark, kw)));
  }
  if (f.groupId !== undefined)
    conds.push(f.groupId === 0 ? isNull(friendships.groupId) : eq(friendships.groupId, f.groupId));
  if (f.blocked !== undefined)
    conds.push(f.blocked ? isNotNull(userBlocks.userId) : isNull(userBlocks.userId));
  return and(...conds);
}

export const friendsRepository = {
  /**
   * The friendship and block state between two users as seen from `a`, in one query; `exists`
   * is false when `b` is not an active user.
   */
  async relation(db: DbOrTx, a: number, b: number) {
    const [row] = await db
      .select({
        status: users.status,
        isFriend: sql<boolean>`exists(select 1 from ${friendships} where ${friendships.userId} = ${a} and ${friendships.friendId} = ${b})`,
        iBlocked: sql<boolean>`exists(select 1 from ${userBlocks} where ${userBlocks.userId} = ${a} and ${userBlocks.blockedId} = ${b})`,
        blockedMe: sql<boolean>`exists(select 1 from ${userBlocks} where ${userBlocks.userId} = ${b} and ${userBlocks.blockedId} = ${a})`,
      })
      .from(users)
      .where(eq(users.id, b))
      .limit(1);
    return {
      exists: row?.status === 'active',
      isFriend: !!row?.isFriend,
      iBlocked: !!row?.iBlocked,
      blockedMe: !!row?.blockedMe,
    };
  },

  async friendIds(db: DbOrTx, userId: number): Promise<number[]> {
    const rows = await db
      .select({ id: friendships.friendId })
      .from(friendships)
      .where(eq(friendships.userId, userId));
    return rows.map((r) => r.id);
  },

  /** Friends of `userId` that `userId` has not blocked (who may see their presence). */
  async unblockedFriendIds(db: DbOrTx, userId: number): Promise<number[]> {
    const rows = await db
      .select({ id: friendships.friendId })
      .from(friendships)
      .where(
        and(
          eq(friendships.userId, userId),
          sql`not exists (select 1 from ${userBlocks} where ${userBlocks.userId} = ${userId} and ${userBlocks.blockedId} = ${friendships.friendId})`,
        ),
      );
    return rows.map((r) => r.id);
  },

  /** For each user, the friends that user has not blocked. */
  async unblockedFriendsOf(db: DbOrTx, userIds: number[]): Promise<Map<number, number[]>> {
    const out = new Map<number, number[]>(userIds.map((id) => [id, []]));
    if (userIds.length === 0) return out;
    const rows = await db
      .select({ userId: friendships.userId, friendId: friendships.friendId })
      .from(friendships)
      .where(
        and(
          inArray(friendships.userId, [...new Set(userIds)]),
          sql`not exists (select 1 from ${userBlocks} where ${userBlocks.userId} = ${friendships.userId} and ${userBlocks.blockedId} = ${friendships.friendId})`,
        ),
      );
    for (const r of rows) out.get(r.userId)?.push(r.friendId);
    return out;
  },

  async insertPair(
    tx: DbOrTx,
    a: { userId: number; remark?: string | null; groupId?: number | null },
    b: { userId: number; remark?: string | null; groupId?: number | null },
  ) {
    await tx
      .insert(friendships)
      .values([
        { userId: a.userId, friendId: b.userId, remark: a.remark || null, groupId: a.groupId ?? null },
        { userId: b.userId, friendId: a.userId, remark: b.remark || null, groupId: b.groupId ?? null },
      ])
      .onConflictDoNothing();
  },

  async deletePair(tx: DbOrTx, a: number, b: number): Promise<boolean> {
    const rows = await tx
      .delete(friendships)
      .where(
        or(
          and(eq(friendships.userId, a), eq(friendships.friendId, b)),
          and(eq(friendships.userId, b), eq(friendships.friendId, a)),
        ),
      )
      .returning({ userId: friendships.userId });
    return rows.length > 0;
  },

  async find(db: DbOrTx, userId: number, friendId: number): Promise<FriendListRow | undefined> {
    const [row] = await friendQuery(db, userId)
      .where(and(eq(friendships.userId, userId), eq(friendships.friendId, friendId)))
      .limit(1);
    return row;
  },

  async page(db: DbOrTx, userId: number, f: FriendFilter, limit: number, offset: number) {
    const where = filterOf(userId, f);
    const order = [
      asc(sql`lower(coalesce(${friendships.remark}, ${users.nickname}))`),
      asc(friendships.friendId),
    ];
    const list = await friendQuery(db, userId)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    const [total] = await db
      .select({ n: count() })
      .from(friendships)
      .innerJoin(users, eq(users.id, friendships.friendId))
      .leftJoin(
        userBlocks,
        and(eq(userBlocks.userId, friendships.userId), eq(userBlocks.blockedId, friendships.friendId)),
      )
      .where(where);
    return { list, total: total?.n ?? 0 };
  },

  /** Every friend matching the filter (presence filters page in memory; friend lists are small). */
  async all(db: DbOrTx, userId: number, f: FriendFilter) {
    return friendQuery(db, userId)
      .where(filterOf(userId, f))
      .orderBy(
        asc(sql`lower(coalesce(${friendships.remark}, ${users.nickname}))`),
        asc(friendships.friendId),
      );
  },

  async update(
    db: DbOrTx,
    userId: number,
    friendId: number,
    patch: { remark?: string | null; groupId?: number | null },
  ) {
    const rows = await db
      .update(friendships)
      .set(patch)
      .where(and(eq(friendships.userId, userId), eq(friendships.friendId, friendId)))
      .returning({ friendId: friendships.friendId });
    return rows.length > 0;
  },

  async block(db: DbOrTx, userId: number, blockedId: number) {
    await db.insert(userBlocks).values({ userId, blockedId }).onConflictDoNothing();
  },

  async unblock(db: DbOrTx, userId: number, blockedId: number): Promise<boolean> {
    const rows = await db
      .delete(userBlocks)
      .where(and(eq(userBlocks.userId, userId), eq(userBlocks.blockedId, blockedId)))
      .returning({ id: userBlocks.blockedId });
    return rows.length > 0;
  },

  /** Users matching a keyword: exact username first, then username prefix, then nickname. */
  async searchUsers(db: DbOrTx, me: number, keyword: string, limit: number, offset: number) {
    const kw = likeEscape(keyword);
    const where = and(
      ne(users.id, me),
      eq(users.status, 'active'),
      or(ilike(users.username, `${kw}%`), ilike(users.nickname, `%${kw}%`)),
    );
    const list = await db
      .select({ id: users.id, username: users.username, nickname: users.nickname, avatar: users.avatar })
      .from(users)
      .where(where)
      .orderBy(
        sql`case when lower(${users.username}) = lower(${keyword}) then 0 when ${users.username} ilike ${`${kw}%`} then 1 else 2 end`,
        asc(users.id),
      )
      .limit(limit)
      .offset(offset);
    const [total] = await db.select({ n: count() }).from(users).where(where);
    return { list, total: total?.n ?? 0 };
  },

  async friendSet(db: DbOrTx, me: number, ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await db
      .select({ id: friendships.friendId })
      .from(friendships)
      .where(and(eq(friendships.userId, me), inArray(friendships.friendId, ids)));
    return new Set(rows.map((r) => r.id));
  },

  /** My remarks for the given users (friends only). */
  async remarks(db: DbOrTx, me: number, ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: friendships.friendId, remark: friendships.remark })
      .from(friendships)
      .where(
        and(eq(friendships.userId, me), inArray(friendships.friendId, ids), isNotNull(friendships.remark)),
      );
    return new Map(rows.map((r) => [r.id, r.remark!]));
  },

  async blockedList(db: DbOrTx, userId: number) {
    return db
      .select({
        id: users.id,
        username: users.username,
        nickname: users.nickname,
        avatar: users.avatar,
        blockedAt: userBlocks.createdAt,
      })
      .from(userBlocks)
      .innerJoin(users, eq(users.id, userBlocks.blockedId))
      .where(eq(userBlocks.userId, userId))
      .orderBy(asc(userBlocks.createdAt));
  },
};
