import type { AdminService } from '../money/index.ts';
import type { RouteContext } from '../platform/http/route-context.ts';
import type { ReferralService } from './referral/referral.service.ts';

export interface EngagementServices {
  referral: ReferralService;
}
/** What the routes of engagement receive. */
export type EngagementContext = RouteContext<EngagementServices & { admin: AdminService }>;
