import type { DailyBonusClaimResult, DailyBonusInfo, DailyBonusRates } from '@cailiao/contracts';
import { type BonusTier, dailyBonusFen, fenToYuan, shanghaiDate, yesterdayOf } from '@cailiao/domain';
import type { TurnoverQueries } from '../../lottery/index.ts';
import type { WalletService } from '../../money/index.ts';
import type { Db } from '../../platform/db/client.ts';
import { businessRule, conflict } from '../../platform/errors.ts';
import { ENGAGEMENT_LEDGER_KINDS, rewardReference } from '../ledger-kinds.ts';
import type { PlayerMessagesService } from '../messages/player-messages.service.ts';
import type { RulesStore } from '../settings/engagement-rules.ts';
import { activityRepository as repo } from './activity.repository.ts';

interface Deps {
  db: Db;
  wallet: WalletService;
  turnover: TurnoverQueries;
  rules: RulesStore;
  messages: PlayerMessagesService;
  now: () => Date;
}

/** The tier a turnover reaches (the highest threshold at or below it). */
function tierOf(turnoverFen: number, tiers: readonly BonusTier[]): BonusTier | undefined {
  return tiers.filter((t) => turnoverFen >= t.minTurnoverFen).at(-1);
}

/** The daily bonus: a rate (by tier) of yesterday's valid turnover, claimed once a day. */
export function createDailyBonusService({ db, wallet, turnover, rules, messages, now }: Deps) {
  async function standing(userId: number) {
    const at = now();
    const day = yesterdayOf(at);
    const [{ bonusTiers }, turnoverFen, claim] = await Promise.all([
      rules.load(),
      turnover.dayFen(userId, day),
      repo.findBonusClaim(db, userId, day),
    ]);
    const tier = tierOf(turnoverFen, bonusTiers);
    return { at, day, turnoverFen, tier, amountFen: dailyBonusFen(turnoverFen, bonusTiers), claim };
  }

  return {
    async rates(): Promise<DailyBonusRates> {
      const { bonusTiers } = await rules.load();
      return {
        tiers: bonusTiers.map((t) => ({ minTurnover: fenToYuan(t.minTurnoverFen), rate: t.bps / 100 })),
      };
    },

    async info(userId: number): Promise<DailyBonusInfo> {
      const s = await standing(userId);
      const amountFen = s.claim?.amountFen ?? s.amountFen;
      return {
        date: s.day,
        today: shanghaiDate(s.at),
        turnover: fenToYuan(s.turnoverFen),
        rate: (s.claim?.bps ?? s.tier?.bps ?? 0) / 100,
        amount: fenToYuan(amountFen),
        claimed: Boolean(s.claim),
        claimedAt: s.claim?.createdAt.toISOString() ?? null,
        canClaim: !s.claim && s.amountFen > 0,
      };
    },

    /**
     * Pays yesterday's bonus once: the claim row ((userId, day) key) and the credit (reference
     * `daily_bonus:<userId>:<day>`) share one transaction; a second claim answers 409.
     */
    async claim(userId: number): Promise<DailyBonusClaimResult> {
      const s = await standing(userId);
      if (s.claim) throw conflict('DAILY_BONUS_CLAIMED', '今日加奖已领取，明天再来吧');
      if (s.amountFen <= 0 || !s.tier) throw businessRule('NO_DAILY_BONUS', '昨日有效投注未达到加奖标准');
      const { tier, amountFen, day } = s;
      const reference = rewardReference.dailyBonus(userId, day);
      const moved = await db.transaction(async (tx) => {
        const recorded = await repo.insertBonusClaim(tx, {
          userId,
          day,
          turnoverFen: s.turnoverFen,
          bps: tier.bps,
          amountFen,
          createdAt: s.at,
        });
        if (!recorded) return null;
        return wallet.credit(tx, {
          userId,
          amountFen,
          kind: ENGAGEMENT_LEDGER_KINDS.dailyBonus,
          reference,
          memo: `每日加奖（${day}）`,
        });
      });
      if (!moved) throw conflict('DAILY_BONUS_CLAIMED', '今日加奖已领取，明天再来吧');
      await messages.notify(userId, {
        kind: 'reward',
        title: '每日加奖到账',
        content: `您${day}的有效投注${fenToYuan(s.turnoverFen)}元，获得加奖${fenToYuan(amountFen)}元，已发放到您的账户。`,
        data: { date: day, amount: fenToYuan(amountFen) },
        dedupeKey: `reward:${reference}`,
      });
      return { date: day, amount: fenToYuan(amountFen), balance: fenToYuan(moved.balanceFen) };
    },
  };
}
export type DailyBonusService = ReturnType<typeof createDailyBonusService>;
