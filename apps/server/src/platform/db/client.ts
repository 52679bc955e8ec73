import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
/** The Drizzle database, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction handle; inside `db.transaction` use it and never the outer `db` (STACK.md). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or an open transaction: repositories accept both. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Connections of the pool (PostgreSQL; PGlite has one in-process connection). */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.join(import.meta.dirname, '../../../drizzle');

// Numeric bigint columns come back as strings from node-postgres unless told otherwise; fen
// amounts stay far below 2^53, so parse int8 as a JS number on both engines.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

/**
 * Applies the migrations of `migrationsFolder` that the database has not had yet: all of this
 * server's by default (tests pass a folder holding only the older ones, to fill a database as it
 * was before the newest migration).
 */
export async function migrateDatabase(
  database: Pick<Database, 'db' | 'engine'>,
  migrationsFolder = MIGRATIONS_DIR,
): Promise<void> {
  if (database.engine === 'pglite') await migratePglite(database.db as never, { migrationsFolder });
  else await migratePg(database.db as never, { migrationsFolder });
}

/** Advisory lock key held while migrating (any constant distinct from the scheduler's). */
const MIGRATION_LOCK_KEY = 7_202_611;

/** A query that has heard nothing from PostgreSQL for this long makes the pool ask whether it still answers. */
const STALL_MS = 3_000;
/** How long a fresh connection and `SELECT 1` may take before PostgreSQL counts as not answering. */
const PROBE_TIMEOUT_MS = 3_000;

/** True unless PostgreSQL at `url` fails to answer a new connection's `SELECT 1` in time (an error it sends counts as an answer). */
async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: PROBE_TIMEOUT_MS,
    query_timeout: PROBE_TIMEOUT_MS,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('SELECT 1');
    void client.end().catch(() => {});
    return true;
  } catch (err) {
    client.connection.stream.destroy();
    // An error the server sent (too many connections, shutting down…) is an answer; a timeout or a
    // socket error is not.
    return err instanceof pg.DatabaseError;
  }
}

/**
 * Bounds how long a query waits on a PostgreSQL that accepts connections but never answers (a
 * frozen host, a network that drops packets): a query that has heard nothing for `STALL_MS` makes
 * it probe the server on a fresh connection, and only when that probe gets no answer either are the
 * connections with queries pending dropped, so they fail with "Connection terminated" (answered
 * 503) within about 7 s, inside the API's 10 s request budget. A slow query on a server that does
 * answer (a settlement batch, a report, a migration, a lock wait) is never cut.
 */
function watchStalls(pool: pg.Pool, url: string): () => void {
  const pending = new Map<pg.Client, { inFlight: number; since: number }>();
  const begin = (client: pg.Client) => {
    const state = pending.get(client);
    if (state) state.inFlight++;
    else pending.set(client, { inFlight: 1, since: Date.now() });
  };
  const finish = (client: pg.Client) => {
    const state = pending.get(client);
    if (!state) return;
    // An answer is progress: the server is there, whatever the next queued query does.
    state.since = Date.now();
    if (--state.inFlight <= 0) pending.delete(client);
  };
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    const watched = (...args: unknown[]): unknown => {
      // Streams (cursors) pass through unwatched; the app's queries are callbacks or promises.
      if (typeof (args[0] as { submit?: unknown } | undefined)?.submit === 'function') return query(...args);
      begin(client);
      const last = args.length - 1;
      const callback = args[last];
      if (last > 0 && typeof callback === 'function') {
        args[last] = (err: unknown, res: unknown) => {
          finish(client);
          callback(err, res);
        };
        return query(...args);
      }
      const result = query(...args) as Promise<unknown> | undefined;
      if (!result || typeof result.then !== 'function') {
        finish(client);
        return result;
      }
      return result.then(
        (res) => {
          finish(client);
          return res;
        },
        (err) => {
          finish(client);
          throw err;
        },
      );
    };
    client.query = watched as typeof client.query;
    client.once('end', () => pending.delete(client));
  });
  let probing = false;
  const timer = setInterval(() => {
    const now = Date.now();
    if (probing || ![...pending.values()].some((s) => now - s.since > STALL_MS)) return;
    probing = true;
    void answers(url)
      .then((alive) => {
        if (alive) return;
        console.warn(`postgres: not answering; dropping ${pending.size} connection(s) with queries pending`);
        for (const client of pending.keys()) client.connection.stream.destroy();
        pending.clear();
      })
      .finally(() => {
        probing = false;
      });
  }, 1_000);
  timer.unref();
  return () => clearInterval(timer);
}

/** Opens PostgreSQL through a node-postgres pool and applies pending migrations. */
export async function openPostgres(
  url: string,
  poolSize = 20,
  migrationsFolder = MIGRATIONS_DIR,
): Promise<Database> {
  // A request never waits past 5 s for a connection: while PostgreSQL is away it fails fast
  // (answered 503) instead of hanging, and the pool reconnects by itself when it is back.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5_000 });
  // Nor past about 7 s on a connection PostgreSQL stopped answering (watchStalls).
  const unwatch = watchStalls(pool, url);
  // An idle client that PostgreSQL drops (restart, failover, DROP DATABASE … FORCE) emits
  // 'error' on the pool; unhandled, that would crash the process. The pool discards the client
  // and opens a new one on the next query, so logging is all that is needed.
  pool.on('error', (err) => console.warn(`postgres pool: idle client error: ${err.message}`));
  const open = openConnections(pool);
  const db = drizzlePg(pool, { casing: 'snake_case' }) as unknown as Db;
  // Processes started together (a deployment's replicas) migrate one at a time: the first applies
  // what is pending, the others wait on this lock and then find nothing left to do.
  const lock = await pool.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateDatabase({ db, engine: 'postgres' }, migrationsFolder);
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    lock.release();
  }
  return {
    db,
    engine: 'postgres',
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      unwatch();
      const closed = open.closed();
      await pool.end();
      await closed;
    },
  };
}

/** How long a closing pool waits for PostgreSQL to close a connection before cutting it. */
const CLOSE_WAIT_MS = 2_000;

/**
 * The pool's connections until each has closed. pg-pool's `end()` resolves once it has asked its
 * connections to end, not when their sockets have closed: a DROP DATABASE … WITH (FORCE) right
 * after it (a scratch database's close) terminated connections still closing, and each told the
 * pool an "idle client error". A server that never answers (frozen) never closes its side either:
 * after CLOSE_WAIT_MS the connection is cut, so a shutdown cannot hang on it.
 */
function openConnections(pool: pg.Pool) {
  const clients = new Set<pg.PoolClient>();
  pool.on('connect', (client) => {
    clients.add(client);
    client.once('end', () => clients.delete(client));
  });
  const ended = (client: pg.PoolClient) =>
    new Promise<void>((resolve) => {
      const cut = setTimeout(() => client.connection.stream.destroy(), CLOSE_WAIT_MS);
      client.once('end', () => {
        clearTimeout(cut);
        resolve();
      });
    });
  return {
    /** Resolves when every connection open now has closed, or been cut. */
    closed: () => Promise.all([...clients].map(ended)),
  };
}

/** Opens embedded PGlite (in `dataDir`, or in memory when undefined) and applies migrations. */
export async function openPglite(
  dataDir?: string,
  loadDataDir?: Blob,
  migrationsFolder = MIGRATIONS_DIR,
): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, {
    loadDataDir,
    parsers: { 20: (v: string) => Number.parseInt(v, 10) },
  });
  const db = drizzlePglite(client, { casing: 'snake_case' }) as unknown as Db;
  await migrateDatabase({ db, engine: 'pglite' }, migrationsFolder);
  return { db, engine: 'pglite', close: () => client.close() };
}
