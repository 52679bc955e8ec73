import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../../platform/db/client.ts';

/** Key of the PostgreSQL advisory lock that elects the one process running the draw scheduler. */
export const SCHEDULER_LOCK_KEY = 4_242_001;

/** Leadership of the scheduler: at most one process holds it at a time. */
export interface LeaderLock {
  /** Tries to become leader without waiting; true when held (already or now). */
  tryAcquire(): Promise<boolean>;
  /** False once the lock is known to be lost (its connection died). */
  held(): boolean;
  release(): Promise<void>;
}

/**
 * A session-level advisory lock (pg_try_advisory_lock). On PostgreSQL it lives on one dedicated
 * connection taken from the pool and kept for as long as this process leads: if the process dies
 * or the connection drops, PostgreSQL frees the lock and a standby acquires it on its next try.
 * PGlite has a single session (one process per data folder), where the same SQL always succeeds.
 */
export function createAdvisoryLock(database: Database, key = SCHEDULER_LOCK_KEY): LeaderLock {
  let client: pg.PoolClient | undefined;
  let isHeld = false;

  if (database.engine === 'pglite') {
    return {
      async tryAcquire() {
        if (isHeld) return true;
        const res = (await database.db.execute(
          sql`SELECT pg_try_advisory_lock(${key}) AS ok`,
        )) as unknown as { rows: { ok: boolean }[] };
        isHeld = res.rows[0]?.ok === true;
        return isHeld;
      },
      held: () => isHeld,
      async release() {
        if (!isHeld) return;
        isHeld = false;
        await database.db.execute(sql`SELECT pg_advisory_unlock(${key})`).catch(() => {});
      },
    };
  }

  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const lost = () => {
    isHeld = false;
    const c = client;
    client = undefined;
    c?.release(true);
  };
  return {
    async tryAcquire() {
      if (isHeld && client) return true;
      const c = await pool.connect();
      try {
        const res = await c.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [key]);
        if (res.rows[0]?.ok !== true) {
          c.release();
          return false;
        }
      } catch (err) {
        c.release(true);
        throw err;
      }
      client = c;
      isHeld = true;
      c.on('error', lost);
      c.on('end', lost);
      return true;
    },
    held: () => isHeld,
    async release() {
      const c = client;
      if (!c) return;
      client = undefined;
      isHeld = false;
      c.removeListener('error', lost);
      c.removeListener('end', lost);
      try {
        await c.query('SELECT pg_advisory_unlock($1)', [key]);
        c.release();
      } catch {
        c.release(true);
      }
    },
  };
}
