import { type CommissionRates, parseCommissionRates } from '@cailiao/domain';
import { systemRepository } from '../../accounts/index.ts';
import type { DbOrTx } from '../../platform/db/client.ts';

/** Commission rates per level, stored in system_settings (basis points); none until an operator sets them. */
export const REFERRAL_SETTINGS_KEY = 'referral_config';

/** Demo installation: 0.5 %, 0.2 % and 0.1 % of friends' settled stakes over three levels. */
export const DEMO_REFERRAL_RATES: CommissionRates = { bpsByLevel: [50, 20, 10] };

export async function loadReferralRates(db: DbOrTx): Promise<CommissionRates> {
  return parseCommissionRates(await systemRepository.getSetting(db, REFERRAL_SETTINGS_KEY));
}

export async function saveReferralRates(db: DbOrTx, rates: CommissionRates): Promise<void> {
  await systemRepository.putSetting(db, REFERRAL_SETTINGS_KEY, parseCommissionRates(rates));
}

/** Stores the demo rates unless an operator already saved some. */
export async function seedReferralRates(db: DbOrTx, rates: CommissionRates = DEMO_REFERRAL_RATES) {
  if (!(await systemRepository.getSetting(db, REFERRAL_SETTINGS_KEY))) await saveReferralRates(db, rates);
}
