import { lunarYearOf } from '@cailiao/domain';
import { useMemo } from 'react';
import { useLhcConfig } from './api/get-lhc-config';
import { type LhcZodiacs, lhcZodiacs } from './lhc-zodiacs';

function lunarYearAt(iso: string | null | undefined): number | null {
  try {
    return lunarYearOf(iso ? Date.parse(iso) : Date.now());
  } catch {
    return null;
  }
}

/** The zodiacs of the lunar year of a draw (`drawAt`, else now); null outside the known calendar. */
export function useLhcZodiacs(drawAt: string | null | undefined, enabled = true): LhcZodiacs | null {
  const config = useLhcConfig(enabled);
  const year = enabled ? lunarYearAt(drawAt) : null;
  return useMemo(() => (year === null ? null : lhcZodiacs(year, config.data)), [year, config.data]);
}
