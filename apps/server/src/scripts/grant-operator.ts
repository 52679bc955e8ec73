// `npm run operator:grant -- <username> [role] [--reset]`: makes a registered user an operator of the
// console (/admin) with a role (super_admin, finance, support, content; default super_admin).
// Production seeds no account, so this is how the first super admin appears: register in the app,
// then run this against the same database (DATABASE_URL, or DATA_DIR with the server stopped, since a
// running server holds the embedded database). A new operator (or --reset) gets a one-time console
// password printed here and enrols an authenticator (TOTP, by QR code) at the first sign-in.
// Exit 1 when no such user, 2 on bad usage.
import { randomBytes } from 'node:crypto';
import { OPERATOR_ROLES, type OperatorRole } from '@cailiao/contracts';
import { eq, sql } from 'drizzle-orm';
import { grantOperator, operators, users } from '../accounts/index.ts';
import { loadConfig } from '../config.ts';
import { type Database, openPglite, openPostgres } from '../platform/db/client.ts';
import { lockDataDir } from '../platform/db/data-dir-lock.ts';

const args = process.argv.slice(2);
const reset = args.includes('--reset');
const [username, roleArg = 'super_admin'] = args.filter((a) => a !== '--reset');
if (!username || !(OPERATOR_ROLES as readonly string[]).includes(roleArg)) {
  console.error(`usage: npm run operator:grant -- <username> [${OPERATOR_ROLES.join('|')}] [--reset]`);
  process.exit(2);
}
const role = roleArg as OperatorRole;
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
  const [user] = await database.db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
  if (!user) {
    console.error(`operator:grant: no user named ${username}`);
    process.exitCode = 1;
  } else {
    const [existing] = await database.db.select().from(operators).where(eq(operators.userId, user.id));
    const password = existing && !reset ? undefined : randomBytes(12).toString('base64url');
    await grantOperator(database.db, { userId: user.id, role, password });
    console.log(`operator:grant: ${user.username} (id ${user.id}) is an operator (${role})`);
    if (password)
      console.log(
        `  initial console password (keep it secret): ${password}\n  sign in at <server>/admin/ and scan the QR code with an authenticator app`,
      );
  }
} finally {
  await database.close();
  unlock();
}
