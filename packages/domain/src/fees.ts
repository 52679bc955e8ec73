/**
 * Fees and limits of recharges and withdrawals, in integer fen. Rates are basis points
 * (1 bp = 0.01 %); a percentage fee is rounded up to the fen, so the house never loses a fraction.
 * The client's previews call these too, so what it shows is what the server charges.
 */

/** A recharge channel's fee: a rate and a fixed part. */
export interface RechargeFeeRule {
  feeBps: number;
  feeFixedFen: number;
}

/** The withdraw fee rule: rate plus fixed part, clamped to [min, max]. */
export interface WithdrawFeeRule {
  feeBps: number;
  feeFixedFen: number;
  feeMinFen: number;
  /** 0 means no cap. */
  feeMaxFen: number;
}

/** Single-order bounds, both inclusive, in fen. */
export interface AmountRange {
  minFen: number;
  maxFen: number;
}

/** Fee of a recharge in fen: ceil(amount × rate) + fixed. */
export function rechargeFeeFen(amountFen: number, rule: RechargeFeeRule): number {
  return Math.ceil((amountFen * rule.feeBps) / 10_000) + rule.feeFixedFen;
}

/** Fee of a withdrawal in fen: ceil(amount × rate) + fixed, clamped to [min, max] (max 0 = uncapped). */
export function withdrawFeeFen(amountFen: number, rule: WithdrawFeeRule): number {
  let fee = Math.ceil((amountFen * rule.feeBps) / 10_000) + rule.feeFixedFen;
  fee = Math.max(fee, rule.feeMinFen);
  if (rule.feeMaxFen > 0) fee = Math.min(fee, rule.feeMaxFen);
  return fee;
}

/** True when `amountFen` lies within [minFen, maxFen]. */
export function withinRange(amountFen: number, range: AmountRange): boolean {
  return amountFen >= range.minFen && amountFen <= range.maxFen;
}

/**
 * The largest withdrawal (fen) whose amount + fee fits in `availableFen` and the range's maximum;
 * 0 when even the minimum does not fit. amount + fee grows with amount, so a binary search finds it.
 */
export function maxWithdrawableFen(availableFen: number, rule: WithdrawFeeRule & AmountRange): number {
  let lo = 0;
  let hi = Math.min(availableFen, rule.maxFen);
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (mid + withdrawFeeFen(mid, rule) <= availableFen) lo = mid;
    else hi = mid - 1;
  }
  return lo >= rule.minFen ? lo : 0;
}

/** Withdrawals still allowed today: the daily count minus today's, never below 0. */
export function remainingToday(dailyCount: number, todayCount: number): number {
  return Math.max(0, dailyCount - todayCount);
}

/**
 * Bet turnover (fen) still owed before a withdrawal: recharged × multiple − staked, never below 0.
 * `betNetFen` is the ledger sum of bets and refunds, so it is ≤ 0 (stakes are debits).
 */
export function turnoverRemainingFen(rechargedFen: number, multiple: number, betNetFen: number): number {
  return Math.max(0, Math.ceil(rechargedFen * multiple) + betNetFen);
}
