import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createAccounts, installMaintenanceGate, registerAccountsRoutes } from './accounts/index.ts';
import type { AppContext, AppDeps } from './app-context.ts';
import {
  createEngagement,
  type Engagement,
  engagementJobs,
  registerEngagementRoutes,
} from './engagement/index.ts';
import { registerChatRealtime, registerRealtimeGateway } from './gateway/index.ts';
import { createLotteryModule, registerLotteryRoutes } from './lottery/index.ts';
import { createMoney, moneyJobs, registerMoneyRoutes } from './money/index.ts';
import { RedisEventBus } from './platform/events/event-bus.ts';
import { createGuards, installAdminGate } from './platform/http/auth-guard.ts';
import { frameworkErrorReply, installErrorHandling } from './platform/http/error-handler.ts';
import { healthRoutes } from './platform/http/health.routes.ts';
import { installInputGuards } from './platform/http/input-guards.ts';
import { fastSerializerCompiler } from './platform/http/json-serializer.ts';
import { requestSerializer } from './platform/http/log-redaction.ts';
import { registerPlugins } from './platform/http/plugins.ts';
import { createPeriodicJobs, type PeriodicJobs } from './platform/jobs/periodic-jobs.ts';
import { installRequestTiming, registerMetrics, reportSchedulerLeader } from './platform/metrics.ts';
import { seedGames } from './seed.ts';
import { createChatServices, registerSocialRoutes, socialJobs } from './social/index.ts';

/** Builds the whole app without listening, so tests use the very same app through inject(). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database, bus, limiter } = deps;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: { req: requestSerializer as never },
      redact: ['req.headers.authorization', 'req.query', 'req.body'],
    },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: frameworkErrorReply,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(config.responseValidation ? serializerCompiler : fastSerializerCompiler);
  app.decorateRequest('auth', null);
  app.decorateRequest('sessionRecalled', false);
  installRequestTiming(app);
  installErrorHandling(app);
  installInputGuards(app);

  // Contexts are built bottom-up: money's wallets are handed down to accounts as a port.
  const db = database.db;
  const money = createMoney({ db, config, limiter, bus, now: () => new Date(deps.now?.() ?? Date.now()) });
  const accounts = createAccounts({
    db,
    config,
    limiter,
    bus,
    wallet: money.wallet,
    sms: deps.sms,
    log: app.log,
  });
  await seedGames(db);
  const lottery = createLotteryModule({
    database,
    config,
    bus,
    wallet: money.wallet,
    protection: money.protection,
    now: deps.now ?? Date.now,
    log: app.log,
  });
  const chat = createChatServices({
    db,
    bus,
    limiter,
    config,
    log: app.log,
    wallet: money.wallet,
    lottery: lottery.services,
    now: deps.now,
  });
  // Draws of the games a group follows become SYSTEM messages in that group (every process
  // listens; one posts each draw).
  const stopDrawNotices = chat.groupDrawNotices.start();
  const engagement = createEngagement({
    db,
    bus,
    wallet: money.wallet,
    turnover: lottery.services.turnover,
    users: accounts.user,
    auth: accounts.auth,
    games: lottery.services.games,
    bet: lottery.services.bet,
    now: deps.now ?? Date.now,
    log: app.log,
  });
  app.decorate('engagement', engagement);
  const ctx: AppContext = {
    config,
    database,
    bus,
    limiter,
    guards: createGuards(accounts.auth, accounts.operatorAuth),
    services: {
      ...money,
      ...accounts,
      ...lottery.services,
      user: accounts.user,
      chat,
      ...engagement.services,
    },
  };

  installAdminGate(app, ctx.guards);
  installMaintenanceGate(app, accounts.system);
  const redis = bus instanceof RedisEventBus ? bus.client : undefined;
  await registerPlugins(app, config, redis);
  await app.register(healthRoutes({ database, redis }));
  registerMetrics(app, {
    allow: config.metricsAllow,
    database,
    busConnected: () => !(bus instanceof RedisEventBus) || bus.connected,
  });
  await registerAccountsRoutes(app, ctx);
  await registerLotteryRoutes(app, ctx);
  app.decorate('drawScheduler', lottery.scheduler);
  // Periodic jobs run where the draw scheduler holds its lock: once per period, not per process.
  const jobs = createPeriodicJobs({
    isLeader: () => lottery.scheduler.isLeader(),
    onError: (job, err) => app.log.warn({ err, job }, 'periodic job failed'),
  });
  jobs.add(...moneyJobs(money, config), ...socialJobs(chat), ...engagementJobs(engagement));
  app.decorate('periodicJobs', jobs);
  reportSchedulerLeader(() => lottery.scheduler.isLeader());
  if (config.scheduler) {
    app.addHook('onReady', async () => {
      lottery.scheduler.start();
      jobs.start();
    });
  }
  app.addHook('onClose', async () => {
    stopDrawNotices();
    await jobs.stop();
    await lottery.scheduler.stop();
    await engagement.stop();
  });
  await registerMoneyRoutes(app, ctx);
  await registerSocialRoutes(app, ctx);
  await registerEngagementRoutes(app, ctx);
  await app.register(async (scoped) => {
    const gateway = await registerRealtimeGateway(scoped, ctx);
    registerChatRealtime(gateway, ctx);
    // The socket server lives in the gateway's scope; the app's handle on it (tests look in).
    app.decorate('websocketServer', scoped.websocketServer);
  });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The periodic jobs of every context, run by the process that holds the scheduler lock. */
    periodicJobs: PeriodicJobs;
    /** Engagement's services and its event reactions (tests wait on `settled()`). */
    engagement: Engagement;
  }
}
