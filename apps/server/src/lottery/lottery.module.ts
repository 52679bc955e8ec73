import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { ProtectionService, WalletService } from '../money/index.ts';
import type { Database } from '../platform/db/client.ts';
import type { EventBus } from '../platform/events/event-bus.ts';
import { betRoutes } from './bet/bet.routes.ts';
import { createBetService } from './bet/bet.service.ts';
import { createBetSettlement } from './bet/bet-settlement.ts';
import { createTurnoverQueries } from './bet/bet-turnover.ts';
import { chaseRoutes } from './chase/chase.routes.ts';
import { createChaseService } from './chase/chase.service.ts';
import { createChasePlacement } from './chase/chase-placement.ts';
import type { LotteryContext } from './context.ts';
import { drawRoutes } from './draw/draw.routes.ts';
import { createDrawScheduler } from './draw/draw.scheduler.ts';
import { createDrawService } from './draw/draw.service.ts';
import { createAdvisoryLock } from './draw/leader-lock.ts';
import { gameRoutes } from './game/game.routes.ts';
import { createGameService } from './game/game.service.ts';
import { gameAdminRoutes } from './game/game-admin.routes.ts';
import { createGameAdmin } from './game/game-admin.service.ts';
import { trendRoutes } from './trend/trend.routes.ts';
import { createTrendService } from './trend/trend.service.ts';

export interface LotteryModuleDeps {
  database: Database;
  config: Config;
  bus: EventBus;
  wallet: WalletService;
  /** Cooling-off, self-exclusion and the player's stake and loss limits, checked in every bet. */
  protection: ProtectionService;
  /** Epoch ms: the one clock of games, bets and the scheduler (tests inject theirs). */
  now: () => number;
  log: FastifyBaseLogger;
}

/**
 * The lottery engine of issue 4 wired together: games and odds, issues and draws, bets and their
 * settlement, trends, and the draw scheduler (started by app.ts when SCHEDULER is on).
 */
export function createLotteryModule({
  database,
  config,
  bus,
  wallet,
  protection,
  now,
  log,
}: LotteryModuleDeps) {
  const db = database.db;
  const games = createGameService({ db, config, now });
  const draw = createDrawService({ db, games, bus, now });
  // An operator's change on any process: every process forgets its cached games and odds (after a
  // Redis outage too, when such an event may have been missed).
  bus.subscribe((e) => {
    if (e.type === 'GameConfigChanged' || e.type === 'BusReconnected') games.invalidate();
  });
  const gameAdmin = createGameAdmin({ db, games, draw, bus, now });
  const placement = createChasePlacement({ db, games, draw, wallet, protection, bus, now, log });
  const settlement = createBetSettlement({ db, bus, now, log, afterBatch: placement.afterSettlement });
  const bet = createBetService({ db, games, draw, wallet, protection, now });
  const chase = createChaseService({ db, games, draw, wallet, protection, placement, now });
  const trend = createTrendService({ games, draw });
  // 待开奖 and 今日盈亏 of the balance detail: open stakes, and the net of today's settled bets.
  wallet.addPendingSource((userId) => bet.pendingFen(userId));
  wallet.setWinLossSource(async (userId) => (await bet.betStats(userId)).todayProfitFen);
  const scheduler = createDrawScheduler({
    games,
    draw,
    settlement,
    chases: placement,
    lock: createAdvisoryLock(database),
    now,
    log,
  });
  return {
    services: { games, gameAdmin, draw, bet, trend, chase, settlement, turnover: createTurnoverQueries(db) },
    scheduler,
  };
}

/** Registers the routes of games, draws, trends and bets. */
export async function registerLotteryRoutes(app: FastifyInstance, ctx: LotteryContext): Promise<void> {
  await app.register(gameRoutes(ctx));
  await app.register(drawRoutes(ctx));
  await app.register(trendRoutes(ctx));
  await app.register(betRoutes(ctx));
  await app.register(chaseRoutes(ctx));
  await app.register(gameAdminRoutes(ctx));
}
