import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client.ts';

/** What readiness needs of Redis (an ioredis client has it). */
export interface Pingable {
  ping(): Promise<unknown>;
}

export interface HealthDeps {
  database: Pick<Database, 'db'>;
  /** Checked only when the server uses Redis. */
  redis?: Pingable;
  /** A dependency that has not answered by then counts as down. */
  timeoutMs?: number;
}

const Check = z.enum(['ok', 'failed']);
const Readiness = z.object({
  status: z.enum(['ready', 'unavailable']),
  checks: z.object({ database: Check, redis: Check.optional() }),
});

async function probe(check: () => Promise<unknown>, timeoutMs: number): Promise<z.infer<typeof Check>> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'failed'>((resolve) => {
    timer = setTimeout(() => resolve('failed'), timeoutMs);
  });
  try {
    return await Promise.race([check().then(() => 'ok' as const), timeout]);
  } catch {
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Probes for load balancers and orchestrators: unauthenticated, cheap, outside the API rate limit,
 * and they say nothing about the configuration (no hosts, versions or error texts). While the
 * server shuts down Fastify answers 503 to every request, these included, so traffic drains.
 */
export const healthRoutes =
  ({ database, redis, timeoutMs = 2000 }: HealthDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['health'];

    app.get(
      '/healthz',
      {
        schema: {
          tags,
          summary: '存活探针：进程在运行并应答 HTTP',
          response: { 200: z.object({ status: z.literal('ok') }) },
        },
      },
      async () => ({ status: 'ok' as const }),
    );

    app.get(
      '/readyz',
      {
        schema: {
          tags,
          summary: '就绪探针：数据库（及使用时的 Redis）可用，否则 503',
          response: { 200: Readiness, 503: Readiness },
        },
      },
      async (_request, reply) => {
        const [db, cache] = await Promise.all([
          probe(() => database.db.execute(sql`select 1`), timeoutMs),
          redis ? probe(() => redis.ping(), timeoutMs) : undefined,
        ]);
        const checks = cache ? { database: db, redis: cache } : { database: db };
        const ready = db === 'ok' && (cache ?? 'ok') === 'ok';
        return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', checks });
      },
    );
  };
