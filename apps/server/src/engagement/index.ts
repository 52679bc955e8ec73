// The door of the engagement context: VIP levels, activities (sign-in, daily bonus, sign-up),
// the player's messages and notices, and referral.
export type { EngagementContext, EngagementServices } from './context.ts';
export {
  createEngagement,
  type Engagement,
  engagementJobs,
  registerEngagementRoutes,
} from './engagement.module.ts';
export { seedEngagementDemo } from './engagement.seed.ts';
export { ENGAGEMENT_LEDGER_KINDS } from './ledger-kinds.ts';
export { saveReferralRates, seedReferralRates } from './referral/referral.settings.ts';
