import type { UserService } from '../accounts/index.ts';
import type { AdminService } from '../money/index.ts';
import type { RouteContext } from '../platform/http/route-context.ts';
import type { BetService } from './bet/bet.service.ts';
import type { BetSettlement } from './bet/bet-settlement.ts';
import type { TurnoverQueries } from './bet/bet-turnover.ts';
import type { ChaseService } from './chase/chase.service.ts';
import type { DrawService } from './draw/draw.service.ts';
import type { GameService } from './game/game.service.ts';
import type { GameAdmin } from './game/game-admin.service.ts';
import type { TrendService } from './trend/trend.service.ts';

export interface LotteryServices {
  games: GameService;
  /** The console's games: status, schedule, limits, odds overrides, draw history. */
  gameAdmin: GameAdmin;
  draw: DrawService;
  bet: BetService;
  trend: TrendService;
  chase: ChaseService;
  settlement: BetSettlement;
  /** Valid turnover per player and per day (levels, daily bonus). */
  turnover: TurnoverQueries;
  /** Nicknames for the profit ranking. */
  user: UserService;
  /** The operator audit log (money's), for the console's game routes. */
  admin: AdminService;
}
/** What the routes of lottery receive. */
export type LotteryContext = RouteContext<LotteryServices>;
