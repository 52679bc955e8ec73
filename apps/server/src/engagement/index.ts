// The door of the engagement context: referral.
export type { EngagementContext, EngagementServices } from './context.ts';
export { createEngagement, engagementJobs, registerEngagementRoutes } from './engagement.module.ts';
export { saveReferralRates, seedReferralRates } from './referral/referral.settings.ts';
