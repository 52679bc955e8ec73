import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app.ts';
import { type Database, openPglite } from './client.ts';
import { isUniqueViolation } from './db-errors.ts';
import { executeNamed } from './named-statement.ts';

type Rows<T> = { rows: T[] };

describe('executeNamed', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('answers as db.execute does, for each text under one prefix and with new values each call', async () => {
    const { db } = database;
    for (const n of [1, 2, 3]) {
      const a = await executeNamed<{ v: number }>(db, 'test_named', sql`SELECT ${n}::int + 1 AS v`);
      const b = await executeNamed<{ v: string }>(db, 'test_named', sql`SELECT ${`x${n}`}::text AS v`);
      expect(a.rows).toEqual([{ v: n + 1 }]);
      expect(b.rows).toEqual([{ v: `x${n}` }]);
    }
  });

  it.runIf(process.env.TEST_DB_ENGINE === 'postgres')(
    'prepares the statement on the PostgreSQL connection under a name, one per text',
    async () => {
      const prepared = await database.db.transaction(async (tx) => {
        await executeNamed(tx, 'test_prepared', sql`SELECT ${1}::int AS one`);
        await executeNamed(tx, 'test_prepared', sql`SELECT ${1}::int AS one`);
        await executeNamed(tx, 'test_prepared', sql`SELECT ${2}::int AS two`);
        const res = (await tx.execute(
          sql`SELECT name, statement FROM pg_prepared_statements WHERE name LIKE 'test_prepared%' ORDER BY statement`,
        )) as unknown as { rows: { name: string; statement: string }[] };
        return res.rows;
      });
      expect(prepared.map((r) => r.statement)).toEqual(['SELECT $1::int AS one', 'SELECT $1::int AS two']);
      expect(new Set(prepared.map((r) => r.name)).size).toBe(2);
    },
  );

  it('answers each type as db.execute does: bigint, timestamptz, jsonb, arrays, booleans, nulls', async () => {
    const { db } = database;
    const at = new Date('2026-12-02T08:00:00.000Z');
    const query = () => sql`
      SELECT ${9_007_199_254_740_000}::bigint AS big, ${at.toISOString()}::timestamptz AS at,
             ${JSON.stringify({ a: [1, '二'] })}::jsonb AS doc, ${'{甲,乙}'}::text[] AS tags,
             ${true}::boolean AS yes, ${null}::int AS nothing, ${'1.50'}::numeric AS amount`;
    for (let i = 0; i < 2; i++) {
      const named = await executeNamed(db, 'test_types', query());
      const plain = (await db.execute(query())) as unknown as Rows<unknown>;
      expect(named.rows).toEqual(plain.rows);
    }
  });

  it.runIf(process.env.TEST_DB_ENGINE !== 'postgres')(
    'parses a text once on PGlite under a name, one per text, outside transactions',
    async () => {
      const { db } = database;
      await executeNamed(db, 'test_once', sql`SELECT ${1}::int AS once_a`);
      await executeNamed(db, 'test_once', sql`SELECT ${2}::int AS once_a`);
      await executeNamed(db, 'test_once', sql`SELECT ${3}::int AS once_b`);
      const res = (await db.execute(
        sql`SELECT name, statement FROM pg_prepared_statements WHERE statement LIKE 'SELECT $1::int AS once_%' ORDER BY statement`,
      )) as unknown as Rows<{ name: string; statement: string }>;
      expect(res.rows.map((r) => r.statement)).toEqual([
        'SELECT $1::int AS once_a',
        'SELECT $1::int AS once_b',
      ]);
      expect(new Set(res.rows.map((r) => r.name)).size).toBe(2);
    },
  );

  it('throws a unique violation as Drizzle does, and the next statement runs', async () => {
    const { db } = database;
    await db.execute(sql`CREATE TABLE IF NOT EXISTS named_unique (k text PRIMARY KEY)`);
    const insert = (k: string) =>
      executeNamed(db, 'test_unique', sql`INSERT INTO named_unique (k) VALUES (${k}) RETURNING k`);
    await expect(insert('a')).resolves.toEqual(expect.objectContaining({ rows: [{ k: 'a' }] }));
    const failed = await insert('a').catch((err: unknown) => err);
    expect(isUniqueViolation(failed)).toBe(true);
    await expect(insert('b')).resolves.toEqual(expect.objectContaining({ rows: [{ k: 'b' }] }));
  });

  it('never runs inside another caller’s transaction: a rolled-back transaction leaves it written', async () => {
    const { db } = database;
    await db.execute(sql`CREATE TABLE IF NOT EXISTS named_isolated (k text PRIMARY KEY)`);
    let inside!: () => void;
    const started = new Promise<void>((r) => {
      inside = r;
    });
    const rolledBack = db
      .transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO named_isolated (k) VALUES ('tx')`);
        inside();
        await new Promise((r) => setTimeout(r, 50));
        tx.rollback();
      })
      .catch(() => undefined);
    await started;
    const outside = executeNamed(
      db,
      'test_isolated',
      sql`INSERT INTO named_isolated (k) VALUES (${'outside'}) RETURNING k`,
    );
    await Promise.all([rolledBack, outside]);
    const res = (await db.execute(sql`SELECT k FROM named_isolated ORDER BY k`)) as unknown as Rows<{
      k: string;
    }>;
    expect(res.rows).toEqual([{ k: 'outside' }]);
  });

  it('runs inside a transaction, where it sees the transaction’s writes', async () => {
    const { db } = database;
    await db.execute(sql`CREATE TABLE IF NOT EXISTS named_in_tx (k text PRIMARY KEY)`);
    const seen = await db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO named_in_tx (k) VALUES ('mine')`);
      return executeNamed<{ n: number }>(
        tx,
        'test_in_tx',
        sql`SELECT count(*)::int AS n FROM named_in_tx WHERE k = ${'mine'}`,
      );
    });
    expect(seen.rows).toEqual([{ n: 1 }]);
  });

  it.runIf(process.env.TEST_DB_ENGINE !== 'postgres')(
    'keeps what it wrote in a PGlite data directory, as `npm start` runs it',
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'cailiao-named-'));
      try {
        const first = await openPglite(dir);
        await first.db.execute(sql`CREATE TABLE kept (k text PRIMARY KEY)`);
        await executeNamed(first.db, 'test_kept', sql`INSERT INTO kept (k) VALUES (${'持久'})`);
        await first.close();
        await expect(executeNamed(first.db, 'test_kept', sql`SELECT 1`)).rejects.toThrow('PGlite is closed');
        const again = await openPglite(dir);
        const res = (await again.db.execute(sql`SELECT k FROM kept`)) as unknown as Rows<{ k: string }>;
        await again.close();
        expect(res.rows).toEqual([{ k: '持久' }]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
