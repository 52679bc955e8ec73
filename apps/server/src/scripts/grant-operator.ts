// `npm run operator:grant -- <username>`: gives a registered player the operator role (the
// /api/admin/... routes). Production seeds no account, so this is how the first operator appears:
// register in the app, then run this against the same database (DATABASE_URL, or DATA_DIR with the
// server stopped, since a running server holds the embedded database). Exit 1 when no such user.
import { eq, sql } from 'drizzle-orm';
import { users } from '../accounts/index.ts';
import { loadConfig } from '../config.ts';
import { type Database, openPglite, openPostgres } from '../platform/db/client.ts';
import { lockDataDir } from '../platform/db/data-dir-lock.ts';

const username = process.argv[2];
if (!username) {
  console.error('usage: npm run operator:grant -- <username>');
  process.exit(2);
}
const config = loadConfig();
let unlock = () => {};
let database: Database;
if (config.databaseUrl) {
  database = await openPostgres(config.databaseUrl, 1);
} else {
  unlock = lockDataDir(config.dataDir);
  database = await openPglite(`${config.dataDir}/pglite`);
}
try {
  const [row] = await database.db
    .update(users)
    .set({ roles: sql`array_append(array_remove(${users.roles}, 'admin'), 'admin')` })
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .returning({ id: users.id, username: users.username });
  if (row) console.log(`operator:grant: ${row.username} (id ${row.id}) is an operator`);
  else console.error(`operator:grant: no user named ${username}`);
  process.exitCode = row ? 0 : 1;
} finally {
  await database.close();
  unlock();
}
