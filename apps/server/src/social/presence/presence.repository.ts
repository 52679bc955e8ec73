import { and, count, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { presenceConnections, userPresence } from './presence.schema.ts';

export type PresenceStatusValue = 'online' | 'busy' | 'away' | 'offline';

export const presenceRepository = {
  /**
   * Creates or locks the presence rows of users, in ascending id order (so two processes never
   * deadlock): connect and disconnect of one user are serialised by this lock.
   */
  async lockUsers(
    tx: DbOrTx,
    userIds: number[],
  ): Promise<Map<number, { status: PresenceStatusValue; lastSeenAt: Date }>> {
    const ids = [...new Set(userIds)].sort((a, b) => a - b);
    if (ids.length === 0) return new Map();
    const now = new Date();
    const rows = await tx
      .insert(userPresence)
      .values(ids.map((userId) => ({ userId, lastSeenAt: now })))
      .onConflictDoUpdate({ target: userPresence.userId, set: { lastSeenAt: now, updatedAt: now } })
      .returning({
        userId: userPresence.userId,
        status: userPresence.status,
        lastSeenAt: userPresence.lastSeenAt,
      });
    return new Map(rows.map((r) => [r.userId, { status: r.status, lastSeenAt: r.lastSeenAt }]));
  },

  /** Live socket rows per user (users with none are absent). */
  async liveCounts(db: DbOrTx, userIds: number[]): Promise<Map<number, number>> {
    if (userIds.length === 0) return new Map();
    const rows = await db
      .select({ userId: presenceConnections.userId, n: count() })
      .from(presenceConnections)
      .where(
        and(
          inArray(presenceConnections.userId, [...new Set(userIds)]),
          gt(presenceConnections.expiresAt, sql`now()`),
        ),
      )
      .groupBy(presenceConnections.userId);
    return new Map(rows.map((r) => [r.userId, r.n]));
  },

  async insertConnections(
    tx: DbOrTx,
    rows: { id: string; userId: number; instanceId: string; expiresAt: Date }[],
  ) {
    if (rows.length === 0) return;
    await tx.insert(presenceConnections).values(rows).onConflictDoNothing();
  },

  /** Deletes socket rows; answers the ones that existed. */
  async deleteConnections(tx: DbOrTx, ids: string[]): Promise<{ id: string; userId: number }[]> {
    if (ids.length === 0) return [];
    return tx
      .delete(presenceConnections)
      .where(inArray(presenceConnections.id, ids))
      .returning({ id: presenceConnections.id, userId: presenceConnections.userId });
  },

  /** Chosen status, last seen and liveness (a socket row not expired) of each user, in one query. */
  async lookup(db: DbOrTx, ids: number[]) {
    const out = new Map<number, { status: PresenceStatusValue; lastSeenAt: Date; live: boolean }>();
    if (ids.length === 0) return out;
    const rows = await db
      .select({
        userId: userPresence.userId,
        status: userPresence.status,
        lastSeenAt: userPresence.lastSeenAt,
        // Spelled out: Drizzle writes the columns of a one-table select list without their table name.
        live: sql<boolean>`exists(select 1 from presence_connections pc where pc.user_id = user_presence.user_id and pc.expires_at > now())`,
      })
      .from(userPresence)
      .where(inArray(userPresence.userId, ids));
    for (const r of rows) out.set(r.userId, { status: r.status, lastSeenAt: r.lastSeenAt, live: !!r.live });
    return out;
  },

  async setStatus(tx: DbOrTx, userId: number, status: PresenceStatusValue) {
    await tx
      .insert(userPresence)
      .values({ userId, status })
      .onConflictDoUpdate({ target: userPresence.userId, set: { status, updatedAt: new Date() } });
  },

  /** Extends the expiry of every connection of one process (its periodic refresh). */
  async refreshInstance(db: DbOrTx, instanceId: string, expiresAt: Date) {
    await db
      .update(presenceConnections)
      .set({ expiresAt })
      .where(eq(presenceConnections.instanceId, instanceId));
  },

  /** HTTP heartbeat: extends a user's connections and records them as seen. */
  async touchUser(db: DbOrTx, userId: number, expiresAt: Date) {
    await db
      .update(presenceConnections)
      .set({ expiresAt })
      .where(and(eq(presenceConnections.userId, userId), gt(presenceConnections.expiresAt, new Date())));
    await db
      .insert(userPresence)
      .values({ userId })
      .onConflictDoUpdate({ target: userPresence.userId, set: { lastSeenAt: new Date() } });
  },

  /** Deletes every connection of one process; answers the users they belonged to. */
  async deleteInstance(db: DbOrTx, instanceId: string): Promise<number[]> {
    const rows = await db
      .delete(presenceConnections)
      .where(eq(presenceConnections.instanceId, instanceId))
      .returning({ userId: presenceConnections.userId });
    return [...new Set(rows.map((r) => r.userId))];
  },

  /** Deletes expired connections (of any process); answers the users they belonged to. */
  async sweepExpired(db: DbOrTx, now: Date): Promise<number[]> {
    const rows = await db
      .delete(presenceConnections)
      .where(lte(presenceConnections.expiresAt, now))
      .returning({ userId: presenceConnections.userId });
    return [...new Set(rows.map((r) => r.userId))];
  },
};
