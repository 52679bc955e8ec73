import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Guards } from './http/auth-guard.ts';
import type { EventBus } from './lib/event-bus.ts';
import type { RateLimiter } from './lib/rate-limiter.ts';
import type { AuthService } from './modules/auth/auth.service.ts';
import type { SmsProvider } from './modules/auth/sms.ts';
import type { SystemService } from './modules/system/system.service.ts';
import type { UserService } from './modules/user/user.service.ts';
import type { WalletService } from './modules/wallet/wallet.service.ts';

/** What every module's routes receive: settings, services and the auth guards. */
export interface AppContext {
  config: Config;
  database: Database;
  bus: EventBus;
  limiter: RateLimiter;
  guards: Guards;
  services: {
    auth: AuthService;
    user: UserService;
    wallet: WalletService;
    system: SystemService;
  };
}

/** Infrastructure handed to `buildApp` (tests and main create it). */
export interface AppDeps {
  config: Config;
  database: Database;
  bus: EventBus;
  limiter: RateLimiter;
  sms?: SmsProvider;
}
