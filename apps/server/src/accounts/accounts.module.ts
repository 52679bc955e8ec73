import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../platform/db/client.ts';
import type { EventBus } from '../platform/events/event-bus.ts';
import type { RateLimiter } from '../platform/lib/rate-limiter.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { createAuthService } from './auth/auth.service.ts';
import { createSmsProvider, type SmsProvider } from './auth/sms.ts';
import type { AccountsContext, AccountsServices } from './context.ts';
import { operatorRoutes } from './operator/operator.routes.ts';
import { createOperatorAuthService } from './operator/operator-auth.service.ts';
import { createPlayerAdminService } from './operator/player-admin.service.ts';
import { systemRoutes } from './system/system.routes.ts';
import { createSystemService } from './system/system.service.ts';
import { userRoutes } from './user/user.routes.ts';
import { createUserService } from './user/user.service.ts';
import type { WalletPort } from './wallet-port.ts';

export interface AccountsDeps {
  db: Db;
  config: Config;
  limiter: RateLimiter;
  bus: EventBus;
  /** The money context's wallets, handed in by the composition root (accounts sits below money). */
  wallet: WalletPort;
  /** Replaces the provider the settings choose (tests capture codes with one). */
  sms?: SmsProvider;
  log: FastifyBaseLogger;
}

/** Players, sessions and the site's settings: registration, login, profile, system config. */
export function createAccounts({
  db,
  config,
  limiter,
  bus,
  wallet,
  sms,
  log,
}: AccountsDeps): AccountsServices {
  const system = createSystemService(db, Date.now, bus);
  const auth = createAuthService({
    db,
    config,
    limiter,
    bus,
    wallet,
    system,
    sms: sms ?? createSmsProvider(config.sms, log),
  });
  const user = createUserService(db, wallet);
  const operatorAuth = createOperatorAuthService({ db, limiter, idleMinutes: config.operatorIdleMinutes });
  const playerAdmin = createPlayerAdminService(db, bus);
  return { auth, user, system, operatorAuth, playerAdmin };
}

export async function registerAccountsRoutes(app: FastifyInstance, ctx: AccountsContext): Promise<void> {
  await app.register(authRoutes(ctx));
  await app.register(userRoutes(ctx));
  await app.register(systemRoutes(ctx));
  await app.register(operatorRoutes(ctx));
}
