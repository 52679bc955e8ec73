import { z } from 'zod';
import { GameFamily, GameStatus } from './game.ts';
import { YuanAmount } from './wallet.ts';

/**
 * The console's games (issue 14 §4): enable and disable, schedule, stake limits, odds overrides
 * with their exact return to player. There is no shape here, or anywhere, that carries a result.
 */
export const GAME_STATUS_NAMES: Record<GameStatus, string> = { active: '销售中', disabled: '暂停销售' };

/** One game as the console lists it: its stored settings, the effective schedule and its limits. */
export const AdminGame = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  type: GameFamily,
  typeName: z.string(),
  status: GameStatus,
  statusName: z.string(),
  /** Stored settings (what the operator edits). */
  intervalSeconds: z.number().int(),
  closeBeforeSeconds: z.number().int(),
  /** DRAW_INTERVAL_SECONDS, when set, overrides every game's interval (GAMES.md §1). */
  intervalOverridden: z.boolean(),
  /** The interval and close time issues actually take. */
  effectiveIntervalSeconds: z.number().int(),
  effectiveCloseBeforeSeconds: z.number().int(),
  /** Most one player may stake on one issue, and all players together; yuan, null = no limit. */
  maxPlayerIssueStake: z.number().nullable(),
  maxIssueStake: z.number().nullable(),
  /** Odds overrides in force for this game. */
  overrideCount: z.number().int(),
});
export type AdminGame = z.infer<typeof AdminGame>;

export const GameStatusBody = z.object({
  status: GameStatus,
  reason: z.string().trim().max(200, '原因最多200个字符').optional(),
});
export type GameStatusBody = z.infer<typeof GameStatusBody>;

/** Draw interval and close time; applies from the next issue opened (the open one keeps its times). */
export const GameScheduleBody = z
  .object({
    intervalSeconds: z
      .number()
      .int('请输入整数秒')
      .min(30, '开奖间隔至少30秒')
      .max(86_400, '开奖间隔最多1天'),
    closeBeforeSeconds: z.number().int('请输入整数秒').min(0, '封盘时间不能为负'),
  })
  .refine((b) => b.closeBeforeSeconds < b.intervalSeconds, {
    message: '封盘时间须小于开奖间隔',
    path: ['closeBeforeSeconds'],
  });
export type GameScheduleBody = z.infer<typeof GameScheduleBody>;

/** Stake limits in yuan; null removes a limit. */
export const GameLimitsBody = z.object({
  maxPlayerIssueStake: YuanAmount.nullable(),
  maxIssueStake: YuanAmount.nullable(),
});
export type GameLimitsBody = z.infer<typeof GameLimitsBody>;

/** One option with its default odds, the override (if any), the odds in force and their exact return. */
export const AdminOddsOption = z.object({
  option: z.string(),
  name: z.string(),
  defaultOdds: z.number(),
  /** The override of this option, or of the whole play (`overrideOf` tells which). */
  override: z.number().nullable(),
  overrideOf: z.enum(['option', 'play']).nullable(),
  odds: z.number(),
  /** Return to player at `odds`, exact: `numerator/denominator`, and as a percentage rounded down. */
  returnFraction: z.string(),
  returnPercent: z.string(),
  /** Odds at which the return reaches 1 would be refused: the highest odds the guard accepts. */
  maxOdds: z.number(),
});
export type AdminOddsOption = z.infer<typeof AdminOddsOption>;

export const AdminOddsPlay = z.object({
  play: z.string(),
  name: z.string(),
  group: z.string().optional(),
  /** Plays whose options are picked numbers (lhc 连码 …) list no options here. */
  options: z.array(AdminOddsOption),
});
export type AdminOddsPlay = z.infer<typeof AdminOddsPlay>;

export const AdminOddsTable = z.object({
  gameId: z.number().int(),
  gameName: z.string(),
  /** The issue whose draw fixes the lhc lunar year of the returns shown. */
  issueNo: z.string().nullable(),
  plays: z.array(AdminOddsPlay),
});
export type AdminOddsTable = z.infer<typeof AdminOddsTable>;

/** Sets (odds) or removes (odds null) the override of one option, or of the whole play (no option). */
export const OddsOverrideBody = z.object({
  play: z.string().trim().min(1, '请选择玩法').max(40),
  option: z.string().trim().min(1).max(200).nullable().optional(),
  odds: z
    .number({ error: '请输入赔率' })
    .positive('赔率须大于0')
    .max(1_000_000, '赔率过大')
    .refine((n) => Math.abs(Math.round(n * 100) / 100 - n) < 1e-9, '赔率最多两位小数')
    .nullable(),
});
export type OddsOverrideBody = z.infer<typeof OddsOverrideBody>;
