import type { PlayerAdminService, SystemService } from '../accounts/index.ts';
import type { BetService } from '../lottery/index.ts';
import type { AdminService, MoneyServices } from '../money/index.ts';
import type { RouteContext } from '../platform/http/route-context.ts';
import type { ActivityService } from './activity/activity.service.ts';
import type { DailyBonusService } from './activity/daily-bonus.service.ts';
import type { SignInService } from './activity/sign-in.service.ts';
import type { DashboardService } from './admin/dashboard.service.ts';
import type { NoticesService } from './messages/notices.service.ts';
import type { PlayerMessagesService } from './messages/player-messages.service.ts';
import type { ReferralService } from './referral/referral.service.ts';
import type { RulesStore } from './settings/engagement-rules.ts';
import type { VipService } from './vip/vip.service.ts';

export interface EngagementServices {
  /** The rules of engagement (level table, sign-in rewards, bonus tiers), operator-editable. */
  engagementRules: RulesStore;
  vip: VipService;
  activities: ActivityService;
  signIn: SignInService;
  dailyBonus: DailyBonusService;
  /** A player's inbox; `notify` writes and pushes a message (other parts of engagement use it). */
  playerMessages: PlayerMessagesService;
  notices: NoticesService;
  referral: ReferralService;
  /** The operator's figures of the day and the last 30 days. */
  dashboard: DashboardService;
}
/**
 * What the routes of engagement receive: the operator's audit log comes from money; the console's
 * player detail reads accounts, money and lottery through their services.
 */
export type EngagementContext = RouteContext<
  EngagementServices & {
    admin: AdminService;
    playerAdmin: PlayerAdminService;
    bet: BetService;
    system: SystemService;
  } & Pick<MoneyServices, 'wallet' | 'protection' | 'recharge' | 'withdraw'>
>;
