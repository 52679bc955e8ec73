import {
  type AdminGame,
  type AdminOddsPlay,
  type AdminOddsTable,
  GAME_FAMILY_NAMES,
  GAME_STATUS_NAMES,
  type GameLimitsBody,
  type GameScheduleBody,
  type GameStatusBody,
  type OddsOverrideBody,
} from '@cailiao/contracts';
import { fenToYuan, yuanToFen } from '@cailiao/domain';
import { eq } from 'drizzle-orm';
import type { AuditWrite } from '../../money/index.ts';
import type { Db, Tx } from '../../platform/db/client.ts';
import { businessRule, notFound } from '../../platform/errors.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { DrawService } from '../draw/draw.service.ts';
import { gameRepository } from './game.repository.ts';
import { type GameRow, games as gamesTable } from './game.schema.ts';
import type { GameService } from './game.service.ts';
import { oddsContext, overrideKey } from './game-odds.ts';
import { defaultOddsHundredths, exactReturn, getPlay, playsOf, returnPercent } from './game-rules.ts';

export interface GameAdminDeps {
  db: Db;
  games: GameService;
  draw: DrawService;
  bus: EventBus;
  now: () => number;
}

const odds2 = (h: bigint | number) => Number(h) / 100;

/**
 * The console's side of games (issue 14 §4): status, schedule, stake limits and odds overrides.
 * Each change is written with its audit row in one transaction, then `GameConfigChanged` tells every
 * process to drop its cached game rows and overrides (bets and the lobby read those caches).
 * Nothing here touches an issue's seed or numbers: results come only from the fair draw.
 */
export function createGameAdmin({ db, games, draw, bus, now }: GameAdminDeps) {
  async function changed(gameId: number) {
    games.invalidate();
    await bus.publish({ type: 'GameConfigChanged', gameId });
  }

  async function gameById(id: number): Promise<GameRow> {
    const [row] = await db.select().from(gamesTable).where(eq(gamesTable.id, id)).limit(1);
    if (!row) throw notFound('彩种不存在');
    return row;
  }

  async function update(id: number, set: Partial<GameRow>, audit: AuditWrite): Promise<AdminGame> {
    await gameById(id);
    await db.transaction(async (tx: Tx) => {
      await tx
        .update(gamesTable)
        .set({ ...set, updatedAt: new Date(now()) })
        .where(eq(gamesTable.id, id));
      await audit(tx);
    });
    await changed(id);
    return present(await gameById(id));
  }

  async function present(g: GameRow, overrideCount?: number): Promise<AdminGame> {
    const effective = games.schedule(g);
    return {
      id: g.id,
      code: g.code,
      name: g.name,
      type: g.type,
      typeName: GAME_FAMILY_NAMES[g.type],
      status: g.status,
      statusName: GAME_STATUS_NAMES[g.status],
      intervalSeconds: g.intervalSeconds,
      closeBeforeSeconds: g.closeBeforeSeconds,
      intervalOverridden: effective.interval !== g.intervalSeconds,
      effectiveIntervalSeconds: effective.interval,
      effectiveCloseBeforeSeconds: effective.closeBefore,
      maxPlayerIssueStake: g.maxPlayerIssueStakeFen === null ? null : fenToYuan(g.maxPlayerIssueStakeFen),
      maxIssueStake: g.maxIssueStakeFen === null ? null : fenToYuan(g.maxIssueStakeFen),
      overrideCount: overrideCount ?? (await gameRepository.listOverrides(db, g.id)).length,
    };
  }

  /** The lhc lunar year of the returns shown follows the current issue's draw, as bets do. */
  function drawAtOf(game: GameRow): number {
    return games.issueAtTime(game, now()).drawAt;
  }

  return {
    async list(): Promise<AdminGame[]> {
      const rows = await gameRepository.listGames(db);
      const overrides = await gameRepository.listOverrides(db);
      return Promise.all(rows.map((g) => present(g, overrides.filter((o) => o.gameId === g.id).length)));
    },

    /**
     * Enables or disables a game. A disabled game takes no new bets or chases (GAME_DISABLED) and
     * leaves the lobby; its open issue still draws and settles, and waiting chase issues of it
     * are released as missed when their betting closes (chase-placement skips disabled games).
     */
    setStatus: (id: number, body: GameStatusBody, audit: AuditWrite) =>
      update(id, { status: body.status }, audit),

    /** Applies from the next issue opened; the open issue keeps its times and number. */
    setSchedule: (id: number, body: GameScheduleBody, audit: AuditWrite) =>
      update(
        id,
        { intervalSeconds: body.intervalSeconds, closeBeforeSeconds: body.closeBeforeSeconds },
        audit,
      ),

    setLimits: (id: number, body: GameLimitsBody, audit: AuditWrite) =>
      update(
        id,
        {
          maxPlayerIssueStakeFen:
            body.maxPlayerIssueStake === null ? null : yuanToFen(body.maxPlayerIssueStake),
          maxIssueStakeFen: body.maxIssueStake === null ? null : yuanToFen(body.maxIssueStake),
        },
        audit,
      ),

    /** Every enumerable option of the game with its default odds, override, odds in force and exact return. */
    async oddsTable(id: number): Promise<AdminOddsTable> {
      const game = await gameById(id);
      const drawAt = drawAtOf(game);
      const { lunarYear } = oddsContext(game.type, drawAt);
      const overrides = new Map(
        (await gameRepository.listOverrides(db, game.id)).map((o) => [
          overrideKey(o.play, o.option),
          o.oddsHundredths,
        ]),
      );
      const table = games.oddsTable;
      const plays: AdminOddsPlay[] = playsOf(game.type).map((p) => ({
        play: p.play,
        name: p.name,
        group: p.group,
        options: (p.options ?? []).map((o) => {
          const c = table.chance(game.type, p.play, o.option, lunarYear);
          const own = overrides.get(overrideKey(p.play, o.option));
          const whole = overrides.get(overrideKey(p.play, null));
          const inForce = table.oddsHundredths(game.type, p.play, o.option, drawAt, overrides)!;
          const r = exactReturn(c, inForce);
          // The highest hundredths h with win·h + 100·push < 100·total.
          const max = (100n * (c.total - c.push) - 1n) / c.win;
          return {
            option: o.option,
            name: o.name,
            defaultOdds: odds2(defaultOddsHundredths(c)),
            override: own !== undefined ? odds2(own) : whole !== undefined ? odds2(whole) : null,
            overrideOf: own !== undefined ? 'option' : whole !== undefined ? 'play' : null,
            odds: odds2(inForce),
            returnFraction: `${r.numerator}/${r.denominator}`,
            returnPercent: returnPercent(r),
            maxOdds: odds2(max),
          };
        }),
      }));
      const current = await draw.currentTimes(game);
      return { gameId: game.id, gameName: game.name, issueNo: current?.issueNo ?? null, plays };
    },

    /**
     * Sets or removes an override. Refused (422 ODDS_RTP_TOO_HIGH) when the return to player of an
     * option it covers would reach 1. Bets keep the odds they were placed at; new bets take it.
     */
    async setOdds(
      id: number,
      body: OddsOverrideBody,
      audit: AuditWrite,
      by: number,
    ): Promise<AdminOddsTable> {
      const game = await gameById(id);
      const option = body.option ?? null;
      const def = getPlay(body.play);
      if (!def || def.family !== game.type) throw businessRule('INVALID_PLAY', '该彩种没有这个玩法');
      if (option !== null && !def.validateOption(option)) throw businessRule('INVALID_OPTION', '投注项无效');
      if (body.odds !== null) {
        const hundredths = Math.round(body.odds * 100);
        const refused = games.oddsTable.refusedOption(
          game.type,
          body.play,
          option,
          hundredths,
          drawAtOf(game),
        );
        if (refused !== null) {
          const { lunarYear } = oddsContext(game.type, drawAtOf(game));
          const known = def.validateOption(refused);
          const pct = known
            ? returnPercent(
                exactReturn(games.oddsTable.chance(game.type, body.play, refused, lunarYear), hundredths),
              )
            : null;
          throw businessRule(
            'ODDS_RTP_TOO_HIGH',
            pct === null
              ? '该玩法须按投注项逐项设置赔率'
              : `赔率过高：投注项「${def.label(refused)}」的返奖率将达到${pct}%，须低于100%`,
          );
        }
      }
      await db.transaction(async (tx: Tx) => {
        if (body.odds === null) await gameRepository.deleteOverride(tx, game.id, body.play, option);
        else
          await gameRepository.upsertOverride(tx, {
            gameId: game.id,
            play: body.play,
            option,
            oddsHundredths: Math.round(body.odds * 100),
            createdBy: by,
          });
        await audit(tx);
      });
      await changed(game.id);
      return this.oddsTable(game.id);
    },

    /** A page of a game's past draws (drawn, settled or void) with seed hash and, once drawn, seed. */
    async draws(id: number, page: number, limit: number) {
      return draw.page(await gameById(id), page, limit);
    },
  };
}
export type GameAdmin = ReturnType<typeof createGameAdmin>;
