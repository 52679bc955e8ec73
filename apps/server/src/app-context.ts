import type { Config } from './config.ts';
import type { Database } from './platform/db/client.ts';
import type { Guards } from './platform/http/auth-guard.ts';
import type { EventBus } from './platform/events/event-bus.ts';
import type { RateLimiter } from './platform/lib/rate-limiter.ts';
import type { AdminService } from './money/review/admin.service.ts';
import type { AuthService } from './accounts/auth/auth.service.ts';
import type { SmsProvider } from './accounts/auth/sms.ts';
import type { BetService } from './lottery/bet/bet.service.ts';
import type { BetSettlement } from './lottery/bet/bet-settlement.ts';
import type { ChatServices } from './social/chat/chat.module.ts';
import type { DrawService } from './lottery/draw/draw.service.ts';
import type { GameService } from './lottery/game/game.service.ts';
import type { RechargeService } from './money/recharge/recharge.service.ts';
import type { RechargeReviewService } from './money/recharge/recharge-review.service.ts';
import type { SystemService } from './accounts/system/system.service.ts';
import type { TrendService } from './lottery/trend/trend.service.ts';
import type { UserService } from './accounts/user/user.service.ts';
import type { WalletService } from './money/wallet/wallet.service.ts';
import type { WithdrawService } from './money/withdraw/withdraw.service.ts';
import type { WithdrawAccountService } from './money/withdraw/withdraw-account.service.ts';
import type { WithdrawPasswordService } from './money/withdraw/withdraw-password.service.ts';
import type { WithdrawReviewService } from './money/withdraw/withdraw-review.service.ts';

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
