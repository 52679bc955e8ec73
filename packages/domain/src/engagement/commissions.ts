/**
 * Referral commission: a share of the valid turnover (settled, non-void stakes) of the players a
 * user invited, by how far down the invitation chain they are (level 1: invited by the user, level
 * 2: invited by someone the user invited, …). Rates are basis points (1 bp = 0.01 %), configuration.
 */
export interface CommissionRates {
  /** Basis points per level, level 1 first (e.g. [50, 20, 10] = 0.5 %, 0.2 %, 0.1 %). */
  bpsByLevel: readonly number[];
}

/** The commission of one stake for the inviter `level` steps up, in whole fen (rounded down). */
export function commissionFen(stakeFen: number, level: number, rates: CommissionRates): number {
  const bps = rates.bpsByLevel[level - 1] ?? 0;
  if (level < 1 || bps <= 0 || stakeFen <= 0) return 0;
  return Math.floor((stakeFen * bps) / 10_000);
}

/**
 * Who earns what on one settled bet: the chain of inviters of the bettor (nearest first, as many
 * levels as there are rates) and each one's commission. A void (refunded) bet earns nothing.
 */
export function commissionsForBet(
  bet: { stakeFen: number; status: string },
  inviterChain: readonly number[],
  rates: CommissionRates,
): { userId: number; level: number; amountFen: number }[] {
  if (bet.status !== 'won' && bet.status !== 'lost') return [];
  return inviterChain
    .slice(0, rates.bpsByLevel.length)
    .map((userId, i) => ({ userId, level: i + 1, amountFen: commissionFen(bet.stakeFen, i + 1, rates) }))
    .filter((c) => c.amountFen > 0);
}

/** The daily bonus of a turnover: the rate of the highest tier it reaches, in whole fen. */
export function dailyBonusFen(
  turnoverFen: number,
  tiers: readonly { minTurnoverFen: number; bps: number }[],
): number {
  let best: { minTurnoverFen: number; bps: number } | undefined;
  for (const tier of tiers) {
    if (turnoverFen >= tier.minTurnoverFen && (!best || tier.minTurnoverFen > best.minTurnoverFen))
      best = tier;
  }
  return best ? Math.floor((turnoverFen * best.bps) / 10_000) : 0;
}

/** Exact commission is counted in units of 1/10,000 fen (stake fen × basis points). */
export const COMMISSION_UNITS_PER_FEN = 10_000;
/** Referral commission reaches at most this many inviters up the chain. */
export const MAX_REFERRAL_LEVELS = 3;
/** Highest rate an operator may set for one level: 1,000 bp = 10 % of the stake. */
export const MAX_COMMISSION_BPS = 1_000;

/** Exact commission of one stake for the inviter `level` steps up: stake fen × bps, never rounded. */
export function commissionUnits(stakeFen: number, level: number, rates: CommissionRates): number {
  const bps = rates.bpsByLevel[level - 1] ?? 0;
  if (level < 1 || bps <= 0 || !Number.isSafeInteger(stakeFen) || stakeFen <= 0) return 0;
  return stakeFen * bps;
}

/**
 * The exact accruals of one settled bet: one per inviter up the chain (nearest first) with a
 * positive rate. Only a judged bet (won or lost) is turnover; refunded and cancelled bets earn nothing.
 */
export function commissionAccruals(
  bet: { stakeFen: number; status: string },
  inviterChain: readonly number[],
  rates: CommissionRates,
): { userId: number; level: number; bps: number; units: number }[] {
  if (bet.status !== 'won' && bet.status !== 'lost') return [];
  return inviterChain
    .slice(0, Math.min(rates.bpsByLevel.length, MAX_REFERRAL_LEVELS))
    .map((userId, i) => ({
      userId,
      level: i + 1,
      bps: rates.bpsByLevel[i] ?? 0,
      units: commissionUnits(bet.stakeFen, i + 1, rates),
    }))
    .filter((a) => a.units > 0);
}

/**
 * Whole fen a player may claim now: the running total of accrued units in fen, rounded down once,
 * less what was paid already (never negative). Rounding the total instead of each bet keeps the
 * fractions of small stakes.
 */
export function claimableFen(accruedUnits: number, paidFen: number): number {
  return Math.max(0, Math.floor(accruedUnits / COMMISSION_UNITS_PER_FEN) - paidFen);
}

/** Stored rates as configured; anything malformed means no commission at all. */
export function parseCommissionRates(value: unknown): CommissionRates {
  const bps = (value as { bpsByLevel?: unknown } | null | undefined)?.bpsByLevel;
  const valid =
    Array.isArray(bps) &&
    bps.length <= MAX_REFERRAL_LEVELS &&
    bps.every((b) => Number.isInteger(b) && b >= 0 && b <= MAX_COMMISSION_BPS);
  return { bpsByLevel: valid ? [...(bps as number[])] : [] };
}

/** Commission units as a yuan decimal string, exact (1 unit = 0.000001 yuan): 5000 → "0.005", 50000 → "0.05". */
export function commissionUnitsToYuan(units: number): string {
  const perYuan = COMMISSION_UNITS_PER_FEN * 100;
  const sign = units < 0 ? '-' : '';
  const abs = Math.abs(units);
  const fraction = String(abs % perYuan)
    .padStart(6, '0')
    .replace(/0{1,4}$/, '');
  return `${sign}${Math.floor(abs / perYuan)}.${fraction.padEnd(2, '0')}`;
}
