import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));
// Scanned from the repository root so that `npx vitest run apps/web/src/…` filters from there.
const repo = path.resolve(root, '../..');

export default defineProject({
  plugins: [react()],
  resolve: { dedupe: ['react', 'react-dom'] },
  test: {
    name: 'web',
    root,
    dir: repo,
    environment: 'jsdom',
    include: ['apps/web/src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // The first test of a file pays for transforming antd-mobile; on a loaded 2-core CI machine
    // that alone can pass vitest's 5 s default.
    testTimeout: 60_000,
    // antd-mobile ships ES modules that import their own CSS: let Vite transform them.
    server: { deps: { inline: ['antd-mobile'] } },
  },
});
