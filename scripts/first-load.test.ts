import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstLoadJs, HOME_BUDGET_BYTES } from './first-load.ts';

const root = path.resolve(import.meta.dirname, '..');
const out = mkdtempSync(path.join(tmpdir(), 'cailiao-budget-'));

// Builds the client as `npm run build:web` does, into a folder of its own. The test runner sets
// NODE_ENV=test, which would build React's development bundle.
beforeAll(async () => {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: path.join(root, 'apps/web/vite.config.ts'),
      mode: 'production',
      logLevel: 'error',
      build: { outDir: out, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}, 120_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('the home page JavaScript budget (issue 12)', () => {
  it('loads at most 170 KB of gzipped JS on a first visit', () => {
    const load = firstLoadJs(out);
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    const detail = load.files.map((f) => `${kb(f.gzip)} ${f.file}`).join('\n');
    expect(
      load.gzipBytes,
      `first load ${kb(load.gzipBytes)} in ${load.files.length} files:\n${detail}`,
    ).toBeLessThanOrEqual(HOME_BUDGET_BYTES);
  });

  it('leaves zod, the gesture and animation libraries and the chat out of it', () => {
    const files = firstLoadJs(out).files.map((f) => f.file);
    const heavy = files.filter((f) => /zod|gesture|spring|chat|lhc|trend|qr-|upload/i.test(f));
    expect(heavy).toEqual([]);
  });

  it('is a handful of files, all fetched from the head of index.html', async () => {
    const { readFileSync } = await import('node:fs');
    const files = firstLoadJs(out).files.map((f) => f.file);
    // The entry, the bundler's runtime, the config, the home page and what it shares with the lobby
    // (vite-first-load-chunks.ts); the bundler's own splitting made some 45.
    expect(files.length, files.join('\n')).toBeLessThanOrEqual(6);
    const head = readFileSync(path.join(out, 'index.html'), 'utf8').split('</head>')[0]!;
    for (const file of files) expect(head, file).toContain(`"./${file}"`);
  });

  it('writes brotli and gzip copies beside the assets for the server to send', async () => {
    const { existsSync } = await import('node:fs');
    const entry = firstLoadJs(out).files[0]!.file;
    expect(existsSync(path.join(out, `${entry}.br`))).toBe(true);
    expect(existsSync(path.join(out, `${entry}.gz`))).toBe(true);
  });
});
