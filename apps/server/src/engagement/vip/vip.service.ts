import type { ClaimLevelRewardResult, LevelInfo, LevelRewardsInfo } from '@cailiao/contracts';
import { claimableLevelRewards, fenToYuan, levelProgress } from '@cailiao/domain';
import type { UserService } from '../../accounts/index.ts';
import type { TurnoverQueries } from '../../lottery/index.ts';
import type { WalletService } from '../../money/index.ts';
import type { Db } from '../../platform/db/client.ts';
import { businessRule, conflict, notFound } from '../../platform/errors.ts';
import { ENGAGEMENT_LEDGER_KINDS, rewardReference } from '../ledger-kinds.ts';
import type { PlayerMessagesService } from '../messages/player-messages.service.ts';
import type { RulesStore } from '../settings/engagement-rules.ts';
import { vipRepository as repo } from './vip.repository.ts';

interface Deps {
  db: Db;
  wallet: WalletService;
  turnover: TurnoverQueries;
  rules: RulesStore;
  users: Pick<UserService, 'raiseVipLevel'>;
  messages: PlayerMessagesService;
}

/**
 * VIP levels by cumulative valid turnover (SPEC.md §3): where a player stands, the rewards of the
 * levels reached (each paid once), and the level-up when bets settle.
 */
export function createVipService({ db, wallet, turnover, rules, users, messages }: Deps) {
  async function standing(userId: number) {
    const [{ levels }, turnoverFen] = await Promise.all([rules.load(), turnover.totalFen(userId)]);
    return { levels, turnoverFen, progress: levelProgress(levels, turnoverFen) };
  }

  /** Raises the stored level to `level` (once), mirrors it on the profile and tells the player. */
  async function raise(userId: number, level: number, name: string, turnoverFen: number) {
    if (!(await repo.raiseLevel(db, userId, level, turnoverFen))) return false;
    await users.raiseVipLevel(userId, level);
    await messages.notify(userId, {
      kind: 'level_up',
      title: '等级提升',
      content: `恭喜您晋级${name}！前往VIP中心领取晋级奖励。`,
      data: { level },
      dedupeKey: `level_up:${userId}:${level}`,
    });
    return true;
  }

  // A burst of BetSettled for one player (several issues at once) runs one recomputation at a
  // time and at most one more after it.
  const running = new Map<number, { again: boolean; done: Promise<void> }>();

  async function recomputeNow(userId: number): Promise<void> {
    const { progress, turnoverFen } = await standing(userId);
    await raise(userId, progress.current.level, progress.current.name, turnoverFen);
  }

  return {
    /** Recomputes a player's level from their valid turnover (called when their bets settle). */
    recompute(userId: number): Promise<void> {
      const current = running.get(userId);
      if (current) {
        current.again = true;
        return current.done;
      }
      const entry = { again: false, done: Promise.resolve() };
      entry.done = (async () => {
        try {
          do {
            entry.again = false;
            await recomputeNow(userId);
          } while (entry.again);
        } finally {
          running.delete(userId);
        }
      })();
      running.set(userId, entry);
      return entry.done;
    },

    async info(userId: number): Promise<LevelInfo> {
      const [{ levels, turnoverFen, progress }, claims, stored] = await Promise.all([
        standing(userId),
        repo.claims(db, userId),
        repo.findLevel(db, userId),
      ]);
      // A settlement event that was missed (a restart) is caught up on the next read.
      if ((stored?.level ?? 0) < progress.current.level)
        await raise(userId, progress.current.level, progress.current.name, turnoverFen);
      const { current, next } = progress;
      return {
        currentLevel: current.level,
        currentLevelName: current.name,
        nextLevel: next?.level ?? null,
        nextLevelName: next?.name ?? null,
        progress: progress.progress,
        turnover: fenToYuan(turnoverFen),
        turnoverToNext: fenToYuan(progress.toNextFen),
        nextThreshold: next ? fenToYuan(next.thresholdFen) : null,
        claimableCount: claimableLevelRewards(
          levels,
          turnoverFen,
          claims.map((c) => c.level),
        ).length,
      };
    },

    async rewardsInfo(userId: number): Promise<LevelRewardsInfo> {
      const [{ levels, turnoverFen, progress }, claims] = await Promise.all([
        standing(userId),
        repo.claims(db, userId),
      ]);
      const claimedAt = new Map(claims.map((c) => [c.level, c.createdAt.toISOString()]));
      return {
        currentLevel: progress.current.level,
        turnover: fenToYuan(turnoverFen),
        levels: levels.map((l) => {
          const reached = l.thresholdFen <= turnoverFen;
          const claimed = claimedAt.has(l.level);
          return {
            rewardId: l.level,
            level: l.level,
            name: l.name,
            threshold: fenToYuan(l.thresholdFen),
            reward: fenToYuan(l.rewardFen),
            privileges: l.privileges,
            reached,
            claimed,
            claimable: reached && !claimed && l.rewardFen > 0,
            claimedAt: claimedAt.get(l.level) ?? null,
          };
        }),
      };
    },

    /**
     * Pays the reward of a level reached, once: the claim row ((userId, level) unique) and the
     * credit (reference `vip_reward:<userId>:<level>`) share one transaction, so of two concurrent
     * claims one pays and the other answers 409.
     */
    async claim(userId: number, level: number): Promise<ClaimLevelRewardResult> {
      const { levels, turnoverFen } = await standing(userId);
      const rule = levels.find((l) => l.level === level);
      if (!rule || rule.rewardFen <= 0) throw notFound('该等级没有可领取的奖励');
      if (rule.thresholdFen > turnoverFen)
        throw businessRule('LEVEL_NOT_REACHED', `达到${rule.name}后才能领取该奖励`);
      const reference = rewardReference.vip(userId, level);
      const moved = await db.transaction(async (tx) => {
        const recorded = await repo.insertClaim(tx, {
          userId,
          level,
          amountFen: rule.rewardFen,
          reference,
        });
        if (!recorded) return null;
        return wallet.credit(tx, {
          userId,
          amountFen: rule.rewardFen,
          kind: ENGAGEMENT_LEDGER_KINDS.vipReward,
          reference,
          memo: `${rule.name}晋级奖励`,
        });
      });
      if (!moved) throw conflict('REWARD_ALREADY_CLAIMED', '该等级奖励已领取');
      await messages.notify(userId, {
        kind: 'reward',
        title: '奖励到账',
        content: `${rule.name}晋级奖励${fenToYuan(rule.rewardFen)}元已发放到您的账户。`,
        data: { level, amount: fenToYuan(rule.rewardFen) },
        dedupeKey: `reward:${reference}`,
      });
      return {
        rewardId: level,
        level,
        amount: fenToYuan(rule.rewardFen),
        balance: fenToYuan(moved.balanceFen),
      };
    },
  };
}
export type VipService = ReturnType<typeof createVipService>;
