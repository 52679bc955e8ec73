import { z } from 'zod';

/** The five game families of GAMES.md (a game's `type`). */
export const GAME_FAMILIES = ['k3', 'ssc', 'pk10', 'lhc', 'xy28'] as const;
export const GameFamily = z.enum(GAME_FAMILIES, { error: '彩种类型无效' });
export type GameFamily = z.infer<typeof GameFamily>;
export const GAME_FAMILY_NAMES: Record<GameFamily, string> = {
  k3: '快3',
  ssc: '时时彩',
  pk10: 'PK10',
  lhc: '六合彩',
  xy28: '幸运28',
};

/** A disabled game is hidden from the lobby and takes no bets. */
export const GAME_STATUSES = ['active', 'disabled'] as const;
export const GameStatus = z.enum(GAME_STATUSES);
export type GameStatus = z.infer<typeof GameStatus>;

/** Bet limits of SPEC.md §9, in yuan, and the most items one slip may hold. */
export const BET_MIN_YUAN = 1;
export const BET_MAX_YUAN = 100_000;
export const MAX_BET_ITEMS = 100;

/** Times of one issue (ISO 8601 UTC). */
export const IssueTimes = z.object({
  issueNo: z.string(),
  openAt: z.string(),
  closeAt: z.string(),
  drawAt: z.string(),
});
export type IssueTimes = z.infer<typeof IssueTimes>;

/** A game as GAMES.md §1, plus the issue running now (from the schedule). */
export const Game = z.object({
  id: z.number().int(),
  code: z.string(),
  type: GameFamily,
  name: z.string(),
  categoryId: z.number().int(),
  status: GameStatus,
  hot: z.boolean(),
  intervalSeconds: z.number().int(),
  closeBeforeSeconds: z.number().int(),
  sort: z.number().int(),
  description: z.string(),
  currentIssue: IssueTimes.nullable(),
  /** The latest drawn issue (in the lobby list; null before the first draw). */
  lastDraw: z
    .object({ issueNo: z.string(), numbers: z.array(z.number().int()) })
    .nullable()
    .optional(),
});
export type Game = z.infer<typeof Game>;

export const GameCategory = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  sort: z.number().int(),
  gameCount: z.number().int(),
});
export type GameCategory = z.infer<typeof GameCategory>;

export const GameList = z.object({
  list: z.array(Game),
  categories: z.array(GameCategory),
  hot: z.array(Game),
});
export type GameList = z.infer<typeof GameList>;

/** `{game}` in a path: the game's code (`jsk3`) or numeric id. */
export const GameRef = z
  .string()
  .trim()
  .min(1, '请选择彩种')
  .max(32, '彩种编号无效')
  .regex(/^[A-Za-z0-9_-]+$/, '彩种编号无效');
export const GameRefParams = z.object({ game: GameRef });
export const GameIdParams = z.object({ id: GameRef });

/** Selects a game by id/code (`gameId`, alias `id` or `code`) or by family (`gameType`: its first game). */
export const GameSelectQuery = z.object({
  gameId: GameRef.optional(),
  id: GameRef.optional(),
  code: GameRef.optional(),
  gameType: GameFamily.optional(),
});
export type GameSelectQuery = z.infer<typeof GameSelectQuery>;

export const GameTypeQuery = z.object({ gameType: GameFamily, gameId: GameRef.optional() });

export const PlayOption = z.object({ option: z.string(), name: z.string(), odds: z.number() });
export const PickSpec = z.object({
  from: z.enum(['numbers', 'zodiacs']),
  min: z.number().int(),
  max: z.number().int(),
});

/** One play of GAMES.md §5 with the odds in force; plays with more than 100 options give `pick` instead. */
export const PlayType = z.object({
  play: z.string(),
  name: z.string(),
  group: z.string(),
  options: z.array(PlayOption),
  pick: PickSpec.optional(),
});
export type PlayType = z.infer<typeof PlayType>;

export const OddsQuery = z.object({
  play: z.string({ error: '请选择玩法' }).min(1, '请选择玩法').max(64, '玩法无效'),
  option: z.string({ error: '请选择投注项' }).min(1, '请选择投注项').max(200, '投注项无效'),
});
export const OddsAnswer = z.object({
  play: z.string(),
  option: z.string(),
  name: z.string(),
  odds: z.number(),
});
export type OddsAnswer = z.infer<typeof OddsAnswer>;

/** GET /api/game/config: what a betting page needs besides the plays. */
export const GameConfig = z.object({
  type: GameFamily,
  name: z.string(),
  games: z.array(Game),
  minAmount: z.number(),
  maxAmount: z.number(),
  maxItemsPerSlip: z.number().int(),
  quickAmounts: z.array(z.number()),
});
export type GameConfig = z.infer<typeof GameConfig>;

const NumberGroups = z.record(z.string(), z.array(z.number().int()));
/** SPEC.md §3 six-mark config for a lunar year: each group maps a code to its numbers; `names` gives Chinese. */
export const LhcConfigData = z.object({
  lunarYear: z.number().int(),
  zodiac: NumberGroups,
  color: NumberGroups,
  wuxing: NumberGroups,
  basic: NumberGroups,
  names: z.object({
    zodiac: z.record(z.string(), z.string()),
    color: z.record(z.string(), z.string()),
    wuxing: z.record(z.string(), z.string()),
  }),
});
export type LhcConfigData = z.infer<typeof LhcConfigData>;
