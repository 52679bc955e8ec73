import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, migrateDatabase } from '../platform/db/client.ts';
import { execAll, FIXTURE_ROWS, migrationsBefore, tableDigests } from './db-fixture.ts';
import { createTestDatabase } from './test-app.ts';

// Foreign keys on every reference (issue 9 "Integrity in the database"): read from the live schema
// of a migrated database, so a table added later without its FK fails here. Runs on PGlite, and on
// PostgreSQL when TEST_DATABASE_URL is set (the server-postgres project).

/** Integer columns named like a reference that rightly have no foreign key: `table.column` → why. */
const NOT_REFERENCES: Record<string, string> = {
  'messages.target_id':
    'polymorphic: the other user (PRIVATE) or the group (GROUP); conversation_id is the FK',
  'red_envelopes.target_id': 'polymorphic like messages.target_id; conversation_id is the FK',
};

interface Column extends Record<string, unknown> {
  reference: string;
}

describe('foreign keys', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  it('cover every integer column named *_id or *_by, but those listed with their reason', async () => {
    const { rows } = (await database.db.execute(sql`
      SELECT c.table_name || '.' || c.column_name AS reference
      FROM information_schema.columns c
      JOIN information_schema.tables t
        ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
      WHERE c.table_schema = 'public'
        AND (c.column_name LIKE '%\_id' OR c.column_name LIKE '%\_by')
        AND c.data_type IN ('integer', 'bigint', 'smallint')
        AND NOT EXISTS (
          SELECT 1
          FROM pg_catalog.pg_constraint k
          JOIN pg_catalog.pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = ANY (k.conkey)
          WHERE k.contype = 'f'
            AND k.conrelid = (quote_ident(c.table_schema) || '.' || quote_ident(c.table_name))::regclass
            AND a.attname = c.column_name
        )
      ORDER BY 1
    `)) as unknown as { rows: Column[] };
    const missing = rows.map((r) => r.reference).filter((r) => !(r in NOT_REFERENCES));
    expect(missing).toEqual([]);
  });

  it('allow-list names only columns that exist and still have no foreign key', async () => {
    const { rows } = (await database.db.execute(sql`
      SELECT c.table_name || '.' || c.column_name AS reference
      FROM information_schema.columns c
      WHERE c.table_schema = 'public'
        AND NOT EXISTS (
          SELECT 1
          FROM pg_catalog.pg_constraint k
          JOIN pg_catalog.pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = ANY (k.conkey)
          WHERE k.contype = 'f'
            AND k.conrelid = (quote_ident(c.table_schema) || '.' || quote_ident(c.table_name))::regclass
            AND a.attname = c.column_name
        )
    `)) as unknown as { rows: Column[] };
    const withoutFk = new Set(rows.map((r) => r.reference));
    expect(Object.keys(NOT_REFERENCES).filter((r) => !withoutFk.has(r))).toEqual([]);
  });
});

describe('migration 0016_more-foreign-keys', () => {
  // Builds a database of its own migration by migration: slow on a loaded machine.
  it('adds the keys to a filled database, clearing only what set null and cascade would have', {
    timeout: 180_000,
  }, async () => {
    const database = await createTestDatabase(migrationsBefore('0016_more-foreign-keys'));
    try {
      await execAll(database.db, [
        ...FIXTURE_ROWS,
        // User 99 and game 999 were deleted by hand.
        `UPDATE chat_groups SET muted_by = 99, muted_until = now() WHERE id = 1`,
        `UPDATE group_members SET muted_by = 99 WHERE group_id = 1 AND user_id = 2`,
        `UPDATE group_members SET muted_by = 1 WHERE group_id = 1 AND user_id = 1`,
        `INSERT INTO group_draw_notices (group_id, game_id, issue_no) VALUES (1, 1, '1'), (1, 999, '1')`,
      ]);
      const before = await tableDigests(database.db);

      await migrateDatabase(database);

      const after = await tableDigests(database.db);
      const rows = async (query: string) =>
        ((await database.db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] }).rows;
      expect(await rows('SELECT muted_by FROM chat_groups')).toEqual([{ muted_by: null }]);
      expect(await rows('SELECT user_id, muted_by FROM group_members ORDER BY user_id')).toEqual([
        { user_id: 1, muted_by: 1 },
        { user_id: 2, muted_by: null },
      ]);
      expect(await rows('SELECT game_id FROM group_draw_notices')).toEqual([{ game_id: 1 }]);
      for (const table of Object.keys(before)) {
        if (['chat_groups', 'group_members', 'group_draw_notices'].includes(table)) continue;
        expect(after[table], table).toEqual(before[table]);
      }
    } finally {
      await database.close();
    }
  });
});
