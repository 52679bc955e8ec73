import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openPostgres } from './client.ts';

/** One statement on the server of `url` over a connection of its own (CREATE or DROP DATABASE). */
export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, migrated database on the PostgreSQL server of `url` (tests and benchmarks); closing
 * it drops the database. `prefix` names it, so a leftover one tells which suite made it.
 */
export async function openScratchPostgres(
  url: string,
  prefix: string,
  poolSize: number,
  migrationsFolder?: string,
): Promise<Database & { url: string }> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE ${name}`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = await openPostgres(dbUrl.toString(), poolSize, migrationsFolder);
  return {
    ...database,
    url: dbUrl.toString(),
    async close() {
      await database.close();
      await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
