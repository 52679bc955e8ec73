import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Guards } from './http/auth-guard.ts';
import type { EventBus } from './lib/event-bus.ts';
import type { RateLimiter } from './lib/rate-limiter.ts';
import type { AdminService } from './modules/admin/admin.service.ts';
import type { AuthService } from './modules/auth/auth.service.ts';
import type { SmsProvider } from './modules/auth/sms.ts';
import type { BetService } from './modules/bet/bet.service.ts';
import type { BetSettlement } from './modules/bet/bet-settlement.ts';
import type { ChatServices } from './modules/chat/chat.module.ts';
import type { DrawService } from './modules/draw/draw.service.ts';
import type { GameService } from './modules/game/game.service.ts';
import type { RechargeService } from './modules/recharge/recharge.service.ts';
import type { RechargeReviewService } from './modules/recharge/recharge-review.service.ts';
import type { SystemService } from './modules/system/system.service.ts';
import type { TrendService } from './modules/trend/trend.service.ts';
import type { UserService } from './modules/user/user.service.ts';
import type { WalletService } from './modules/wallet/wallet.service.ts';
import type { WithdrawService } from './modules/withdraw/withdraw.service.ts';
import type { WithdrawAccountService } from './modules/withdraw/withdraw-account.service.ts';
import type { WithdrawPasswordService } from './modules/withdraw/withdraw-password.service.ts';
import type { WithdrawReviewService } from './modules/withdraw/withdraw-review.service.ts';

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
    recharge: RechargeService;
    rechargeReview: RechargeReviewService;
    withdraw: WithdrawService;
    withdrawAccounts: WithdrawAccountService;
    withdrawPasswords: WithdrawPasswordService;
    withdrawReview: WithdrawReviewService;
    admin: AdminService;
    system: SystemService;
    /** Games, draws, bets, settlement and trends (modules/game/game.module.ts). */
    games: GameService;
    draw: DrawService;
    bet: BetService;
    settlement: BetSettlement;
    trend: TrendService;
    /** Friends, groups, messages, conversations, presence (modules/chat/chat.module.ts). */
    chat: ChatServices;
  };
}

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
