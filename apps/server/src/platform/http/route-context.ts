import type { Config } from '../../config.ts';
import type { Database } from '../db/client.ts';
import type { EventBus } from '../events/event-bus.ts';
import type { RateLimiter } from '../lib/rate-limiter.ts';
import type { Guards } from './auth-guard.ts';

/**
 * What a context's routes receive from the composition root: settings, infrastructure, the auth
 * guards and the services they call. Each context names the services it needs.
 */
export interface RouteContext<Services> {
  config: Config;
  database: Database;
  bus: EventBus;
  limiter: RateLimiter;
  guards: Guards;
  services: Services;
}
