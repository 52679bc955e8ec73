import { existsSync } from 'node:fs';
import path from 'node:path';
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Hashed build output (`assets/<name>-<hash>.js`): its name changes with its content. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Everything else the client is made of (index.html, icons, banners): revalidated by ETag each time. */
export const REVALIDATE_CACHE = 'no-cache';

/**
 * Compression of dynamic answers (JSON): brotli or gzip as the browser asks, above 1 KB. Registered
 * before the static files, as @fastify/compress requires; request bodies are not inflated (a small
 * compressed body could expand past the body limit).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Speed over the last few percent: brotli's default quality (11) costs ~20 ms per 100 KB answer.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}

/**
 * The built web client. The build writes `.br` and `.gz` beside each file (apps/web/vite-precompress.ts),
 * served as the browser accepts them with no compression work per request. Hashed assets are cached
 * for a year; the rest must be revalidated (ETag), so a deploy is seen on the next load.
 */
export async function registerWebClient(app: FastifyInstance, webDist: string): Promise<boolean> {
  if (!existsSync(path.join(webDist, 'index.html'))) return false;
  const assets = path.join(webDist, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    etag: true,
    setHeaders: (res, file) => {
      res.header('Cache-Control', file.startsWith(assets) ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
    },
  });
  return true;
}
