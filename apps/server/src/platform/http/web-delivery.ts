import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { constants } from 'node:zlib';
import { EMBEDDED_CONFIG_ID } from '@cailiao/contracts';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

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
 * for a year; the rest must be revalidated (ETag), so a deploy is seen on the next load. index.html
 * is the exception: it is answered with the current system config in it (see serveIndex).
 */
export async function registerWebClient(app: FastifyInstance, webDist: string): Promise<boolean> {
  if (!existsSync(path.join(webDist, 'index.html'))) return false;
  const assets = path.join(webDist, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: false,
    index: false,
    globIgnore: ['index.html', 'index.html.br', 'index.html.gz'],
    preCompressed: true,
    cacheControl: false,
    etag: true,
    setHeaders: (res, file) => {
      res.header('Cache-Control', file.startsWith(assets) ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
    },
  });
  const index = serveIndex(app, path.join(webDist, 'index.html'));
  app.get('/', { schema: { hide: true } }, index);
  app.get('/index.html', { schema: { hide: true } }, index);
  return true;
}

/** Where the client reads the config at launch; index.html carries the same answer. */
const CONFIG_PATH = '/api/system/config';
/** The build's hint to fetch the config early: useless once the config is in the page. */
const CONFIG_PRELOAD = /<link\b[^>]*href="\/api\/system\/config"[^>]*>\s*/;

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** JSON safe inside <script>: with no `<`, no `</script>` or `<!--` can end or bend the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

interface SiteConfig {
  banners?: Array<{ image?: unknown }>;
}

/**
 * index.html with the site config the client would otherwise fetch first (GET /api/system/config,
 * answered for this very request, so its address and limits are the player's): the first screen
 * renders the banners and notices at once, and the first banner picture is preloaded from the
 * page's head (it is the home page's largest paint). Still `no-cache`: its ETag joins the build's
 * index.html and the config's ETag, so a deploy or a config edit is seen on the next load and an
 * unchanged page answers 304. If the config cannot be read, the page goes out as built.
 */
function serveIndex(app: FastifyInstance, file: string) {
  let template: { mtimeMs: number; size: number; html: string; etag: string } | undefined;
  const pages = new Map<string, string>();
  const readTemplate = async () => {
    const { mtimeMs, size } = await stat(file);
    if (template?.mtimeMs !== mtimeMs || template.size !== size) {
      const html = await readFile(file, 'utf8');
      template = { mtimeMs, size, html, etag: createHash('sha1').update(html).digest('base64url') };
      pages.clear();
    }
    return template;
  };
  const readConfig = async (req: FastifyRequest) => {
    // The same request the client would make: same peer, host and forwarding headers, so the
    // config's website address and the API's per-client limits come out as for the client.
    const forwarded = ['host', 'user-agent', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host'];
    const headers: Record<string, string> = { 'accept-encoding': 'identity' };
    for (const name of forwarded) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const res = await app.inject({
      method: 'GET',
      url: CONFIG_PATH,
      headers,
      remoteAddress: req.raw.socket?.remoteAddress ?? req.ip,
    });
    const etag = res.headers.etag;
    if (res.statusCode !== 200 || typeof etag !== 'string') return null;
    const data = (res.json() as { data?: SiteConfig }).data;
    return data && typeof data === 'object' ? { etag, data } : null;
  };
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const page = await readTemplate();
    const config = await readConfig(req).catch((err: unknown) => {
      req.log.warn({ err }, 'index.html without the system config');
      return null;
    });
    const etag = config
      ? `"${createHash('sha1').update(`${page.etag}:${config.etag}`).digest('base64url')}"`
      : `"${page.etag}"`;
    reply.header('etag', etag).header('cache-control', REVALIDATE_CACHE);
    const ifNoneMatch = req.headers['if-none-match'];
    if (ifNoneMatch?.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) {
      return reply.code(304).send();
    }
    let html = config ? pages.get(etag) : page.html;
    if (html === undefined && config) {
      const first = config.data.banners?.[0]?.image;
      const head = [
        typeof first === 'string' && first
          ? `<link rel="preload" as="image" href="${escapeAttribute(first)}" fetchpriority="high" />`
          : '',
        `<script type="application/json" id="${EMBEDDED_CONFIG_ID}">${scriptJson(config.data)}</script>`,
      ].join('');
      // A function, so a `$&` or `$'` in the operator's text is not read as a replacement pattern.
      html = page.html.replace(CONFIG_PRELOAD, '').replace('</head>', () => `${head}</head>`);
      if (pages.size >= 32) pages.clear();
      pages.set(etag, html);
    }
    return reply.type('text/html; charset=utf-8').send(html);
  };
}
