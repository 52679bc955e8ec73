import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const script = path.join(import.meta.dirname, 'check-imports.mjs');
const config = path.join(import.meta.dirname, '..', '.dependency-cruiser.cjs');

function check(cwd: string) {
  const run = spawnSync(process.execPath, [script, `--config=${config}`, 'apps'], { cwd, encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

describe('the import rules (.dependency-cruiser.cjs)', () => {
  it('fail on a wrong-way import, an import past a context door and HTTP in a service', () => {
    const { status, output } = check(path.join(import.meta.dirname, 'fixtures/wrong-way-import'));
    expect(status).toBe(1);
    expect(output).toContain(
      'accounts-imports-only-downward: apps/server/src/accounts/user/user.service.ts → apps/server/src/money/index.ts',
    );
    expect(output).toContain(
      'context-through-its-door: apps/server/src/lottery/bet/bet.service.ts → apps/server/src/money/wallet/wallet.service.ts',
    );
    expect(output).toContain(
      'services-know-no-http: apps/server/src/money/wallet/wallet.service.ts → apps/server/src/platform/http/reply.ts',
    );
  });
});
