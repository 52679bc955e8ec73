// `npm run lint:openapi [-- --out openapi.json]`: builds the app in-process (as the tests do, on an
// in-memory database), writes its OpenAPI document, and lints it with Spectral's OpenAPI rules
// (.spectral.yaml); any finding, even a hint, fails. With --out the document is kept there.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openPglite } from '../platform/db/client.ts';
import { MemoryEventBus } from '../platform/events/event-bus.ts';
import { NoRateLimiter } from '../platform/lib/rate-limiter.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
const outArg = process.argv.indexOf('--out');
const scratch = mkdtempSync(path.join(tmpdir(), 'cailiao-openapi-'));
const out =
  outArg > 0 ? path.resolve(process.argv[outArg + 1] ?? 'openapi.json') : path.join(scratch, 'openapi.json');

const config = loadConfig({
  DATA_DIR: scratch,
  LOG_LEVEL: 'silent',
  WEB_DIST: '/nonexistent',
  SCHEDULER: 'off',
});
const database = await openPglite();
const app = await buildApp({ config, database, bus: new MemoryEventBus(), limiter: new NoRateLimiter() });
try {
  await app.ready();
  writeFileSync(out, `${JSON.stringify(app.swagger(), null, 2)}\n`);
} finally {
  await app.close();
  await database.close();
}

const spectral = spawnSync(
  path.join(root, 'node_modules/.bin/spectral'),
  ['lint', out, '--ruleset', path.join(root, '.spectral.yaml'), '--fail-severity', 'hint'],
  { stdio: 'inherit' },
);
rmSync(scratch, { recursive: true, force: true });
process.exitCode = spectral.status ?? 1;
