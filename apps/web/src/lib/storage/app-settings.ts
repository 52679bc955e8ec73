import { LIMITS, QUICK_BET_AMOUNTS } from '@cailiao/domain';
import { readJson, STORAGE_KEYS, writeJson } from './local-store';

/** SPEC.md §3 app settings. Only the light theme and simplified Chinese exist for now. */
export interface AppSettings {
  theme: 'light';
  language: 'zh-CN';
  notifications: boolean;
  sound: boolean;
  vibration: boolean;
  autoRefresh: boolean;
  /** Seconds between automatic refreshes of live data. */
  refreshInterval: number;
}

export const DEFAULT_APP_SETTINGS: AppSettings = {
  theme: 'light',
  language: 'zh-CN',
  notifications: true,
  sound: true,
  vibration: true,
  autoRefresh: true,
  refreshInterval: LIMITS.defaultAutoRefreshSeconds,
};

export const REFRESH_INTERVAL_RANGE = { min: 5, max: 300 } as const;

function bool(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

/** Stored settings merged over the defaults; unknown or invalid values fall back per field. */
export function getAppSettings(): AppSettings {
  const stored = readJson<Partial<AppSettings>>(STORAGE_KEYS.appSettings) ?? {};
  const d = DEFAULT_APP_SETTINGS;
  const interval = Number(stored.refreshInterval);
  return {
    theme: 'light',
    language: 'zh-CN',
    notifications: bool(stored.notifications, d.notifications),
    sound: bool(stored.sound, d.sound),
    vibration: bool(stored.vibration, d.vibration),
    autoRefresh: bool(stored.autoRefresh, d.autoRefresh),
    refreshInterval:
      Number.isInteger(interval) &&
      interval >= REFRESH_INTERVAL_RANGE.min &&
      interval <= REFRESH_INTERVAL_RANGE.max
        ? interval
        : d.refreshInterval,
  };
}

export function setAppSettings(patch: Partial<AppSettings>): AppSettings {
  const next = { ...getAppSettings(), ...patch };
  writeJson(STORAGE_KEYS.appSettings, next);
  return getAppSettings();
}

export function resetAppSettings(): AppSettings {
  writeJson(STORAGE_KEYS.appSettings, DEFAULT_APP_SETTINGS);
  return getAppSettings();
}

/** A quick bet amount is a whole or two-decimal yuan amount within the bet limits (SPEC.md §9). */
export function isValidQuickAmount(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= LIMITS.betMinYuan &&
    value <= LIMITS.betMaxYuan &&
    Math.abs(Math.round(value * 100) - value * 100) < 1e-6
  );
}

export function getQuickBetAmounts(): number[] {
  const stored = readJson<unknown>(STORAGE_KEYS.quickBetAmounts);
  if (Array.isArray(stored) && stored.length > 0 && stored.every(isValidQuickAmount)) return stored;
  return [...QUICK_BET_AMOUNTS];
}

/** Saves the amounts; refuses (returns false) when any amount is outside 1–100000 or the list is empty. */
export function setQuickBetAmounts(amounts: number[]): boolean {
  if (amounts.length === 0 || !amounts.every(isValidQuickAmount)) return false;
  return writeJson(STORAGE_KEYS.quickBetAmounts, amounts);
}

export function resetQuickBetAmounts(): number[] {
  writeJson(STORAGE_KEYS.quickBetAmounts, [...QUICK_BET_AMOUNTS]);
  return [...QUICK_BET_AMOUNTS];
}
