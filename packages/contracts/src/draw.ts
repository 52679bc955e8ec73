import { z } from 'zod';
import { GameFamily, GameRef, GameSelectQuery } from './game.ts';
import { PAGE_SIZE, pageQuery } from './pagination.ts';

/** Issue status (API.md): open → closed → drawn → settled, or void (never drawn; stakes refunded). */
export const ISSUE_STATUSES = ['open', 'closed', 'drawn', 'settled', 'void'] as const;
export const IssueStatus = z.enum(ISSUE_STATUSES);
export type IssueStatus = z.infer<typeof IssueStatus>;

/**
 * One draw. `seed` is null until the issue is drawn (and stays null for a void issue); `numbers`
 * are in draw order (xy28: the three digits; the result is their sum); `attributes` are the derived
 * attributes of GAMES.md §6 once drawn.
 */
export const DrawItem = z.object({
  gameId: z.number().int(),
  gameCode: z.string(),
  gameType: GameFamily,
  issueNo: z.string(),
  status: IssueStatus,
  openAt: z.string(),
  closeAt: z.string(),
  drawAt: z.string(),
  numbers: z.array(z.number().int()).nullable(),
  seed: z.string().nullable(),
  seedHash: z.string(),
  attributes: z.record(z.string(), z.unknown()).nullable(),
});
export type DrawItem = z.infer<typeof DrawItem>;

/** GET /api/issue/{game}/current. `previous` is the issue before this one (numbers null until drawn). */
export const CurrentIssue = z.object({
  gameId: z.number().int(),
  gameCode: z.string(),
  gameType: GameFamily,
  gameName: z.string(),
  issueNo: z.string(),
  status: IssueStatus,
  openAt: z.string(),
  closeAt: z.string(),
  drawAt: z.string(),
  seedHash: z.string(),
  serverTime: z.string(),
  previous: DrawItem.nullable(),
});
export type CurrentIssue = z.infer<typeof CurrentIssue>;

/** Page of draws: `page`, `limit` (alias `pageSize`), default 20. */
export const DrawPageQuery = pageQuery(PAGE_SIZE.default);

/** A game (GameSelectQuery) and a page of its draws. */
export const LotteryPageQuery = pageQuery(PAGE_SIZE.default, GameSelectQuery.shape);

export const VerifyQuery = z.object({
  gameId: GameRef,
  issueNo: z.string().trim().min(1, '请输入期号').max(32, '期号无效'),
});

/** GET /api/lottery/verify: the published seed and hash, and the result recomputed from them. */
export const DrawVerification = z.object({
  gameId: z.number().int(),
  gameCode: z.string(),
  gameType: GameFamily,
  issueNo: z.string(),
  seed: z.string(),
  seedHash: z.string(),
  numbers: z.array(z.number().int()),
  recomputed: z.array(z.number().int()),
  computedHash: z.string(),
  hashMatches: z.boolean(),
  resultMatches: z.boolean(),
  match: z.boolean(),
  algorithm: z.string(),
});
export type DrawVerification = z.infer<typeof DrawVerification>;

/** Trend windows (GAMES.md §6): last 30, 50 or 100 issues. */
export const TrendQuery = GameSelectQuery.extend({
  limit: z.coerce.number().int().min(1).max(200).default(30),
});

export const ValueStats = z.object({
  value: z.number(),
  occurrences: z.number().int(),
  averageMiss: z.number().int(),
  maxMiss: z.number().int(),
  maxRun: z.number().int(),
});
/** One miss grid: rows oldest first, rows[i][j] = 0 where values[j] was drawn, else its miss count. */
export const TrendGrid = z.object({
  key: z.string(),
  name: z.string(),
  values: z.array(z.number()),
  rows: z.array(z.array(z.number().int())),
  stats: z.array(ValueStats),
});
export const TrendData = z.object({
  gameId: z.number().int(),
  gameCode: z.string(),
  gameType: GameFamily,
  issues: z.array(z.object({ issueNo: z.string(), numbers: z.array(z.number().int()) })),
  grids: z.array(TrendGrid),
});
export type TrendData = z.infer<typeof TrendData>;

export const MissData = z.object({
  gameId: z.number().int(),
  gameCode: z.string(),
  gameType: GameFamily,
  window: z.number().int(),
  grids: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      values: z.array(z.number()),
      current: z.array(z.number().int()),
      stats: z.array(ValueStats),
    }),
  ),
});

export const K3Statistics = z.object({
  gameId: z.number().int(),
  gameCode: z.string(),
  window: z.number().int(),
  count: z.number().int(),
  sums: z.array(z.object({ value: z.number().int(), count: z.number().int() })),
  faces: z.array(z.object({ value: z.number().int(), count: z.number().int() })),
  bigSmall: z.object({ big: z.number().int(), small: z.number().int(), triple: z.number().int() }),
  oddEven: z.object({ odd: z.number().int(), even: z.number().int(), triple: z.number().int() }),
  forms: z.record(z.string(), z.number().int()),
});

export const RoadQuery = z.object({
  key: z.string().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(60),
});
export const RoadData = z.object({
  gameId: z.number().int(),
  gameCode: z.string(),
  gameType: GameFamily,
  series: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      beadPlate: z.array(z.array(z.string().nullable())),
      bigRoad: z.array(z.array(z.string())),
    }),
  ),
});
export type RoadData = z.infer<typeof RoadData>;

/** A current run (长龙) of one two-sided attribute of one game. */
export const DragonItem = z.object({
  gameId: z.number().int(),
  gameCode: z.string(),
  gameName: z.string(),
  gameType: GameFamily,
  issueNo: z.string(),
  key: z.string(),
  name: z.string(),
  value: z.string(),
  valueName: z.string(),
  run: z.number().int(),
});
export const LongDragonQuery = GameSelectQuery.extend({
  minRun: z.coerce.number().int().min(2).max(100).default(3),
});
export type DragonItem = z.infer<typeof DragonItem>;
export const DragonList = z.object({ list: z.array(DragonItem) });
