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

/** Redis pub/sub: an event published on one process reaches the subscribers of every process. */
export class RedisEventBus implements EventBus {
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly local = new MemoryEventBus();
  private readonly ready: Promise<unknown>;

  constructor(url: string) {
    this.pub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
    this.sub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
    this.ready = this.sub.subscribe(CHANNEL);
    this.sub.on('message', (_channel, payload: string) => {
      try {
        void this.local.publish(JSON.parse(payload) as BusEvent);
      } catch {
        // a malformed payload from another process is dropped
      }
    });
  }

  async publish(event: BusEvent): Promise<void> {
    await this.ready;
    await this.pub.publish(CHANNEL, JSON.stringify(event));
  }

  subscribe(handler: (event: BusEvent) => void): () => void {
    return this.local.subscribe(handler);
  }

  /** The underlying client, for other shared state (rate limits). */
  get client(): Redis {
    return this.pub;
  }

  async close(): Promise<void> {
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
