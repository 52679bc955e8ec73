import type { AdminService } from '../money/index.ts';
import type { RouteContext } from '../platform/http/route-context.ts';
import type { ChatServices } from './social.module.ts';

export interface SocialServices {
  /** Friends, groups, messages, conversations, presence (social.module.ts). */
  chat: ChatServices;
  /** The operator's audit log (money), for the console's chat moderation. */
  admin: AdminService;
}
/** What the routes of social receive. */
export type SocialContext = RouteContext<SocialServices>;
