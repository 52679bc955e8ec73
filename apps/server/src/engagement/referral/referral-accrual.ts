import { type CommissionRates, commissionAccruals } from '@cailiao/domain';
import { inviteRepository } from '../../accounts/index.ts';
import type { BetService } from '../../lottery/index.ts';
import type { Db } from '../../platform/db/client.ts';
import type { EventOf } from '../../platform/events/domain-events.ts';
import { type NewCommission, referralRepository as repo } from './referral.repository.ts';
import { loadReferralRates } from './referral.settings.ts';

/** Rates are configuration that changes rarely: read at most this often. */
const RATES_TTL_MS = 10_000;
/** The sweep looks back this far for settlements whose event was lost. */
export const SWEEP_WINDOW_MS = 30 * 60_000;
const SWEEP_BATCH = 1_000;

/**
 * Accrues referral commission when bets settle (the lottery's `BetSettled`): for each won or lost
 * bet, each inviter up to three levels up earns stake × rate, exactly (units of 1/10,000 fen).
 * (bet, beneficiary) is unique, so a replayed or duplicated event — every process of a cluster
 * hears it — accrues once.
 */
export function createReferralAccrual({
  db,
  bet,
  now = () => new Date(),
}: {
  db: Db;
  bet: Pick<BetService, 'settledSince'>;
  now?: () => Date;
}) {
  let cached: { at: number; rates: CommissionRates } | undefined;
  async function rates(): Promise<CommissionRates> {
    if (!cached || Date.now() - cached.at > RATES_TTL_MS)
      cached = { at: Date.now(), rates: await loadReferralRates(db) };
    return cached.rates;
  }

  async function onBetSettled(event: EventOf<'BetSettled'>): Promise<number> {
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
  }

  return {
    onBetSettled,

    /**
     * Accrues again from the bets settled in the last SWEEP_WINDOW_MS, for an event that was lost
     * (a process stopped between settlement and publishing). Idempotent; answers the new accruals.
     */
    async sweep(windowMs = SWEEP_WINDOW_MS): Promise<number> {
      if ((await rates()).bpsByLevel.length === 0) return 0;
      const from = new Date(now().getTime() - windowMs);
      let added = 0;
      for (let afterId = 0; ; ) {
        const rows = await bet.settledSince(from, afterId, SWEEP_BATCH);
        if (rows.length === 0) return added;
        afterId = rows.at(-1)!.id;
        const invited = await inviteRepository.withInviters(
          db,
          rows.map((b) => b.userId),
        );
        const events = new Map<string, EventOf<'BetSettled'>>();
        for (const b of rows) {
          if (!invited.has(b.userId)) continue;
          const key = `${b.userId}:${b.gameId}:${b.issueNo}`;
          let e = events.get(key);
          if (!e) {
            e = { type: 'BetSettled', userId: b.userId, gameId: b.gameId, issueNo: b.issueNo, bets: [] };
            events.set(key, e);
          }
          e.bets.push({ betId: b.id, status: b.status, stakeFen: b.amountFen, payoutFen: 0 });
        }
        for (const e of events.values()) added += await onBetSettled(e);
        if (rows.length < SWEEP_BATCH) return added;
      }
    },

    /** Forget the cached rates (after an operator changes them; tests). */
    reloadRates() {
      cached = undefined;
    },
  };
}
export type ReferralAccrual = ReturnType<typeof createReferralAccrual>;
