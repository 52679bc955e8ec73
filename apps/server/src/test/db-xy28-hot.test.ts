import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrateDatabase } from '../platform/db/client.ts';
import { seedGames } from '../seed.ts';
import { migrationsBefore } from './db-fixture.ts';
import { createTestDatabase } from './test-app.ts';

// Issue 12: 幸运28 joined the hot games after the first databases were seeded, and the seed never
// touches a game that exists, so migration 0017 turns the flag on where it was seeded off.
describe('migration 0017_xy28-hot', () => {
  it('puts 极速28 among the hot games of a database seeded before it was hot', {
    timeout: 180_000,
  }, async () => {
    const database = await createTestDatabase(migrationsBefore('0017_xy28-hot'));
    try {
      await seedGames(database.db);
      await database.db.execute(sql`UPDATE games SET hot = false WHERE code = 'jsxy28'`);

      await migrateDatabase(database);

      const { rows } = (await database.db.execute(
        sql`SELECT code FROM games WHERE hot ORDER BY sort`,
      )) as unknown as { rows: { code: string }[] };
      expect(rows.map((r) => r.code)).toEqual(['jsk3', 'jsssc', 'jssc', 'jslhc', 'jsxy28']);
    } finally {
      await database.close();
    }
  });
});
