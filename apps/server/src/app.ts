import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext, AppDeps } from './app-context.ts';
import { seedGames } from './seed.ts';
import { createGuards } from './platform/http/auth-guard.ts';
import { installErrorHandling } from './platform/http/error-handler.ts';
import { installInputGuards } from './platform/http/input-guards.ts';
import { registerPlugins } from './platform/http/plugins.ts';
import { RedisEventBus } from './platform/events/event-bus.ts';
import { adminRoutes } from './money/review/admin.routes.ts';
import { createAdminService } from './money/review/admin.service.ts';
import { authRoutes } from './accounts/auth/auth.routes.ts';
import { createAuthService } from './accounts/auth/auth.service.ts';
import { LogSmsProvider } from './accounts/auth/sms.ts';
import { createChatServices } from './social/chat/chat.module.ts';
import { registerChatRealtime } from './gateway/chat-realtime.ts';
import { registerChatRoutes } from './social/chat/chat-routes.ts';
import { createGameModule, registerGameRoutes } from './lottery/game/game.module.ts';
import { registerRealtimeGateway } from './gateway/realtime.gateway.ts';
import { rechargeRoutes } from './money/recharge/recharge.routes.ts';
import { createRechargeService } from './money/recharge/recharge.service.ts';
import { createRechargeReviewService } from './money/recharge/recharge-review.service.ts';
import { systemRoutes } from './accounts/system/system.routes.ts';
import { createSystemService } from './accounts/system/system.service.ts';
import { userRoutes } from './accounts/user/user.routes.ts';
import { createUserService } from './accounts/user/user.service.ts';
import { walletRoutes } from './money/wallet/wallet.routes.ts';
import { createWalletService } from './money/wallet/wallet.service.ts';
import { withdrawRoutes } from './money/withdraw/withdraw.routes.ts';
import { createWithdrawService } from './money/withdraw/withdraw.service.ts';
import { withdrawAccountRoutes } from './money/withdraw/withdraw-account.routes.ts';
import { createWithdrawAccountService } from './money/withdraw/withdraw-account.service.ts';
import { createWithdrawPasswordService } from './money/withdraw/withdraw-password.service.ts';
import { createWithdrawReviewService } from './money/withdraw/withdraw-review.service.ts';

/** Builds the whole app without listening, so tests use the very same app through inject(). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database, bus, limiter } = deps;
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.query.token'] },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    routerOptions: { maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  installErrorHandling(app);
  installInputGuards(app);

  const db = database.db;
  const system = createSystemService(db);
  const wallet = createWalletService(db);
  const auth = createAuthService({
    db,
    config,
    limiter,
    bus,
    wallet,
    system,
    sms: deps.sms ?? new LogSmsProvider(app.log),
  });
  const user = createUserService(db, wallet);
  const withdrawAccounts = createWithdrawAccountService({ db, wallet });
  const withdrawPasswords = createWithdrawPasswordService({ db, limiter });
  const money = {
    recharge: createRechargeService({ db, config, wallet }),
    rechargeReview: createRechargeReviewService({ db, wallet }),
    withdraw: createWithdrawService({ db, wallet, accounts: withdrawAccounts, passwords: withdrawPasswords }),
    withdrawAccounts,
    withdrawPasswords,
    withdrawReview: createWithdrawReviewService({ db, wallet }),
    admin: createAdminService(db),
  };
  const chat = createChatServices({ db, bus, limiter, config, log: app.log });
  await seedGames(db);
  const play = createGameModule({ database, config, bus, wallet, now: deps.now ?? Date.now, log: app.log });
  const ctx: AppContext = {
    config,
    database,
    bus,
    limiter,
    guards: createGuards(auth),
    services: { ...money, ...play.services, auth, user, wallet, system, chat },
  };

  await registerPlugins(app, config, bus instanceof RedisEventBus ? bus.client : undefined);
  await app.register(authRoutes(ctx));
  await app.register(userRoutes(ctx));
  await app.register(systemRoutes(ctx));
  await registerGameRoutes(app, ctx);
  app.decorate('drawScheduler', play.scheduler);
  if (config.scheduler) app.addHook('onReady', async () => play.scheduler.start());
  app.addHook('onClose', async () => play.scheduler.stop());
  await app.register(walletRoutes(ctx));
  await app.register(rechargeRoutes(ctx));
  await app.register(withdrawRoutes(ctx));
  await app.register(withdrawAccountRoutes(ctx));
  await app.register(adminRoutes(ctx));
  await registerChatRoutes(app, ctx);
  await app.register(async (scoped) => {
    const gateway = await registerRealtimeGateway(scoped, ctx);
    registerChatRealtime(gateway, ctx);
  });
  return app;
}
