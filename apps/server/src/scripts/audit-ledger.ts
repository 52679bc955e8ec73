// `npm run audit:ledger`: checks the money invariants of the configured database (DATABASE_URL, or
// the embedded database in DATA_DIR) and exits 0 when they hold, 1 on any mismatch, 2 when the
// database cannot be opened. A running server holds DATA_DIR: ask it instead
// (GET /api/admin/ledger/audit) or stop it first.
import { loadConfig } from '../config.ts';
import { ledgerAuditReport } from '../money/review/ledger-audit.ts';
import { type Database, openPglite, openPostgres } from '../platform/db/client.ts';
import { lockDataDir } from '../platform/db/data-dir-lock.ts';

const config = loadConfig();
let unlock = () => {};
let database: Database;
try {
  if (config.databaseUrl) {
    database = await openPostgres(config.databaseUrl, 2);
  } else {
    unlock = lockDataDir(config.dataDir);
    database = await openPglite(`${config.dataDir}/pglite`);
  }
} catch (err) {
  unlock();
  console.error(`audit:ledger: cannot open the database: ${(err as Error).message}`);
  process.exit(2);
}

try {
  const report = await ledgerAuditReport(database.db);
  console.log(
    `audit:ledger (${database.engine}): ${report.wallets} wallets, ${report.ledgerRows} ledger rows`,
  );
  for (const m of report.mismatches) {
    console.log(
      `  ✗ ${m.check}${m.userId === null ? '' : ` user ${m.userId}`}${m.reference ? ` ${m.reference}` : ''}: ${m.detail}`,
    );
  }
  console.log(report.ok ? 'OK: every invariant holds' : `FAILED: ${report.mismatches.length} mismatch(es)`);
  process.exitCode = report.ok ? 0 : 1;
} finally {
  await database.close();
  unlock();
}
