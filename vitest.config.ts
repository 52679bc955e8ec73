import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One run covers every workspace. Server integration tests run once on embedded PGlite and,
// when TEST_DATABASE_URL is set (CI), once more on real PostgreSQL.
//
// Each project keeps its own `root` (module resolution, setup files) but scans from the repository
// root (`dir`), so its test files are named from here: `npx vitest run packages` or
// `npx vitest run apps/server/src/money` filter by the path a developer sees.
const repo = path.dirname(fileURLToPath(import.meta.url));

const serverProject = (name: string, engine: 'pglite' | 'postgres') => ({
  test: {
    name,
    root: './apps/server',
    dir: repo,
    include: ['apps/server/src/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB_ENGINE: engine },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks' as const,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          dir: repo,
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'tooling',
          root: './scripts',
          dir: repo,
          include: ['scripts/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'contracts',
          root: './packages/contracts',
          dir: repo,
          include: ['packages/contracts/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // Unit tests of the browser journeys' helpers (the journeys themselves: e2e/vitest.config.ts).
        test: { name: 'e2e-helpers', root: './e2e', include: ['*.test.ts'], environment: 'node' },
      },
      serverProject('server-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-postgres', 'postgres')] : []),
      './apps/web/vitest.config.ts',
      './apps/admin/vitest.config.ts',
    ],
  },
});
