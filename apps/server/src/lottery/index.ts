// The door of the lottery context: games, issues and draws, bets, settlement and trends.

export { bets } from './bet/bet.schema.ts';
export type { BetService, OthersBet } from './bet/bet.service.ts';
export type { TurnoverQueries } from './bet/bet-turnover.ts';
export type { LotteryContext, LotteryServices } from './context.ts';
export { games } from './game/game.schema.ts';
export type { GameService } from './game/game.service.ts';
export { createLotteryModule, registerLotteryRoutes } from './lottery.module.ts';
