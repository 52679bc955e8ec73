import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import { users } from '../../accounts/index.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  type ActivityApplicationRow,
  activities,
  activityApplications,
  dailyBonusClaims,
  signIns,
} from './activity.schema.ts';

export type ActivityFilter = 'current' | 'ended' | 'all';

function windowFilter(f: ActivityFilter, at: Date): SQL | undefined {
  if (f === 'current') return or(isNull(activities.endsAt), gt(activities.endsAt, at));
  if (f === 'ended') return lte(activities.endsAt, at);
  return undefined;
}

export const activityRepository = {
  async insertActivity(db: DbOrTx, row: typeof activities.$inferInsert) {
    const [created] = await db.insert(activities).values(row).returning();
    return created!;
  },

  /** Every activity, enabled or not, for the console. */
  async adminActivities(db: DbOrTx, page: number, limit: number) {
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(activities)
        .orderBy(desc(activities.sort), desc(activities.startsAt), desc(activities.id))
        .limit(limit)
        .offset((page - 1) * limit),
      db.select({ n: count() }).from(activities),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  async updateActivity(db: DbOrTx, id: number, set: Partial<typeof activities.$inferInsert>) {
    const [row] = await db.update(activities).set(set).where(eq(activities.id, id)).returning();
    return row;
  },

  async listActivities(db: DbOrTx, f: ActivityFilter, at: Date, page: number, limit: number) {
    const where = and(eq(activities.enabled, true), windowFilter(f, at));
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(activities)
        .where(where)
        .orderBy(desc(activities.sort), desc(activities.startsAt), desc(activities.id))
        .limit(limit)
        .offset((page - 1) * limit),
      db.select({ n: count() }).from(activities).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  async findActivity(db: DbOrTx, id: number) {
    const [row] = await db
      .select()
      .from(activities)
      .where(and(eq(activities.id, id), eq(activities.enabled, true)));
    return row;
  },

  async applicationsOf(db: DbOrTx, userId: number, activityIds: number[]): Promise<ActivityApplicationRow[]> {
    if (activityIds.length === 0) return [];
    return db
      .select()
      .from(activityApplications)
      .where(
        and(eq(activityApplications.userId, userId), inArray(activityApplications.activityId, activityIds)),
      );
  },

  /** Inserts an application unless the player has one for the activity; answers the new row. */
  async insertApplication(db: DbOrTx, row: typeof activityApplications.$inferInsert) {
    const [created] = await db
      .insert(activityApplications)
      .values(row)
      .onConflictDoNothing({ target: [activityApplications.activityId, activityApplications.userId] })
      .returning();
    return created;
  },

  async findApplication(db: DbOrTx, id: number) {
    const [row] = await db.select().from(activityApplications).where(eq(activityApplications.id, id));
    return row;
  },

  /** pending → `to`, only from pending: of concurrent decisions one wins. */
  async decide(
    db: DbOrTx,
    id: number,
    to: 'approved' | 'rejected',
    set: { reviewedBy: number; reason: string | null; reviewedAt: Date },
  ) {
    const [row] = await db
      .update(activityApplications)
      .set({ status: to, ...set })
      .where(and(eq(activityApplications.id, id), eq(activityApplications.status, 'pending')))
      .returning();
    return row;
  },

  async listApplications(
    db: DbOrTx,
    f: { status?: ActivityApplicationRow['status']; activityId?: number },
    page: number,
    limit: number,
  ) {
    const where = and(
      f.status ? eq(activityApplications.status, f.status) : undefined,
      f.activityId ? eq(activityApplications.activityId, f.activityId) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select({ application: activityApplications, username: users.username, title: activities.title })
        .from(activityApplications)
        .innerJoin(activities, eq(activities.id, activityApplications.activityId))
        .leftJoin(users, eq(users.id, activityApplications.userId))
        .where(where)
        .orderBy(desc(activityApplications.id))
        .limit(limit)
        .offset((page - 1) * limit),
      db.select({ n: count() }).from(activityApplications).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  // ---- sign-in

  async lastSignIn(db: DbOrTx, userId: number) {
    const [row] = await db
      .select()
      .from(signIns)
      .where(eq(signIns.userId, userId))
      .orderBy(desc(signIns.day))
      .limit(1);
    return row;
  },

  /** Inserts the day's sign-in unless it exists; answers whether this call inserted it. */
  async insertSignIn(db: DbOrTx, row: typeof signIns.$inferInsert): Promise<boolean> {
    const rows = await db
      .insert(signIns)
      .values(row)
      .onConflictDoNothing({ target: [signIns.userId, signIns.day] })
      .returning({ day: signIns.day });
    return rows.length > 0;
  },

  async signInsBetween(db: DbOrTx, userId: number, from: string, to: string) {
    return db
      .select()
      .from(signIns)
      .where(and(eq(signIns.userId, userId), gte(signIns.day, from), lte(signIns.day, to)))
      .orderBy(asc(signIns.day));
  },

  // ---- daily bonus

  async findBonusClaim(db: DbOrTx, userId: number, day: string) {
    const [row] = await db
      .select()
      .from(dailyBonusClaims)
      .where(and(eq(dailyBonusClaims.userId, userId), eq(dailyBonusClaims.day, day)));
    return row;
  },

  async insertBonusClaim(db: DbOrTx, row: typeof dailyBonusClaims.$inferInsert): Promise<boolean> {
    const rows = await db
      .insert(dailyBonusClaims)
      .values(row)
      .onConflictDoNothing({ target: [dailyBonusClaims.userId, dailyBonusClaims.day] })
      .returning({ day: dailyBonusClaims.day });
    return rows.length > 0;
  },
};
