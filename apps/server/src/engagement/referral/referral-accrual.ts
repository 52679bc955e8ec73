import { type CommissionRates, commissionAccruals } from '@cailiao/domain';
import { inviteRepository } from '../../accounts/index.ts';
import type { Db } from '../../platform/db/client.ts';
import type { EventOf } from '../../platform/events/domain-events.ts';
import { type NewCommission, referralRepository as repo } from './referral.repository.ts';
import { loadReferralRates } from './referral.settings.ts';

/** Rates are configuration that changes rarely: read at most this often. */
const RATES_TTL_MS = 10_000;

/**
 * Accrues referral commission when bets settle (the lottery's `BetSettled`): for each won or lost
 * bet, each inviter up to three levels up earns stake × rate, exactly (units of 1/10,000 fen).
 * (bet, beneficiary) is unique, so a replayed or duplicated event — every process of a cluster
 * hears it — accrues once.
 */
export function createReferralAccrual({ db }: { db: Db }) {
  let cached: { at: number; rates: CommissionRates } | undefined;
  async function rates(): Promise<CommissionRates> {
    if (!cached || Date.now() - cached.at > RATES_TTL_MS)
      cached = { at: Date.now(), rates: await loadReferralRates(db) };
    return cached.rates;
  }

  return {
    /** Forget the cached rates (after an operator changes them; tests). */
    reloadRates() {
      cached = undefined;
    },

    /** Answers how many accruals were new. */
    async onBetSettled(event: EventOf<'BetSettled'>): Promise<number> {
      const r = await rates();
      if (r.bpsByLevel.length === 0) return 0;
      const chain = await inviteRepository.inviterChain(db, event.userId, r.bpsByLevel.length);
      if (chain.length === 0) return 0;
      const rows: NewCommission[] = [];
      for (const bet of event.bets) {
        for (const a of commissionAccruals({ stakeFen: bet.stakeFen, status: bet.status }, chain, r)) {
          rows.push({
            beneficiaryId: a.userId,
            bettorId: event.userId,
            betId: bet.betId,
            level: a.level,
            gameId: event.gameId,
            issueNo: event.issueNo,
            stakeFen: bet.stakeFen,
            bps: a.bps,
            units: a.units,
          });
        }
      }
      return repo.insertCommissions(db, rows);
    },
  };
}
export type ReferralAccrual = ReturnType<typeof createReferralAccrual>;
