import type { WithdrawSettingsInput } from '@cailiao/contracts';
import { type AmountRange, fenToYuan, type WithdrawFeeRule, yuanToFen } from '@cailiao/domain';
import { systemRepository } from '../../accounts/index.ts';
import type { DbOrTx } from '../../platform/db/client.ts';

/** Withdraw limits and fee, stored in system_settings under `withdraw_config` (fen, basis points). */
export interface WithdrawSettings extends WithdrawFeeRule, AmountRange {
  dailyCount: number;
  turnoverRequired: boolean;
  /** Bet turnover needed, as a multiple of the money recharged. */
  turnoverMultiple: number;
}

export const WITHDRAW_SETTINGS_KEY = 'withdraw_config';

export const DEFAULT_WITHDRAW_SETTINGS: WithdrawSettings = {
  minFen: 10_000,
  maxFen: 5_000_000,
  dailyCount: 5,
  feeBps: 0,
  feeFixedFen: 0,
  feeMinFen: 0,
  feeMaxFen: 0,
  turnoverRequired: false,
  turnoverMultiple: 1,
};

/** Demo installation: 1 % fee, at least 2 and at most 50 yuan, so the fee preview shows something. */
export const DEMO_WITHDRAW_SETTINGS: WithdrawSettings = {
  ...DEFAULT_WITHDRAW_SETTINGS,
  feeBps: 100,
  feeMinFen: 200,
  feeMaxFen: 5_000,
};

export async function loadWithdrawSettings(db: DbOrTx): Promise<WithdrawSettings> {
  const stored = await systemRepository.getSetting<Partial<WithdrawSettings>>(db, WITHDRAW_SETTINGS_KEY);
  return { ...DEFAULT_WITHDRAW_SETTINGS, ...(stored && typeof stored === 'object' ? stored : {}) };
}

export async function saveWithdrawSettings(db: DbOrTx, s: WithdrawSettings): Promise<void> {
  await systemRepository.putSetting(db, WITHDRAW_SETTINGS_KEY, s);
}

/** Stores the demo settings unless an operator already saved some. */
export async function seedWithdrawSettings(
  db: DbOrTx,
  s: WithdrawSettings = DEMO_WITHDRAW_SETTINGS,
): Promise<void> {
  if (!(await systemRepository.getSetting(db, WITHDRAW_SETTINGS_KEY))) await saveWithdrawSettings(db, s);
}

export function settingsFromInput(i: WithdrawSettingsInput): WithdrawSettings {
  return {
    minFen: yuanToFen(i.minAmount),
    maxFen: yuanToFen(i.maxAmount),
    dailyCount: i.dailyCount,
    feeBps: Math.round(i.feeRate * 100),
    feeFixedFen: Math.round(i.feeFixed * 100),
    feeMinFen: Math.round(i.feeMin * 100),
    feeMaxFen: Math.round(i.feeMax * 100),
    turnoverRequired: i.turnoverRequired,
    turnoverMultiple: i.turnoverMultiple,
  };
}

export function settingsToInput(s: WithdrawSettings): WithdrawSettingsInput {
  return {
    minAmount: fenToYuan(s.minFen),
    maxAmount: fenToYuan(s.maxFen),
    dailyCount: s.dailyCount,
    feeRate: s.feeBps / 100,
    feeFixed: fenToYuan(s.feeFixedFen),
    feeMin: fenToYuan(s.feeMinFen),
    feeMax: fenToYuan(s.feeMaxFen),
    turnoverRequired: s.turnoverRequired,
    turnoverMultiple: s.turnoverMultiple,
  };
}
