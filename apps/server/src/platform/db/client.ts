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

/** Opens PostgreSQL through a node-postgres pool and applies pending migrations. */
export async function openPostgres(
  url: string,
  poolSize = 20,
  migrationsFolder = MIGRATIONS_DIR,
): Promise<Database> {
  // A request never waits past 5 s for a connection: while PostgreSQL is away it fails fast
  // (answered 503) instead of hanging, and the pool reconnects by itself when it is back.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5_000 });
  // An idle client that PostgreSQL drops (restart, failover, DROP DATABASE … FORCE) emits
  // 'error' on the pool; unhandled, that would crash the process. The pool discards the client
  // and opens a new one on the next query, so logging is all that is needed.
  pool.on('error', (err) => console.warn(`postgres pool: idle client error: ${err.message}`));
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
    close: () => pool.end(),
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
