import type { Chance, Family } from './game-rules.ts';
import {
  chanceOf,
  defaultOddsHundredths,
  getPlay,
  isValidBet,
  lunarYearOf,
  validateOddsOverride,
} from './game-rules.ts';

/** Options enumerated for the whole play share one odds override row with option = null. */
const WHOLE_PLAY = '';
const MAX_CACHED = 20_000;

/** lhc zodiac and element rules depend on the lunar year of the draw; other families ignore it. */
export function oddsContext(family: Family, drawAt: number): { lunarYear?: number } {
  return family === 'lhc' ? { lunarYear: lunarYearOf(drawAt) } : {};
}

/**
 * Odds in force, in integer hundredths (196 = 1.96): an operator override when one exists and its
 * return to player stays below 1 for this draw's lunar year, else the default of GAMES.md §4.
 * Exact chances are cached (bounded: lhc number lists have millions of possible options).
 */
export function createOddsTable() {
  const chances = new Map<string, Chance>();

  function chance(family: Family, play: string, option: string, lunarYear?: number): Chance {
    const key = `${play}|${option}|${lunarYear ?? ''}`;
    let c = chances.get(key);
    if (!c) {
      c = chanceOf(family, play, option, lunarYear === undefined ? {} : { lunarYear });
      if (chances.size >= MAX_CACHED) chances.clear();
      chances.set(key, c);
    }
    return c;
  }

  return {
    chance,

    /**
     * Odds hundredths of a valid (play, option) of a family for a draw at `drawAt`; undefined when the
     * bet is invalid. `overrides` maps `play|option` (option '' for the whole play) to hundredths.
     */
    oddsHundredths(
      family: Family,
      play: string,
      option: string,
      drawAt: number,
      overrides?: ReadonlyMap<string, number>,
    ): number | undefined {
      if (!isValidBet(family, play, option)) return undefined;
      const { lunarYear } = oddsContext(family, drawAt);
      const c = chance(family, play, option, lunarYear);
      const override = overrides?.get(`${play}|${option}`) ?? overrides?.get(`${play}|${WHOLE_PLAY}`);
      if (override !== undefined && validateOddsOverride(c, override / 100).ok) return override;
      return Number(defaultOddsHundredths(c));
    },

    /**
     * Checks an operator override: every option it covers must keep its return to player below 1.
     * Answers the offending option, or null when the override is acceptable.
     */
    refusedOption(
      family: Family,
      play: string,
      option: string | null,
      oddsHundredths: number,
      drawAt: number,
    ): string | null {
      const def = getPlay(play);
      if (!def || def.family !== family) return option ?? play;
      const { lunarYear } = oddsContext(family, drawAt);
      const options = option === null ? (def.options ?? []).map((o) => o.option) : [option];
      if (option === null && !def.options) return play; // a pick play needs an option per override
      for (const o of options) {
        if (!def.validateOption(o)) return o;
        if (!validateOddsOverride(chance(family, play, o, lunarYear), oddsHundredths / 100).ok) return o;
      }
      return null;
    },
  };
}
export type OddsTable = ReturnType<typeof createOddsTable>;
export const overrideKey = (play: string, option: string | null) => `${play}|${option ?? WHOLE_PLAY}`;
