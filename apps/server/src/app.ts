import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext, AppDeps } from './app-context.ts';
import { createGuards } from './http/auth-guard.ts';
import { installErrorHandling } from './http/error-handler.ts';
import { installInputGuards } from './http/input-guards.ts';
import { registerPlugins } from './http/plugins.ts';
import { RedisEventBus } from './lib/event-bus.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { LogSmsProvider } from './modules/auth/sms.ts';
import { registerRealtimeGateway } from './modules/realtime/realtime.gateway.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { createSystemService } from './modules/system/system.service.ts';
import { userRoutes } from './modules/user/user.routes.ts';
import { createUserService } from './modules/user/user.service.ts';
import { createWalletService } from './modules/wallet/wallet.service.ts';

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
  const ctx: AppContext = {
    config,
    database,
    bus,
    limiter,
    guards: createGuards(auth),
    services: { auth, user, wallet, system },
  };

  await registerPlugins(app, config, bus instanceof RedisEventBus ? bus.client : undefined);
  await app.register(authRoutes(ctx));
  await app.register(userRoutes(ctx));
  await app.register(systemRoutes(ctx));
  await app.register(async (scoped) => {
    await registerRealtimeGateway(scoped, ctx);
  });
  return app;
}
