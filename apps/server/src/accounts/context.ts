import type { DbOrTx } from '../platform/db/client.ts';
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
/**
 * The console's audit log as accounts needs it (money's AdminService fits it): operator sign-in
 * and sign-out are written there, accounts sitting below money cannot import it.
 */
export interface OperatorAuditLog {
  record(
    entry: {
      adminUserId: number | null;
      action: string;
      method: string;
      path: string;
      target: string | null;
      payload: unknown;
      ip: string | null;
      statusCode: number;
    },
    within?: DbOrTx,
  ): Promise<void>;
}
/** What the routes of accounts receive (the audit log of operator sessions from the composition root). */
export type AccountsContext = RouteContext<AccountsServices & { admin: OperatorAuditLog }>;
