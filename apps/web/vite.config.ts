import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstLoadChunks } from './vite-first-load-chunks.ts';
import { precompress } from './vite-precompress.ts';

const root = path.dirname(fileURLToPath(import.meta.url));
const backend = 'http://localhost:8080';
const chunks = firstLoadChunks();

export default defineConfig({
  root,
  // Relative asset URLs: the server may serve the app under any prefix; routing is hash based.
  base: './',
  plugins: [react(), precompress(), chunks.plugin],
  // antd-mobile's animation library pulls its own React otherwise (STACK.md pitfalls).
  resolve: { dedupe: ['react', 'react-dom'] },
  build: {
    outDir: path.resolve(root, 'dist'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
    // The home page's budget (first-load JS ≤ 170 KB gzip, scripts/first-load.test.ts) needs the manifest.
    manifest: true,
    // The first screen in a few files rather than dozens; the groups are closed already
    // (vite-first-load-chunks.ts).
    rolldownOptions: {
      output: { codeSplitting: { includeDependenciesRecursively: false, groups: chunks.groups } },
    },
  },
  server: {
    host: true,
    proxy: {
      '/api': { target: backend, changeOrigin: true, ws: true },
      '/uploads': { target: backend, changeOrigin: true },
      '/ws': { target: backend, changeOrigin: true, ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: backend, changeOrigin: true, ws: true },
      '/uploads': { target: backend, changeOrigin: true },
      '/ws': { target: backend, changeOrigin: true, ws: true },
    },
  },
});
