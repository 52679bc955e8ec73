import { defineConfig } from 'vitest/config';

// One run covers every workspace. Server integration tests run once on embedded PGlite and,
// when TEST_DATABASE_URL is set (CI), once more on real PostgreSQL.
const serverProject = (name: string, engine: 'pglite' | 'postgres') => ({
  test: {
    name,
    root: './apps/server',
    include: ['src/**/*.test.ts'],
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
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'tooling',
          root: './scripts',
          include: ['*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'contracts',
          root: './packages/contracts',
          include: ['src/**/*.test.ts'],
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
    ],
  },
});
