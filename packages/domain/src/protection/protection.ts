/**
 * Player protection: limits a player sets on deposits, stakes and net loss per Asia/Shanghai day and
 * month (lowering applies at once, raising or removing only after 24 hours), cooling-off and
 * self-exclusion (which can be extended, never shortened), and the hourly reality check.
 */
import { addShanghaiMonths, DAY_MS } from '../shanghai-time.ts';

export const LIMIT_KINDS = ['deposit', 'stake', 'loss'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export const LIMIT_PERIODS = ['day', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** A raised or removed limit waits this long before it applies. */
export const LIMIT_RAISE_DELAY_MS = DAY_MS;
export const COOLING_OFF_MIN_DAYS = 1;
export const COOLING_OFF_MAX_DAYS = 42;
export const SELF_EXCLUSION_MIN_MONTHS = 6;
export const SELF_EXCLUSION_MAX_MONTHS = 120;
export const REALITY_CHECK_INTERVAL_MS = 3_600_000;

/** One limit of a player in fen (null: no limit), with a raise waiting for its 24 hours. */
export interface PlayerLimit {
  amountFen: number | null;
  pending: { amountFen: number | null; effectiveAt: Date } | null;
}

/** The limit in force at `now` (a pending raise counts once its time has come); null: no limit. */
export function effectiveLimit(limit: PlayerLimit, now: Date): number | null {
  if (limit.pending && limit.pending.effectiveAt.getTime() <= now.getTime()) return limit.pending.amountFen;
  return limit.amountFen;
}

/** True when `a` is at most as generous as `b` (null is no limit, the most generous). */
const atMost = (a: number | null, b: number | null) => b === null || (a !== null && a <= b);

/**
 * The limit after a player asks for `requestedFen` (null: remove it). Lowering (or keeping) applies
 * at once and drops a waiting raise; raising or removing waits LIMIT_RAISE_DELAY_MS while the limit
 * in force keeps holding.
 */
export function requestLimitChange(limit: PlayerLimit, requestedFen: number | null, now: Date): PlayerLimit {
  const current = effectiveLimit(limit, now);
  if (atMost(requestedFen, current)) return { amountFen: requestedFen, pending: null };
  return {
    amountFen: current,
    pending: { amountFen: requestedFen, effectiveAt: new Date(now.getTime() + LIMIT_RAISE_DELAY_MS) },
  };
}

/** What a limit still allows after `usedFen` in its period (fen, never negative; Infinity: no limit). */
export function limitRemainingFen(limitFen: number | null, usedFen: number): number {
  return limitFen === null ? Number.POSITIVE_INFINITY : Math.max(0, limitFen - usedFen);
}

export type BlockKind = 'cooling_off' | 'self_exclusion';
/** A cooling-off or self-exclusion: no bets and no recharges until `until`; withdrawals stay open. */
export interface Block {
  kind: BlockKind;
  until: Date;
}

/** End of a cooling-off of whole `days` (1–42) from `now`. */
export function coolingOffUntil(now: Date, days: number): Date {
  if (!Number.isInteger(days) || days < COOLING_OFF_MIN_DAYS || days > COOLING_OFF_MAX_DAYS)
    throw new RangeError('cooling-off lasts 1 to 42 days');
  return new Date(now.getTime() + days * DAY_MS);
}

/** End of a self-exclusion of whole calendar `months` (6–120) from `now`. */
export function selfExclusionUntil(now: Date, months: number): Date {
  if (!Number.isInteger(months) || months < SELF_EXCLUSION_MIN_MONTHS || months > SELF_EXCLUSION_MAX_MONTHS)
    throw new RangeError('self-exclusion lasts 6 to 120 months');
  return addShanghaiMonths(now, months);
}

/** The block in force at `now`, or null once it has ended. */
export function activeBlock(block: Block | null, now: Date): Block | null {
  return block && block.until.getTime() > now.getTime() ? block : null;
}

/**
 * The block after a player asks for `requested`, or null when that would shorten or soften the
 * one in force (a cooling-off never replaces a self-exclusion; a block is only ever extended).
 */
export function blockAfterRequest(current: Block | null, requested: Block, now: Date): Block | null {
  const live = activeBlock(current, now);
  if (!live) return requested;
  if (live.kind === 'self_exclusion' && requested.kind === 'cooling_off') return null;
  return requested.until.getTime() > live.until.getTime() ? requested : null;
}

/** Epoch ms of the next reality check: the next whole hour of play counted from `sessionStartMs`. */
export function nextRealityCheckAt(
  sessionStartMs: number,
  nowMs: number,
  intervalMs = REALITY_CHECK_INTERVAL_MS,
): number {
  const elapsed = Math.max(0, nowMs - sessionStartMs);
  return sessionStartMs + (Math.floor(elapsed / intervalMs) + 1) * intervalMs;
}
