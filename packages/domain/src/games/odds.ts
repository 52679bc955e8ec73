/**
 * Default odds of GAMES.md §4, in exact integer arithmetic:
 * odds = floor_to_2_decimals((target − pPush) / pWin), target by pWin band (0.98 / 0.95 / 0.93 / 0.90).
 */
import type { Chance, Family, GameContext } from './play-kit.ts';
import { chanceOf } from './probability.ts';

/** Target return in hundredths for a chance: 98 if pWin ≥ 0.25, 95 if ≥ 0.05, 93 if ≥ 0.01, else 90. */
export function targetHundredths(chance: Chance): bigint {
  const { win, total } = chance;
  if (4n * win >= total) return 98n;
  if (20n * win >= total) return 95n;
  if (100n * win >= total) return 93n;
  return 90n;
}

/** Default odds of a chance in integer hundredths: floor((target·total − 100·push) / win). */
export function defaultOddsHundredths(chance: Chance): bigint {
  if (chance.win <= 0n) throw new RangeError('an option that cannot win has no odds');
  return (targetHundredths(chance) * chance.total - 100n * chance.push) / chance.win;
}

/** Default odds (decimal, 2 places, e.g. 1.96) of a chance; its return to player is always below 1. */
export function oddsFromChance(chance: Chance): number {
  return Number(defaultOddsHundredths(chance)) / 100;
}

/** Default odds of one option of a game; lhc zodiac/element plays need the lunar year in ctx. */
export function defaultOdds(family: Family, play: string, option: string, ctx: GameContext = {}): number {
  return oddsFromChance(chanceOf(family, play, option, ctx));
}

/** Return to player pWin·odds + pPush (1 = fair, below 1 = house edge). */
export function returnToPlayer(pWin: number, pPush: number, odds: number): number {
  return pWin * odds + pPush;
}

export type OddsCheck =
  | { readonly ok: true; readonly rtp: number }
  | {
      readonly ok: false;
      readonly rtp: number;
      readonly reason: 'not_two_decimals' | 'not_positive' | 'rtp_too_high';
    };

/** Checks an operator override exactly: odds > 0 with ≤ 2 decimals and pWin·odds + pPush < 1. */
export function validateOddsOverride(chance: Chance, odds: number): OddsCheck {
  const hundredths = Math.round(odds * 100);
  const rtp = returnToPlayer(
    Number(chance.win) / Number(chance.total),
    Number(chance.push) / Number(chance.total),
    odds,
  );
  if (
    !Number.isFinite(odds) ||
    Math.abs(hundredths / 100 - odds) > 1e-9 ||
    !Number.isSafeInteger(hundredths)
  ) {
    return { ok: false, rtp, reason: 'not_two_decimals' };
  }
  if (hundredths <= 0) return { ok: false, rtp, reason: 'not_positive' };
  // pWin·odds + pPush < 1  ⇔  win·hundredths + 100·push < 100·total.
  if (chance.win * BigInt(hundredths) + 100n * chance.push >= 100n * chance.total) {
    return { ok: false, rtp, reason: 'rtp_too_high' };
  }
  return { ok: true, rtp };
}
