// The door of the social context: friends, groups, messages, conversations and presence.
export type { SocialContext, SocialServices } from './context.ts';
export { type ChatServices, createChatServices, socialJobs } from './social.module.ts';
export { registerSocialRoutes } from './social.routes.ts';
