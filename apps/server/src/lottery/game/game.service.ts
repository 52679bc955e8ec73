import {
  BET_MAX_YUAN,
  BET_MIN_YUAN,
  GAME_FAMILY_NAMES,
  type Game,
  type GameConfig,
  type GameFamily,
  type GameList,
  type GameSelectQuery,
  type LhcConfigData,
  MAX_BET_ITEMS,
  type OddsAnswer,
  type PlayType,
} from '@cailiao/contracts';
import { QUICK_BET_AMOUNTS } from '@cailiao/domain';
import type { Config } from '../../config.ts';
import type { Db } from '../../platform/db/client.ts';
import { badRequest, businessRule, notFound } from '../../platform/errors.ts';
import { gameRepository } from './game.repository.ts';
import type { GameCategoryRow, GameRow } from './game.schema.ts';
import { createOddsTable, overrideKey } from './game-odds.ts';
import {
  currentIssue,
  describeOption,
  ELEMENT_NAMES,
  type Family,
  type Issue,
  LHC_COLOUR_NAMES,
  lhcConfig,
  lunarYearOf,
  playsOf,
  ZODIAC_NAMES,
} from './game-rules.ts';

const CACHE_MS = 5_000;

/** Number and times of a game's current issue, as lists show them. */
export type IssueTimes = NonNullable<Game['currentIssue']>;
/** The stored current issue of a game (the draw service makes it); null while the game is disabled. */
export type CurrentIssueOf = (game: GameRow) => Promise<IssueTimes | null>;

export interface GameServiceDeps {
  db: Db;
  config: Config;
  /** Epoch ms; injectable so tests drive time. */
  now: () => number;
}

/**
 * Games, categories, plays and odds. Game rows and odds overrides change rarely: they are cached
 * in process for a few seconds (an operator's change reaches every process within CACHE_MS).
 */
export function createGameService({ db, config, now }: GameServiceDeps) {
  const odds = createOddsTable();
  // Each refresh of a cache takes a new version: precomputed payloads (game list, odds) are keyed
  // by the versions they were built from, so they follow every refresh and edit.
  let version = 0;
  let gamesCache: { at: number; version: number; rows: GameRow[]; categories: GameCategoryRow[] } | undefined;
  let overridesCache: { at: number; version: number; byGame: Map<number, Map<string, number>> } | undefined;

  async function gamesAndCategories() {
    const t = Date.now();
    if (!gamesCache || t - gamesCache.at > CACHE_MS) {
      const [rows, categories] = await Promise.all([
        gameRepository.listGames(db),
        gameRepository.listCategories(db),
      ]);
      gamesCache = { at: t, version: ++version, rows, categories };
    }
    return gamesCache;
  }

  async function rows(): Promise<GameRow[]> {
    return (await gamesAndCategories()).rows;
  }

  async function overrides() {
    const t = Date.now();
    if (!overridesCache || t - overridesCache.at > CACHE_MS) {
      const byGame = new Map<number, Map<string, number>>();
      for (const o of await gameRepository.listOverrides(db)) {
        if (!byGame.has(o.gameId)) byGame.set(o.gameId, new Map());
        byGame.get(o.gameId)!.set(overrideKey(o.play, o.option), o.oddsHundredths);
      }
      overridesCache = { at: t, version: ++version, byGame };
    }
    return overridesCache;
  }

  async function overridesOf(gameId: number): Promise<ReadonlyMap<string, number>> {
    return (await overrides()).byGame.get(gameId) ?? new Map();
  }

  /** The effective schedule: DRAW_INTERVAL_SECONDS overrides every game's interval (GAMES.md §1). */
  function schedule(game: GameRow): { interval: number; closeBefore: number } {
    const interval = config.drawIntervalSeconds ?? game.intervalSeconds;
    return { interval, closeBefore: Math.min(game.closeBeforeSeconds, interval - 1) };
  }

  // The issue running for each game, computed once per issue instead of once per bet (the issue
  // number of an instant costs several date conversions): valid from its opening to its draw,
  // under the schedule it was computed with.
  const running = new Map<number, { interval: number; closeBefore: number; issue: Issue }>();
  function issueAtTime(game: GameRow, at: number): Issue {
    const { interval, closeBefore } = schedule(game);
    const hit = running.get(game.id);
    if (
      hit &&
      hit.interval === interval &&
      hit.closeBefore === closeBefore &&
      at >= hit.issue.openAt &&
      at < hit.issue.drawAt
    )
      return hit.issue;
    const issue = Object.freeze(currentIssue(at, interval, closeBefore));
    running.set(game.id, { interval, closeBefore, issue });
    return issue;
  }

  /** A game as the API shows it, with its current issue as stored (numbers are assigned at creation). */
  async function toGame(g: GameRow, currentOf: CurrentIssueOf): Promise<Game> {
    const { interval, closeBefore } = schedule(g);
    return {
      id: g.id,
      code: g.code,
      type: g.type,
      name: g.name,
      categoryId: g.categoryId,
      status: g.status,
      hot: g.hot,
      intervalSeconds: interval,
      closeBeforeSeconds: closeBefore,
      sort: g.sort,
      description: g.description,
      currentIssue: await currentOf(g),
    };
  }

  /** A game by numeric id or code; 404 when unknown. */
  async function resolve(ref: string | number): Promise<GameRow> {
    const all = await rows();
    const text = String(ref).trim();
    const game = /^[0-9]+$/.test(text)
      ? all.find((g) => g.id === Number(text))
      : all.find((g) => g.code === text);
    if (!game) throw notFound('彩种不存在');
    return game;
  }

  async function firstOfFamily(type: GameFamily): Promise<GameRow> {
    const game = (await rows()).find((g) => g.type === type && g.status === 'active');
    if (!game) throw notFound('该彩种暂无可用游戏');
    return game;
  }

  async function oddsHundredths(game: GameRow, play: string, option: string, drawAt: number) {
    return odds.oddsHundredths(game.type, play, option, drawAt, await overridesOf(game.id));
  }

  return {
    /** The odds table (exact chances, cached) the console's odds page reads too. */
    oddsTable: odds,
    overridesOf,
    schedule,
    issueAtTime,
    resolve,
    firstOfFamily,
    oddsHundredths,
    toGame,
    /** Every game row (cached), enabled or not. */
    rows,

    /** A game by `gameId` / `id` / `code`, else the first game of `gameType`; 400 when none is given. */
    async select(q: Partial<GameSelectQuery>): Promise<GameRow> {
      const ref = q.gameId ?? q.id ?? q.code;
      if (ref !== undefined && ref !== '') return resolve(ref);
      if (q.gameType) return firstOfFamily(q.gameType);
      throw badRequest('请指定彩种', [{ field: 'gameId', message: '请指定彩种' }]);
    },

    /**
     * What the game list depends on (the cached rows and each game's current issue), for a
     * precomputed payload: the same key, the same list.
     */
    async listKey(): Promise<string> {
      const cached = await gamesAndCategories();
      const at = now();
      const issues = cached.rows.filter((g) => g.status === 'active').map((g) => issueAtTime(g, at).issueNo);
      return `${cached.version}:${issues.join(',')}`;
    },

    /** What a game's play list with odds depends on (its current draw and the odds overrides). */
    async playTypesKey(game: GameRow): Promise<string> {
      const { version: v } = await overrides();
      return `${game.id}:${game.type}:${issueAtTime(game, now()).drawAt}:${v}`;
    },

    async list(currentOf: CurrentIssueOf): Promise<GameList> {
      const cached = await gamesAndCategories();
      const all = cached.rows.filter((g) => g.status === 'active');
      const list = await Promise.all(all.map((g) => toGame(g, currentOf)));
      const categories = cached.categories.map((c) => ({
        id: c.id,
        code: c.code,
        name: c.name,
        sort: c.sort,
        gameCount: all.filter((g) => g.categoryId === c.id).length,
      }));
      return { list, categories, hot: list.filter((g) => g.hot) };
    },

    async detail(ref: string | number, currentOf: CurrentIssueOf): Promise<Game> {
      return toGame(await resolve(ref), currentOf);
    },

    async config(type: GameFamily, currentOf: CurrentIssueOf): Promise<GameConfig> {
      const all = (await rows()).filter((g) => g.type === type && g.status === 'active');
      return {
        type,
        name: GAME_FAMILY_NAMES[type],
        games: await Promise.all(all.map((g) => toGame(g, currentOf))),
        minAmount: BET_MIN_YUAN,
        maxAmount: BET_MAX_YUAN,
        maxItemsPerSlip: MAX_BET_ITEMS,
        quickAmounts: [...QUICK_BET_AMOUNTS],
      };
    },

    /** Every play of the game's family with the odds in force for the current issue. */
    async playTypes(game: GameRow): Promise<PlayType[]> {
      const drawAt = issueAtTime(game, now()).drawAt;
      const overrides = await overridesOf(game.id);
      return playsOf(game.type).map((p) => ({
        play: p.play,
        name: p.name,
        group: p.group,
        options: (p.options ?? []).map((o) => ({
          option: o.option,
          name: o.name,
          odds: (odds.oddsHundredths(game.type, p.play, o.option, drawAt, overrides) ?? 0) / 100,
        })),
        ...(p.pick ? { pick: { ...p.pick } } : {}),
      }));
    },

    /** Odds of one option for the current issue; 400 when the play or option is invalid. */
    async oddsOf(game: GameRow, play: string, option: string): Promise<OddsAnswer> {
      const h = await oddsHundredths(game, play, option, issueAtTime(game, now()).drawAt);
      if (h === undefined) throw badRequest('投注项无效', [{ field: 'option', message: '投注项无效' }]);
      return { play, option, name: describeOption(game.type, play, option), odds: h / 100 };
    },

    /** SPEC.md §3 six-mark config of the current lunar year. */
    lhcConfig(): LhcConfigData {
      const cfg = lhcConfig(lunarYearOf(now()));
      return {
        lunarYear: cfg.lunarYear,
        zodiac: { ...cfg.zodiac },
        color: { ...cfg.color },
        wuxing: { ...cfg.wuxing },
        basic: { ...cfg.basic },
        names: { zodiac: { ...ZODIAC_NAMES }, color: { ...LHC_COLOUR_NAMES }, wuxing: { ...ELEMENT_NAMES } },
      };
    },

    /**
     * Sets an operator odds override (option null: the whole play). Refused with 422 when its return
     * to player would reach 1 for any option it covers (GAMES.md §4).
     */
    async setOddsOverride(
      gameRef: string | number,
      play: string,
      option: string | null,
      oddsValue: number,
      by?: number,
    ) {
      const game = await resolve(gameRef);
      const hundredths = Math.round(oddsValue * 100);
      if (!Number.isFinite(oddsValue) || hundredths <= 0 || Math.abs(hundredths / 100 - oddsValue) > 1e-9) {
        throw badRequest('赔率须为大于0且最多两位小数的数字', [{ field: 'odds', message: '赔率无效' }]);
      }
      const refused = odds.refusedOption(
        game.type,
        play,
        option,
        hundredths,
        issueAtTime(game, now()).drawAt,
      );
      if (refused !== null) throw businessRule('ODDS_RTP_TOO_HIGH', `赔率过高或投注项无效：${refused}`);
      await gameRepository.upsertOverride(db, {
        gameId: game.id,
        play,
        option,
        oddsHundredths: hundredths,
        createdBy: by ?? null,
      });
      overridesCache = undefined;
    },

    async clearOddsOverride(gameRef: string | number, play: string, option: string | null) {
      const game = await resolve(gameRef);
      await gameRepository.deleteOverride(db, game.id, play, option);
      overridesCache = undefined;
    },

    /** Forgets cached game rows (after the seed or an operator edit). */
    invalidate() {
      gamesCache = undefined;
      overridesCache = undefined;
    },
  };
}
export type GameService = ReturnType<typeof createGameService>;
export type { Family };
