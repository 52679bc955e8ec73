import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app.ts';
import type { Database } from './client.ts';
import { executeBuilt } from './named-statement.ts';
import { namedTemplate, sqlTemplate } from './sql-template.ts';

interface In {
  id: number;
  name: string | null;
  at: Date;
  ms: number;
  list: number[];
}
const slots = (v: In) => ({ id: v.id, name: v.name, at: v.at, ms: v.ms, list: v.list.map((x) => x * 1) });
const a: In = { id: 901, name: 'a', at: new Date(1_600_000_000_000), ms: 1_500_000_000_000, list: [1] };
const b: In = { id: 902, name: 'b', at: new Date(1_600_000_001_000), ms: 1_500_000_001_000, list: [2] };
const real: In = { id: 7, name: null, at: new Date(), ms: Date.now() - 5000, list: [3, 4, 5] };

const build = (v: In): SQL =>
  sql`SELECT ${v.id}::int AS id, ${-v.id}::int AS neg, ${v.name}::text AS name, ${'fixed'}::text AS k,
    ${v.at.toISOString()}::timestamptz AS at, ${new Date(v.ms).toISOString()}::timestamptz AS ms,
    ${sql.param(v.list)}::int[] AS list, ${v.id}::int + 1 AS again`;

describe('sqlTemplate', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());
  const drizzle = (q: SQL) => {
    const built = (
      database.db as unknown as { dialect: { sqlToQuery(q: SQL): { sql: string; params: unknown[] } } }
    ).dialect.sqlToQuery(q);
    return { sql: built.sql, params: built.params };
  };

  it('fills in what Drizzle would build: values, negations, ISO times, arrays, constants', () => {
    const template = sqlTemplate(database.db, build, slots, a, b);
    expect(template).toBeDefined();
    expect(template!(real)).toEqual(drizzle(build(real)));
  });

  it('answers undefined when a parameter is made from the input otherwise, or the text depends on it', () => {
    expect(sqlTemplate(database.db, (v) => sql`SELECT ${v.id + 1}::int`, slots, a, b)).toBeUndefined();
    expect(
      sqlTemplate(database.db, (v) => sql`SELECT ${v.name?.toUpperCase()}::text`, slots, a, b),
    ).toBeUndefined();
    expect(
      sqlTemplate(
        database.db,
        (v) => (v.id === 901 ? sql`SELECT ${v.id}::int` : sql`SELECT ${v.id}::bigint`),
        slots,
        a,
        b,
      ),
    ).toBeUndefined();
  });

  it('drops a template whose build reads something besides its input, at its first call', async () => {
    let clock = 1_000_000;
    const reads = (v: In) => sql`SELECT ${v.id}::int AS id, ${clock}::int AS clock`;
    const statement = namedTemplate(database.db, 'test_template', reads, slots, a, b);
    clock = 2_000_000; // a constant to the template, which was built before
    const first = statement(real);
    expect({ sql: first.query.sql, params: first.query.params }).toEqual(drizzle(reads(real)));
    clock = 3_000_000;
    const res = await executeBuilt<{ id: number; clock: number }>(database.db, ...toArgs(statement(real)));
    expect(res.rows).toEqual([{ id: 7, clock: 3_000_000 }]);
  });

  it('runs on the database with the values of each call', async () => {
    const statement = namedTemplate(database.db, 'test_template', build, slots, a, b);
    for (const v of [real, { ...real, id: 8, name: 'x', list: [9] }]) {
      const { rows } = await executeBuilt<{ id: number; neg: number; name: string | null; list: number[] }>(
        database.db,
        ...toArgs(statement(v)),
      );
      expect(rows[0]).toMatchObject({ id: v.id, neg: -v.id, name: v.name, list: v.list });
    }
  });
});

const toArgs = (s: ReturnType<ReturnType<typeof namedTemplate>>) => [s.name, s.query] as const;
