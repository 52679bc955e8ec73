import type { RouteContext } from '../platform/http/route-context.ts';
import type { AdjustService } from './adjust/adjust.service.ts';
import type { ProtectionService } from './protection/protection.service.ts';
import type { RechargeService } from './recharge/recharge.service.ts';
import type { RechargeReviewService } from './recharge/recharge-review.service.ts';
import type { DailyReportService } from './report/daily-report.service.ts';
import type { AdminService } from './review/admin.service.ts';
import type { WalletService } from './wallet/wallet.service.ts';
import type { WithdrawService } from './withdraw/withdraw.service.ts';
import type { WithdrawAccountService } from './withdraw/withdraw-account.service.ts';
import type { WithdrawPasswordService } from './withdraw/withdraw-password.service.ts';
import type { WithdrawReviewService } from './withdraw/withdraw-review.service.ts';

export interface MoneyServices {
  wallet: WalletService;
  recharge: RechargeService;
  rechargeReview: RechargeReviewService;
  withdraw: WithdrawService;
  withdrawAccounts: WithdrawAccountService;
  withdrawPasswords: WithdrawPasswordService;
  withdrawReview: WithdrawReviewService;
  admin: AdminService;
  protection: ProtectionService;
  adjust: AdjustService;
  dailyReport: DailyReportService;
}
/** What the routes of money receive. */
export type MoneyContext = RouteContext<MoneyServices>;
