import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = path.dirname(fileURLToPath(import.meta.url));
const backend = 'http://localhost:8080';

// The operator console: built to apps/admin/dist and served by the server at /admin/ (hash routing,
// relative asset URLs). `npm run dev:admin` proxies the API to a server on :8080.
export default defineConfig({
  root,
  base: './',
  plugins: [react()],
  resolve: { dedupe: ['react', 'react-dom'] },
  build: {
    outDir: path.resolve(root, 'dist'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
  },
  server: { proxy: { '/api': { target: backend, changeOrigin: true } } },
});
