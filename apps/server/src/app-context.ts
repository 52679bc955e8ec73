import type { AccountsServices, SmsProvider } from './accounts/index.ts';
import type { Config } from './config.ts';
import type { EngagementServices } from './engagement/index.ts';
import type { LotteryServices } from './lottery/index.ts';
import type { MoneyServices } from './money/index.ts';
import type { Database } from './platform/db/client.ts';
import type { EventBus } from './platform/events/event-bus.ts';
import type { RouteContext } from './platform/http/route-context.ts';
import type { RateLimiter } from './platform/lib/rate-limiter.ts';
import type { SocialServices } from './social/index.ts';

/** Every context's services: what the composition root hands each context's routes. */
export type AppServices = AccountsServices &
  MoneyServices &
  LotteryServices &
  SocialServices &
  EngagementServices;
export type AppContext = RouteContext<AppServices>;

/** Infrastructure handed to `buildApp` (tests and main create it). */
export interface AppDeps {
  config: Config;
  database: Database;
  bus: EventBus;
  limiter: RateLimiter;
  sms?: SmsProvider;
  /** Epoch ms of the game clock (tests drive draws with their own); defaults to Date.now. */
  now?: () => number;
}
