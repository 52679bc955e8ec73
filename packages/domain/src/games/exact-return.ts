/**
 * The exact return to player of an option at given odds (GAMES.md §4): (win·odds + push) / total
 * as a reduced fraction of integers, so the console can show it and the guard can decide it
 * without floating point. Odds are integer hundredths (196 = 1.96).
 */
import type { Chance } from './play-kit.ts';

export interface ExactReturn {
  /** Return = numerator / denominator, reduced (denominator > 0). */
  readonly numerator: bigint;
  readonly denominator: bigint;
  /** True when the return reaches 1: the player would not lose on average (refused as an override). */
  readonly reachesOne: boolean;
}

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};

/** (win·hundredths + 100·push) / (100·total), reduced. */
export function exactReturn(chance: Chance, oddsHundredths: bigint | number): ExactReturn {
  const h = BigInt(oddsHundredths);
  if (chance.total <= 0n) throw new RangeError('an outcome space has at least one outcome');
  const num = chance.win * h + 100n * chance.push;
  const den = 100n * chance.total;
  const g = gcd(num, den) || 1n;
  return { numerator: num / g, denominator: den / g, reachesOne: num >= den };
}

/**
 * A return as a percentage with `places` decimals, rounded down (never shown above what it is),
 * e.g. 97.2222 for 35/36. Computed in integers: exact for any outcome space.
 */
export function returnPercent(r: Pick<ExactReturn, 'numerator' | 'denominator'>, places = 4): string {
  const scale = 10n ** BigInt(places);
  const scaled = (r.numerator * 100n * scale) / r.denominator;
  const whole = scaled / scale;
  const frac = (scaled % scale).toString().padStart(places, '0');
  return places > 0 ? `${whole}.${frac}` : `${whole}`;
}
