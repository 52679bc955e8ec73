import type { LoginOutcome } from '@cailiao/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { loginEvents } from './login-event.schema.ts';

/** The players' login history: written by the login path, read by the console. */
export const loginHistory = {
  /** One insert per login attempt of a known username. */
  async record(
    db: DbOrTx,
    e: { userId: number; ip: string; userAgent?: string; outcome: LoginOutcome },
  ): Promise<void> {
    await db.insert(loginEvents).values({ ...e, userAgent: e.userAgent?.slice(0, 300) });
  },

  async page(db: DbOrTx, userId: number, page: number, limit: number) {
    const where = eq(loginEvents.userId, userId);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(loginEvents)
        .where(where)
        .orderBy(desc(loginEvents.id))
        .limit(limit)
        .offset((page - 1) * limit),
      db.select({ n: count() }).from(loginEvents).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  async lastSuccess(db: DbOrTx, userId: number) {
    const [row] = await db
      .select()
      .from(loginEvents)
      .where(and(eq(loginEvents.userId, userId), eq(loginEvents.outcome, 'success')))
      .orderBy(desc(loginEvents.id))
      .limit(1);
    return row ?? null;
  },
};
