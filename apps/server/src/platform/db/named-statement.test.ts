import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app.ts';
import type { Database } from './client.ts';
import { executeNamed } from './named-statement.ts';

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
});
