import type { RouteContext } from '../platform/http/route-context.ts';
import type { AuthService } from './auth/auth.service.ts';
import type { OperatorAuthService } from './operator/operator-auth.service.ts';
import type { PlayerAdminService } from './operator/player-admin.service.ts';
import type { SystemService } from './system/system.service.ts';
import type { UserService } from './user/user.service.ts';

export interface AccountsServices {
  auth: AuthService;
  user: UserService;
  system: SystemService;
  operatorAuth: OperatorAuthService;
  playerAdmin: PlayerAdminService;
}
/** What the routes of accounts receive. */
export type AccountsContext = RouteContext<AccountsServices>;
