import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AuthService } from '../accounts/index.ts';
import type { BetService, GameService } from '../lottery/index.ts';
import type { WalletService } from '../money/index.ts';
import type { Db } from '../platform/db/client.ts';
import type { BusEvent } from '../platform/events/event-bus.ts';
import type { PeriodicJob } from '../platform/jobs/periodic-jobs.ts';
import type { EngagementContext, EngagementServices } from './context.ts';
import { referralRoutes } from './referral/referral.routes.ts';
import { createReferralService } from './referral/referral.service.ts';
import { createReferralAccrual } from './referral/referral-accrual.ts';
import { referralAdminRoutes } from './referral/referral-admin.routes.ts';

export interface EngagementDeps {
  db: Db;
  wallet: WalletService;
  auth: AuthService;
  games: GameService;
  bet: BetService;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/** Engagement: referral (its code, team, commission and claims). */
export function createEngagement({ db, wallet, auth, games, bet, log, now }: EngagementDeps) {
  const referralAccrual = createReferralAccrual({ db, bet, now });
  const services: EngagementServices = {
    referral: createReferralService({ db, wallet, auth, games, bet, now }),
  };
  /** What engagement does when lower contexts report events (app.ts subscribes it to the bus). */
  const onEvent = (event: BusEvent) => {
    if (event.type === 'BetSettled') {
      referralAccrual
        .onBetSettled(event)
        .catch((err) => log.error({ err, userId: event.userId }, 'referral accrual failed'));
    }
  };
  return { services, referralAccrual, onEvent };
}

export type Engagement = ReturnType<typeof createEngagement>;

export async function registerEngagementRoutes(app: FastifyInstance, ctx: EngagementContext): Promise<void> {
  await app.register(referralRoutes(ctx));
  await app.register(referralAdminRoutes(ctx));
}

/**
 * The periodic jobs of engagement, run by the scheduler's process only: accrual from recent
 * settlements whose event was lost (every 5 minutes over the last 30).
 */
export function engagementJobs({ referralAccrual }: Pick<Engagement, 'referralAccrual'>): PeriodicJob[] {
  return [{ name: 'referral-accrual-sweep', everyMs: 5 * 60_000, run: () => referralAccrual.sweep() }];
}
