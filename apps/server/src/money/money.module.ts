import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../platform/db/client.ts';
import type { EventBus } from '../platform/events/event-bus.ts';
import type { PeriodicJob } from '../platform/jobs/periodic-jobs.ts';
import type { RateLimiter } from '../platform/lib/rate-limiter.ts';
import { adjustRoutes } from './adjust/adjust.routes.ts';
import { createAdjustService } from './adjust/adjust.service.ts';
import type { MoneyContext, MoneyServices } from './context.ts';
import { protectionRoutes } from './protection/protection.routes.ts';
import { createProtectionService } from './protection/protection.service.ts';
import { rechargeRoutes } from './recharge/recharge.routes.ts';
import { createRechargeService } from './recharge/recharge.service.ts';
import { createRechargeReviewService } from './recharge/recharge-review.service.ts';
import { dailyReportRoutes } from './report/daily-report.routes.ts';
import { createDailyReportService } from './report/daily-report.service.ts';
import { adminRoutes } from './review/admin.routes.ts';
import { createAdminService } from './review/admin.service.ts';
import { walletRoutes } from './wallet/wallet.routes.ts';
import { createWalletService } from './wallet/wallet.service.ts';
import { withdrawRoutes } from './withdraw/withdraw.routes.ts';
import { createWithdrawService } from './withdraw/withdraw.service.ts';
import { withdrawAccountRoutes } from './withdraw/withdraw-account.routes.ts';
import { createWithdrawAccountService } from './withdraw/withdraw-account.service.ts';
import { createWithdrawPasswordService } from './withdraw/withdraw-password.service.ts';
import { createWithdrawReviewService } from './withdraw/withdraw-review.service.ts';

/** Wallets and their ledger, recharge, withdraw, and the operator's review of both. */
export function createMoney({
  db,
  config,
  limiter,
  bus,
  now,
}: {
  db: Db;
  config: Config;
  limiter: RateLimiter;
  bus: EventBus;
  /** The clock of protection's days, months and 24-hour delays (tests inject theirs). */
  now?: () => Date;
}): MoneyServices {
  const wallet = createWalletService(db);
  const protection = createProtectionService({ db, wallet, now });
  const withdrawAccounts = createWithdrawAccountService({ db, wallet });
  const withdrawPasswords = createWithdrawPasswordService({ db, limiter });
  return {
    wallet,
    recharge: createRechargeService({ db, config, wallet, bus, protection, now }),
    rechargeReview: createRechargeReviewService({ db, wallet, bus }),
    withdraw: createWithdrawService({ db, wallet, accounts: withdrawAccounts, passwords: withdrawPasswords }),
    withdrawAccounts,
    withdrawPasswords,
    withdrawReview: createWithdrawReviewService({
      db,
      wallet,
      bus,
      secondApprovalFen: config.withdrawSecondApprovalYuan * 100,
    }),
    admin: createAdminService(db),
    protection,
    adjust: createAdjustService({ db, wallet }),
    dailyReport: createDailyReportService(db),
  };
}

export async function registerMoneyRoutes(app: FastifyInstance, ctx: MoneyContext): Promise<void> {
  await app.register(walletRoutes(ctx));
  await app.register(rechargeRoutes(ctx));
  await app.register(withdrawRoutes(ctx));
  await app.register(withdrawAccountRoutes(ctx));
  await app.register(adminRoutes(ctx));
  await app.register(adjustRoutes(ctx));
  await app.register(dailyReportRoutes(ctx));
  await app.register(protectionRoutes(ctx));
}

/**
 * The periodic jobs of money, run by the scheduler's process only. Pending recharge orders also
 * expire lazily whenever they are read; the sweep keeps the table tidy for everyone else.
 */
export function moneyJobs({ recharge }: Pick<MoneyServices, 'recharge'>, config: Config): PeriodicJob[] {
  const everyMs = Math.max(1_000, Math.min(60_000, (config.rechargeExpireMinutes * 60_000) / 2));
  return [{ name: 'recharge-expiry', everyMs, run: () => recharge.expireDue() }];
}
