import { and, count, desc, eq, gt, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { users } from '../../accounts/index.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { type FriendRequestRow, friendRequests } from './friends.schema.ts';

const fromUser = alias(users, 'from_user');
const toUser = alias(users, 'to_user');

export type FriendRequestView = FriendRequestRow & {
  from: { id: number; username: string; nickname: string; avatar: string | null };
  to: { id: number; username: string; nickname: string; avatar: string | null };
};

/** A stored pending request past its expiry reads as `expired`. */
const effectiveStatus = sql<string>`case when ${friendRequests.status} = 'pending' and ${friendRequests.expiresAt} <= now() then 'expired' else ${friendRequests.status} end`;

export const friendRequestsRepository = {
  async insert(tx: DbOrTx, row: typeof friendRequests.$inferInsert): Promise<FriendRequestRow> {
    const [created] = await tx.insert(friendRequests).values(row).returning();
    return created!;
  },

  async findById(db: DbOrTx, id: number): Promise<FriendRequestRow | undefined> {
    const [row] = await db.select().from(friendRequests).where(eq(friendRequests.id, id)).limit(1);
    return row;
  },

  /** Locks a request for the accept/reject transaction. */
  async lock(tx: DbOrTx, id: number): Promise<FriendRequestRow | undefined> {
    const [row] = await tx
      .select()
      .from(friendRequests)
      .where(eq(friendRequests.id, id))
      .for('update')
      .limit(1);
    return row;
  },

  /** The live pending request from one user to another, if any. */
  async findPending(db: DbOrTx, fromUserId: number, toUserId: number, now: Date) {
    const [row] = await db
      .select()
      .from(friendRequests)
      .where(
        and(
          eq(friendRequests.fromUserId, fromUserId),
          eq(friendRequests.toUserId, toUserId),
          eq(friendRequests.status, 'pending'),
          gt(friendRequests.expiresAt, now),
        ),
      )
      .limit(1);
    return row;
  },

  /** Marks pending requests between the two users that are past expiry as expired (frees the slot). */
  async expireBetween(tx: DbOrTx, a: number, b: number, now: Date) {
    await tx
      .update(friendRequests)
      .set({ status: 'expired' })
      .where(
        and(
          eq(friendRequests.status, 'pending'),
          lte(friendRequests.expiresAt, now),
          or(
            and(eq(friendRequests.fromUserId, a), eq(friendRequests.toUserId, b)),
            and(eq(friendRequests.fromUserId, b), eq(friendRequests.toUserId, a)),
          ),
        ),
      );
  },

  async respond(tx: DbOrTx, id: number, status: 'accepted' | 'rejected' | 'expired', reason: string | null) {
    await tx
      .update(friendRequests)
      .set({ status, reason, respondedAt: new Date() })
      .where(eq(friendRequests.id, id));
  },

  /** Resolves every pending request between two users (they became friends another way). */
  async acceptAllBetween(tx: DbOrTx, a: number, b: number) {
    await tx
      .update(friendRequests)
      .set({ status: 'accepted', respondedAt: new Date() })
      .where(
        and(
          eq(friendRequests.status, 'pending'),
          or(
            and(eq(friendRequests.fromUserId, a), eq(friendRequests.toUserId, b)),
            and(eq(friendRequests.fromUserId, b), eq(friendRequests.toUserId, a)),
          ),
        ),
      );
  },

  async page(
    db: DbOrTx,
    userId: number,
    type: 'received' | 'sent',
    status: string | undefined,
    limit: number,
    offset: number,
  ) {
    const conds: (SQL | undefined)[] = [
      type === 'received' ? eq(friendRequests.toUserId, userId) : eq(friendRequests.fromUserId, userId),
    ];
    if (status) conds.push(sql`${effectiveStatus} = ${status}`);
    const where = and(...conds);
    const rows = await db
      .select({
        request: friendRequests,
        status: effectiveStatus,
        from: {
          id: fromUser.id,
          username: fromUser.username,
          nickname: fromUser.nickname,
          avatar: fromUser.avatar,
        },
        to: { id: toUser.id, username: toUser.username, nickname: toUser.nickname, avatar: toUser.avatar },
      })
      .from(friendRequests)
      .innerJoin(fromUser, eq(fromUser.id, friendRequests.fromUserId))
      .innerJoin(toUser, eq(toUser.id, friendRequests.toUserId))
      .where(where)
      .orderBy(desc(friendRequests.createdAt), desc(friendRequests.id))
      .limit(limit)
      .offset(offset);
    const [total] = await db.select({ n: count() }).from(friendRequests).where(where);
    const list: FriendRequestView[] = rows.map((r) => ({
      ...r.request,
      status: r.status as FriendRequestRow['status'],
      from: r.from,
      to: r.to,
    }));
    return { list, total: total?.n ?? 0 };
  },

  /** Pending (live) requests between `me` and each of `others`: 'sent' or 'received'. */
  async pendingWith(
    db: DbOrTx,
    me: number,
    others: number[],
    now: Date,
  ): Promise<Map<number, 'sent' | 'received'>> {
    const out = new Map<number, 'sent' | 'received'>();
    if (others.length === 0) return out;
    const rows = await db
      .select({ fromUserId: friendRequests.fromUserId, toUserId: friendRequests.toUserId })
      .from(friendRequests)
      .where(
        and(
          eq(friendRequests.status, 'pending'),
          gt(friendRequests.expiresAt, now),
          or(
            and(eq(friendRequests.fromUserId, me), inArray(friendRequests.toUserId, others)),
            and(eq(friendRequests.toUserId, me), inArray(friendRequests.fromUserId, others)),
          ),
        ),
      );
    for (const r of rows) {
      if (r.fromUserId === me) out.set(r.toUserId, 'sent');
      else out.set(r.fromUserId, 'received');
    }
    return out;
  },
};
