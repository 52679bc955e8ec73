import type { Config } from './config.ts';
import { type Database, openPglite, openPostgres } from './platform/db/client.ts';
import { lockDataDir } from './platform/db/data-dir-lock.ts';
import { type EventBus, MemoryEventBus, RedisEventBus } from './platform/events/event-bus.ts';
import {
  MemoryRateLimiter,
  NoRateLimiter,
  type RateLimiter,
  RedisRateLimiter,
} from './platform/lib/rate-limiter.ts';

export interface Infrastructure {
  database: Database;
  bus: EventBus;
  limiter: RateLimiter;
  close(): Promise<void>;
}

/**
 * Opens the real engines the configuration names: PostgreSQL or embedded PGlite (with its folder
 * locked), Redis or the in-process bus and limiter.
 */
export async function openInfrastructure(config: Config): Promise<Infrastructure> {
  let unlock = () => {};
  let database: Database;
  if (config.databaseUrl) {
    database = await openPostgres(config.databaseUrl);
  } else {
    unlock = lockDataDir(config.dataDir);
    try {
      database = await openPglite(`${config.dataDir}/pglite`);
    } catch (err) {
      unlock();
      throw err;
    }
  }
  const bus: EventBus = config.redisUrl ? new RedisEventBus(config.redisUrl) : new MemoryEventBus();
  const limiter: RateLimiter = !config.rateLimits
    ? new NoRateLimiter()
    : bus instanceof RedisEventBus
      ? new RedisRateLimiter(bus.client)
      : new MemoryRateLimiter();
  return {
    database,
    bus,
    limiter,
    async close() {
      await bus.close();
      await database.close();
      unlock();
    },
  };
}
