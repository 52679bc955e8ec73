import type { LhcConfigData } from '@cailiao/contracts';
import { ZODIACS, zodiacNumbers, zodiacOf } from '@cailiao/domain';
import { describe, expect, it } from 'vitest';
import { lhcZodiacs } from './lhc-zodiacs';

/** A server table for `year` that holds `tableYear`'s zodiacs (unlike the rule when they differ). */
const table = (year: number, tableYear = year): LhcConfigData => ({
  lunarYear: year,
  zodiac: Object.fromEntries(ZODIACS.map((z) => [z, zodiacNumbers(z, tableYear)])),
  color: {},
  wuxing: {},
  basic: {},
  names: { zodiac: {}, color: {}, wuxing: {} },
});

describe('lhc zodiacs', () => {
  it("follows the server's table of the same lunar year, whatever the calendar rule says", () => {
    const z = lhcZodiacs(2026, table(2026, 2030));
    expect(z.source).toBe('server');
    expect(z.of(1)).toBe(zodiacOf(1, 2030));
    expect(z.numbers('horse')).toEqual(zodiacNumbers('horse', 2030));
  });

  it('falls back to the rule until the table arrives', () => {
    const z = lhcZodiacs(2026, undefined);
    expect(z.source).toBe('rule');
    expect(z.of(1)).toBe('horse');
    expect(z.numbers('horse')).toEqual([1, 13, 25, 37, 49]);
  });

  it("uses the rule for a draw of another lunar year than the server's table", () => {
    const z = lhcZodiacs(2025, table(2026, 2030));
    expect(z.source).toBe('rule');
    expect(z.of(1)).toBe(zodiacOf(1, 2025));
  });
});
