import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../../config.ts';
import { MemoryRateLimiter, RedisRateLimiter, type WindowCounter } from '../lib/rate-limiter.ts';
import { API_TAGS, openapiTransform } from './openapi.ts';
import { installSecurityHeaders } from './security-headers.ts';
import { registerCompression, registerWebClient } from './web-delivery.ts';

/** Third-party plugins, registered in a fixed order before any route. */
export async function registerPlugins(app: FastifyInstance, config: Config, redis?: Redis) {
  await installSecurityHeaders(app);
  await registerCompression(app);
  if (config.rateLimits) {
    // A generous per-IP ceiling on the whole API; the sensitive routes add tighter limits of
    // their own (per IP and per username) in their services. Counted in Redis where there is one,
    // and per process while Redis is away (never no limit, never every request failing).
    await app.register(rateLimit, {
      max: 1200,
      timeWindow: 60_000,
      store: windowStore(redis ? new RedisRateLimiter(redis) : new MemoryRateLimiter()),
      allowList: (req) => !req.url.startsWith('/api/'),
      errorResponseBuilder: () => ({
        statusCode: 429,
        code: 'RATE_LIMITED',
        message: '操作过于频繁，请稍后再试',
      }),
    });
  }
  await app.register(swagger, {
    openapi: {
      info: {
        title: '彩聊 API',
        version: '1.0.0',
        description: '彩聊 (CaiLiao) HTTP API. Envelope and shapes: API.md.',
        contact: { name: '彩聊 (CaiLiao): the operator of this deployment' },
      },
      servers: [
        {
          url: '{scheme}://{host}',
          description: 'The deployment serving this document',
          variables: {
            scheme: { enum: ['https', 'http'], default: 'https' },
            host: { default: 'localhost:8080', description: 'host and port of the deployment' },
          },
        },
      ],
      tags: API_TAGS.map((t) => ({ ...t })),
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: openapiTransform,
  });
  // The document is always built (the OpenAPI lint reads it in-process); it is served only where
  // API_DOCS allows, which in production is off unless the operator turns it on.
  if (config.apiDocs) await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const uploads = path.join(config.dataDir, 'uploads');
  await mkdir(uploads, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploads,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    list: false,
    // Uploaded files are re-encoded images and media; never let a browser sniff them into HTML.
    setHeaders: (res) => res.header('X-Content-Type-Options', 'nosniff'),
  });
  await registerAdminConsole(app, config);
  if (!(await registerWebClient(app, config.webDist))) {
    app.get('/', { schema: { hide: true } }, async (_req, reply) =>
      reply.type('text/html; charset=utf-8').send('<h1>彩聊</h1><p>客户端尚未构建：请运行 npm start。</p>'),
    );
  }
}

/**
 * A store for @fastify/rate-limit that keeps its counts in `counter`. Its own Redis store fails
 * every request while Redis is away; RedisRateLimiter counts per process until Redis is back.
 */
function windowStore(counter: WindowCounter): FastifyRateLimitStoreCtor {
  return class WindowStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = 'api:',
    ) {}

    incr(
      key: string,
      cb: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      counter.count(`${this.prefix}${key}`, timeWindow).then(
        ({ count, ttlMs }) => cb(null, { current: count, ttl: ttlMs }),
        (err: Error) => cb(err),
      );
    }

    /** A route with limits of its own counts under its own keys. */
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      // At run time the options carry `routeInfo` (see the plugin's README); its typings omit it.
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: string } }).routeInfo;
      return new WindowStore(
        undefined,
        route?.url ? `${this.prefix}${String(route.method)}${route.url}:` : this.prefix,
      );
    }
  };
}

/** The operator console (apps/admin) at /admin/: its own build, hash routing, same API. */
async function registerAdminConsole(app: FastifyInstance, config: Config): Promise<void> {
  app.get('/admin', { schema: { hide: true } }, async (_req, reply) => reply.redirect('/admin/'));
  if (existsSync(path.join(config.adminDist, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: config.adminDist,
      prefix: '/admin/',
      decorateReply: false,
      wildcard: false,
    });
  } else {
    app.get('/admin/', { schema: { hide: true } }, async (_req, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .send('<h1>彩聊运营后台</h1><p>后台尚未构建：请运行 npm run build:admin。</p>'),
    );
  }
}
