import type { LhcConfigData } from '@cailiao/contracts';
import { LHC_NUMBERS, ZODIACS, type Zodiac, zodiacOf } from '@cailiao/domain';

/** The zodiac of every lhc number (1..49) in one lunar year, both ways. */
export interface LhcZodiacs {
  year: number;
  /** From the server's table (`server`) or the domain's rule (`rule`). */
  source: 'server' | 'rule';
  of: (n: number) => Zodiac | undefined;
  numbers: (zodiac: Zodiac) => number[];
}

const isZodiac = (name: string): name is Zodiac => (ZODIACS as readonly string[]).includes(name);

/**
 * The zodiacs of lunar year `year`: the server's six-mark table when it is of that year (it is the
 * one truth), else the domain's rule — until the table arrives, and for draws of another lunar
 * year than the server's current one (history across a Spring Festival), which its table does not
 * describe.
 */
export function lhcZodiacs(year: number, config: LhcConfigData | undefined | null): LhcZodiacs {
  const byNumber = new Map<number, Zodiac>();
  if (config && config.lunarYear === year) {
    for (const [name, numbers] of Object.entries(config.zodiac)) {
      if (isZodiac(name)) for (const n of numbers) byNumber.set(n, name);
    }
  }
  const source = byNumber.size > 0 ? 'server' : 'rule';
  if (source === 'rule') for (const n of LHC_NUMBERS) byNumber.set(n, zodiacOf(n, year));
  return {
    year,
    source,
    of: (n) => byNumber.get(n),
    numbers: (zodiac) => LHC_NUMBERS.filter((n) => byNumber.get(n) === zodiac),
  };
}
