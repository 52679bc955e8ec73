import type { Redis } from 'ioredis';

/** Fixed-window counters. `hit` counts one attempt and says whether it is within the limit. */
export interface RateLimiter {
  hit(key: string, limit: number, windowSeconds: number): Promise<boolean>;
  reset(key: string): Promise<void>;
}

/** One attempt counted in a fixed window: the count so far and the window's milliseconds left. */
export interface WindowCount {
  count: number;
  ttlMs: number;
}

/** Limiters that also tell the count itself, for a caller that compares it on its own (the API-wide limit). */
export interface WindowCounter {
  count(key: string, windowMs: number): Promise<WindowCount>;
}

/** Limits of one process, for the embedded single-process deployment. */
export class MemoryRateLimiter implements RateLimiter, WindowCounter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, limit: number, windowSeconds: number): Promise<boolean> {
    return (await this.count(key, windowSeconds * 1000)).count <= limit;
  }

  async count(key: string, windowMs: number): Promise<WindowCount> {
    const now = this.now();
    if (this.windows.size > 50_000) this.sweep(now);
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, w);
    }
    w.count += 1;
    return { count: w.count, ttlMs: w.resetAt - now };
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  private sweep(now: number) {
    for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
  }
}

/**
 * Limits shared by every server process through Redis. While Redis is away each process counts on
 * its own (never no limits, never refusing everyone), and Redis takes over again when it is back.
 */
export class RedisRateLimiter implements RateLimiter, WindowCounter {
  private readonly fallback: MemoryRateLimiter;

  constructor(
    private readonly redis: Redis,
    now: () => number = Date.now,
  ) {
    this.fallback = new MemoryRateLimiter(now);
  }

  async hit(key: string, limit: number, windowSeconds: number): Promise<boolean> {
    return (await this.count(key, windowSeconds * 1000)).count <= limit;
  }

  async count(key: string, windowMs: number): Promise<WindowCount> {
    const k = `rl:${key}`;
    try {
      const result = await this.redis.multi().incr(k).pexpire(k, windowMs, 'NX').pttl(k).exec();
      const [[err, count], , [ttlErr, ttl]] = result as [
        [Error | null, number],
        unknown,
        [Error | null, number],
      ];
      if (err || ttlErr) throw err ?? ttlErr;
      return { count, ttlMs: ttl > 0 ? ttl : windowMs };
    } catch {
      return this.fallback.count(key, windowMs);
    }
  }

  async reset(key: string): Promise<void> {
    await this.fallback.reset(key);
    await this.redis.del(`rl:${key}`).catch(() => {});
  }
}

/** A limiter that allows everything: `RATE_LIMITS=off` (load tests, suites that create many accounts). */
export class NoRateLimiter implements RateLimiter {
  async hit(): Promise<boolean> {
    return true;
  }
  async reset(): Promise<void> {}
}
