import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

import type { DomainEvent } from './domain-events.ts';

/** What travels on the bus: the domain events of domain-events.ts. */
export type BusEvent = DomainEvent;

/**
 * Carries domain events between contexts and across server processes. Services publish; the
 * real-time gateway of every process subscribes and turns events into frames for its own sockets.
 */
export interface EventBus {
  publish(event: BusEvent): Promise<void>;
  subscribe(handler: (event: BusEvent) => void): () => void;
  close(): Promise<void>;
}

export class MemoryEventBus implements EventBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  async publish(event: BusEvent): Promise<void> {
    this.emitter.emit('event', event);
  }

  subscribe(handler: (event: BusEvent) => void): () => void {
    this.emitter.on('event', handler);
    return () => this.emitter.off('event', handler);
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

const CHANNEL = 'cailiao:events';

/**
 * Redis pub/sub: an event published on one process reaches the subscribers of every process.
 *
 * Redis going away must cost nothing but a short delay: a publish that cannot reach Redis is
 * delivered to this process's own subscribers (its own sockets) and never fails the caller (the
 * fact is already stored; other processes' clients catch up by seq). Both connections reconnect
 * and resubscribe by themselves; when the subscriber is back, `BusReconnected` is delivered
 * locally so the gateway tells its sockets to fetch what they may have missed.
 */
export class RedisEventBus implements EventBus {
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly local = new MemoryEventBus();
  private wasConnected = false;
  private lostSince: number | undefined;
  private closing = false;

  constructor(
    url: string,
    private readonly log: (message: string) => void = (m) => console.warn(m),
  ) {
    // No offline queue: while Redis is away a command fails at once instead of waiting, so a
    // publish falls back to local delivery and a rate limit to per-process counting.
    const options = { lazyConnect: false, maxRetriesPerRequest: 1, enableOfflineQueue: false } as const;
    this.pub = new Redis(url, options);
    this.sub = new Redis(url, { ...options, enableOfflineQueue: true });
    for (const client of [this.pub, this.sub]) client.on('error', () => {}); // reconnects by itself
    void this.sub.subscribe(CHANNEL).catch(() => {});
    this.sub.on('ready', () => {
      if (this.wasConnected && this.lostSince !== undefined) {
        this.log(`event bus: Redis is back after ${Date.now() - this.lostSince} ms`);
        void this.local.publish({ type: 'BusReconnected' });
      }
      this.wasConnected = true;
      this.lostSince = undefined;
    });
    this.sub.on('close', () => {
      // an orderly close is no loss: saying so would mislead the operator (and, in tests, log
      // after the test has ended)
      if (this.closing) return;
      if (this.wasConnected && this.lostSince === undefined) {
        this.lostSince = Date.now();
        this.log('event bus: lost Redis; delivering to this process only until it is back');
      }
    });
    this.sub.on('message', (_channel, payload: string) => {
      try {
        void this.local.publish(JSON.parse(payload) as BusEvent);
      } catch {
        // a malformed payload from another process is dropped
      }
    });
  }

  async publish(event: BusEvent): Promise<void> {
    try {
      if (this.sub.status !== 'ready') throw new Error('subscriber not ready');
      await this.pub.publish(CHANNEL, JSON.stringify(event));
    } catch {
      await this.local.publish(event);
    }
  }

  subscribe(handler: (event: BusEvent) => void): () => void {
    return this.local.subscribe(handler);
  }

  /** True while both connections to Redis are up. */
  get connected(): boolean {
    return this.pub.status === 'ready' && this.sub.status === 'ready';
  }

  /** The underlying client, for other shared state (rate limits). */
  get client(): Redis {
    return this.pub;
  }

  async close(): Promise<void> {
    this.closing = true;
    await this.local.close();
    this.sub.disconnect();
    this.pub.disconnect();
  }
}

/**
 * Publishes an event about work that has already committed (money moved, an order decided): a
 * failing bus must not turn that success into an error for the caller, so the failure is only
 * reported to `onError` (the inbox message it feeds is the only loss).
 */
export async function publishAfterCommit(
  bus: EventBus | undefined,
  event: BusEvent,
  onError: (err: unknown) => void = (err) => console.warn('event publish failed', err),
): Promise<void> {
  try {
    await bus?.publish(event);
  } catch (err) {
    onError(err);
  }
}
