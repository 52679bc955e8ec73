/**
 * 追号 plans (API.md "Chase"): the same slip bought over the coming issues, issue i at
 * `multiples[i]` times every item's stake. Amounts are integer fen; the whole plan's total is frozen
 * when the chase starts, so it must be known exactly before anything is bought.
 */
import { LIMITS } from '../constants.ts';

export const CHASE = {
  minIssues: 2,
  maxIssues: 120,
  minMultiple: 1,
  maxMultiple: 1_000,
  /** Issue counts the sheet offers before 自定义. */
  presetIssues: [5, 10, 20, 50] as const,
} as const;

const ITEM_MIN_FEN = LIMITS.betMinYuan * 100;
const ITEM_MAX_FEN = LIMITS.betMaxYuan * 100;

export type ChaseRefusal = 'ISSUES_OUT_OF_RANGE' | 'MULTIPLE_OUT_OF_RANGE' | 'AMOUNT_OUT_OF_RANGE';

/**
 * Why a plan cannot be bought, or null when it can: 2–120 issues, each multiple an integer
 * 1–1000, and every item × every multiple within a single bet's limits (1–100,000 yuan).
 */
export function validateChasePlan(
  itemsFen: readonly number[],
  multiples: readonly number[],
): ChaseRefusal | null {
  if (multiples.length < CHASE.minIssues || multiples.length > CHASE.maxIssues) return 'ISSUES_OUT_OF_RANGE';
  if (!multiples.every((m) => Number.isInteger(m) && m >= CHASE.minMultiple && m <= CHASE.maxMultiple)) {
    return 'MULTIPLE_OUT_OF_RANGE';
  }
  const highest = Math.max(...multiples);
  const lowest = Math.min(...multiples);
  const inRange = (fen: number) =>
    Number.isSafeInteger(fen) && fen * lowest >= ITEM_MIN_FEN && fen * highest <= ITEM_MAX_FEN;
  if (itemsFen.length === 0 || !itemsFen.every(inRange)) return 'AMOUNT_OUT_OF_RANGE';
  return null;
}

/** The slip's stake once (Σ items), in fen. */
export function slipFen(itemsFen: readonly number[]): number {
  return itemsFen.reduce((sum, fen) => sum + fen, 0);
}

/** What the plan freezes: Σ slip × multiple, in fen. */
export function chaseTotalFen(itemsFen: readonly number[], multiples: readonly number[]): number {
  const slip = slipFen(itemsFen);
  return multiples.reduce((sum, m) => sum + slip * m, 0);
}

/** 同倍: the same multiple on every issue. */
export function flatMultiples(issues: number, multiple: number): number[] {
  return Array.from({ length: issues }, () => multiple);
}

/**
 * 翻倍: start at `start`, multiply by `factor` after every `every` issues, never above the highest
 * multiple allowed (the plan stays buyable however long it runs).
 */
export function doublingMultiples(plan: {
  issues: number;
  start: number;
  factor: number;
  every: number;
}): number[] {
  const every = Math.max(1, Math.floor(plan.every));
  const out: number[] = [];
  let multiple = plan.start;
  for (let i = 0; i < plan.issues; i++) {
    if (i > 0 && i % every === 0) multiple = Math.min(CHASE.maxMultiple, multiple * plan.factor);
    out.push(Math.min(CHASE.maxMultiple, multiple));
  }
  return out;
}

export interface ChasePlanRow {
  /** 0-based position in the plan; the issue number is known only once the chase starts. */
  index: number;
  multiple: number;
  /** 本期金额 */
  amountFen: number;
  /** 累计投入 up to and including this issue */
  cumulativeFen: number;
  /** 预计盈利 if this issue wins: only for a single item with fixed odds, else null. */
  profitFen: number | null;
}

/**
 * The table the chase sheet shows. `oddsHundredths` is given only for a single fixed-odds item;
 * the payout is floor(stake × odds), as settlement pays it.
 */
export function chasePlanRows(
  itemsFen: readonly number[],
  multiples: readonly number[],
  oddsHundredths: number | null = null,
): ChasePlanRow[] {
  const slip = slipFen(itemsFen);
  let cumulativeFen = 0;
  return multiples.map((multiple, index) => {
    const amountFen = slip * multiple;
    cumulativeFen += amountFen;
    const profitFen =
      oddsHundredths !== null && itemsFen.length === 1
        ? Math.floor((amountFen * oddsHundredths) / 100) - cumulativeFen
        : null;
    return { index, multiple, amountFen, cumulativeFen, profitFen };
  });
}
