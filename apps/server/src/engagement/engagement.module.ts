import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AuthService, UserService } from '../accounts/index.ts';
import type { BetService, GameService, TurnoverQueries } from '../lottery/index.ts';
import type { WalletService } from '../money/index.ts';
import type { Db } from '../platform/db/client.ts';
import type { BusEvent, EventBus } from '../platform/events/event-bus.ts';
import type { PeriodicJob } from '../platform/jobs/periodic-jobs.ts';
import { activityRoutes } from './activity/activity.routes.ts';
import { createActivityService } from './activity/activity.service.ts';
import { createDailyBonusService } from './activity/daily-bonus.service.ts';
import { createSignInService } from './activity/sign-in.service.ts';
import { contentAdminRoutes } from './admin/content-admin.routes.ts';
import { dashboardRoutes } from './admin/dashboard.routes.ts';
import { createDashboardService } from './admin/dashboard.service.ts';
import { engagementAdminRoutes } from './admin/engagement-admin.routes.ts';
import { feedbackAdminRoutes } from './admin/feedback-admin.routes.ts';
import { playerAdminRoutes } from './admin/player-admin.routes.ts';
import { playerDetailRoutes } from './admin/player-detail.routes.ts';
import type { EngagementContext, EngagementServices } from './context.ts';
import { rechargeMessage, withdrawalMessage } from './messages/inbox-events.ts';
import { messagesRoutes } from './messages/messages.routes.ts';
import { createNoticesService } from './messages/notices.service.ts';
import { createPlayerMessagesService } from './messages/player-messages.service.ts';
import { referralRoutes } from './referral/referral.routes.ts';
import { createReferralService } from './referral/referral.service.ts';
import { createReferralAccrual } from './referral/referral-accrual.ts';
import { referralAdminRoutes } from './referral/referral-admin.routes.ts';
import { createRulesStore } from './settings/engagement-rules.ts';
import { vipRoutes } from './vip/vip.routes.ts';
import { createVipService } from './vip/vip.service.ts';

export interface EngagementDeps {
  db: Db;
  bus: EventBus;
  /** Money moves only through the wallet (credits with engagement's ledger kinds). */
  wallet: WalletService;
  /** Valid turnover from lottery (levels, daily bonus). */
  turnover: TurnoverQueries;
  /** The VIP level shown on the profile lives in accounts. */
  users: Pick<UserService, 'raiseVipLevel'>;
  /** Registration of a friend's account (referral) goes through accounts' own checks. */
  auth: AuthService;
  games: GameService;
  bet: BetService;
  /** Epoch ms (tests inject their clock: Asia/Shanghai days). */
  now: () => number;
  log: FastifyBaseLogger;
}

/**
 * VIP levels, activities (sign-in, daily bonus, sign-up), the player's messages and notices, and
 * referral (code, team, commission accrued at settlement and claimed).
 */
export function createEngagement(deps: EngagementDeps) {
  const { db, bus, wallet, turnover, users, auth, games, bet, now: nowMs, log } = deps;
  const now = () => new Date(nowMs());
  const engagementRules = createRulesStore(db);
  const playerMessages = createPlayerMessagesService({ db, bus, now, log });
  const messages = playerMessages;
  const referralAccrual = createReferralAccrual({ db, bet, now });
  const services: EngagementServices = {
    engagementRules,
    playerMessages,
    notices: createNoticesService({ db, now }),
    vip: createVipService({ db, wallet, turnover, rules: engagementRules, users, messages }),
    activities: createActivityService({ db, wallet, messages, now }),
    signIn: createSignInService({ db, wallet, rules: engagementRules, messages, now }),
    dailyBonus: createDailyBonusService({ db, wallet, turnover, rules: engagementRules, messages, now }),
    referral: createReferralService({ db, wallet, auth, games, bet, now }),
    dashboard: createDashboardService(db, now),
  };

  /** What engagement does when lower contexts report something (events, not polls). */
  const reactions: ((event: BusEvent) => Promise<unknown> | undefined)[] = [
    (e) => (e.type === 'BetSettled' ? services.vip.recompute(e.userId) : undefined),
    (e) => (e.type === 'BetSettled' ? referralAccrual.onBetSettled(e) : undefined),
    (e) => (e.type === 'RechargeCredited' ? playerMessages.notify(e.userId, rechargeMessage(e)) : undefined),
    (e) =>
      e.type === 'WithdrawalDecided' ? playerMessages.notify(e.userId, withdrawalMessage(e)) : undefined,
  ];
  const pending = new Set<Promise<unknown>>();
  const unsubscribe = bus.subscribe((event) => {
    for (const react of reactions) {
      const run = react(event);
      if (!run) continue;
      const tracked = run
        .catch((err) => log.warn({ err, event: event.type }, 'engagement reaction failed'))
        .finally(() => pending.delete(tracked));
      pending.add(tracked);
    }
  });

  return {
    services,
    referralAccrual,
    /** Stops listening and waits for reactions under way (app close). */
    async stop() {
      unsubscribe();
      await Promise.all(pending);
    },
    /** Resolves once every reaction started so far has finished (tests). */
    async settled() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
export type Engagement = ReturnType<typeof createEngagement>;

export async function registerEngagementRoutes(app: FastifyInstance, ctx: EngagementContext): Promise<void> {
  await app.register(vipRoutes(ctx));
  await app.register(activityRoutes(ctx));
  await app.register(messagesRoutes(ctx));
  await app.register(engagementAdminRoutes(ctx));
  await app.register(contentAdminRoutes(ctx));
  await app.register(referralRoutes(ctx));
  await app.register(referralAdminRoutes(ctx));
  await app.register(dashboardRoutes(ctx));
  await app.register(playerAdminRoutes(ctx));
  await app.register(playerDetailRoutes(ctx));
  await app.register(feedbackAdminRoutes(ctx));
}

/**
 * The periodic jobs of engagement, run by the scheduler's process only: referral accrual from
 * recent settlements whose event was lost (every 5 minutes over the last 30). Levels move on
 * BetSettled and days are computed on read, so they need no job.
 */
export function engagementJobs({ referralAccrual }: Pick<Engagement, 'referralAccrual'>): PeriodicJob[] {
  return [{ name: 'referral-accrual-sweep', everyMs: 5 * 60_000, run: () => referralAccrual.sweep() }];
}
