import { defineConfig } from 'vitest/config';

// Browser journeys: the Chromium of find-browser.ts driven by playwright-core against the real server,
// built client included (npm run test:e2e builds it first).
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 90_000,
    hookTimeout: 90_000,
    fileParallelism: false,
  },
});
