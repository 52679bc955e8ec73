import type { RouteContext } from '../platform/http/route-context.ts';
import type { Authenticator } from '../platform/session.ts';
import type { ChatServices } from '../social/index.ts';

export interface GatewayServices {
  auth: Authenticator;
  chat: ChatServices;
}
/** What the real-time gateway receives. */
export type GatewayContext = RouteContext<GatewayServices>;
