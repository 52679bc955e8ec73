import type { CheckinHistory, SignInResult } from '@cailiao/contracts';
import { currentStreak, fenToYuan, monthDays, nextStreak, signInDay, streakRewardFen } from '@cailiao/domain';
import type { WalletService } from '../../money/index.ts';
import type { Db } from '../../platform/db/client.ts';
import { uniqueViolation } from '../../platform/db/db-errors.ts';
import { conflict } from '../../platform/errors.ts';
import { ENGAGEMENT_LEDGER_KINDS, rewardReference } from '../ledger-kinds.ts';
import type { PlayerMessagesService } from '../messages/player-messages.service.ts';
import type { RulesStore } from '../settings/engagement-rules.ts';
import { activityRepository as repo } from './activity.repository.ts';

interface Deps {
  db: Db;
  wallet: WalletService;
  rules: RulesStore;
  messages: PlayerMessagesService;
  now: () => Date;
}

const alreadySignedIn = () => conflict('ALREADY_SIGNED_IN', '今日已签到，明天再来吧');

/** Sign-in once per Asia/Shanghai day, with streak rewards (configuration) and a month calendar. */
export function createSignInService({ db, wallet, rules, messages, now }: Deps) {
  return {
    /**
     * Inside one transaction the player's wallet row is locked first (the per-player mutex), so the
     * last sign-in read and the streak written from it cannot race; the (userId, day) key and the
     * ledger reference `signin:<userId>:<day>` make a second sign-in of the day impossible.
     */
    async signIn(userId: number): Promise<SignInResult> {
      const today = signInDay(now());
      const { signInRewardsFen } = await rules.load();
      let result: { streak: number; rewardFen: number; balanceFen: number };
      try {
        result = await db.transaction(async (tx) => {
          const wallet0 = await wallet.lockWallet(tx, userId);
          const last = await repo.lastSignIn(tx, userId);
          const streak = nextStreak(today, last ? { date: last.day, streak: last.streak } : null);
          if (streak === null) throw alreadySignedIn();
          const rewardFen = streakRewardFen(streak, signInRewardsFen);
          if (!(await repo.insertSignIn(tx, { userId, day: today, streak, rewardFen, createdAt: now() })))
            throw alreadySignedIn();
          if (rewardFen <= 0) return { streak, rewardFen, balanceFen: wallet0.balanceFen };
          const moved = await wallet.credit(tx, {
            userId,
            amountFen: rewardFen,
            kind: ENGAGEMENT_LEDGER_KINDS.signInReward,
            reference: rewardReference.signIn(userId, today),
            memo: `签到奖励（连续${streak}天）`,
          });
          return { streak, rewardFen, balanceFen: moved.balanceFen };
        });
      } catch (err) {
        if (uniqueViolation(err) !== undefined) throw alreadySignedIn();
        throw err;
      }
      if (result.rewardFen > 0) {
        await messages.notify(userId, {
          kind: 'reward',
          title: '签到奖励到账',
          content: `您已连续签到${result.streak}天，签到奖励${fenToYuan(result.rewardFen)}元已到账。`,
          data: { date: today, streak: result.streak },
          dedupeKey: `reward:${rewardReference.signIn(userId, today)}`,
        });
      }
      return {
        date: today,
        streak: result.streak,
        amount: fenToYuan(result.rewardFen),
        balance: fenToYuan(result.balanceFen),
      };
    },

    /** One month (default: this Shanghai month) of sign-ins, today's state and the reward table. */
    async history(userId: number, month?: string): Promise<CheckinHistory> {
      const today = signInDay(now());
      const days = monthDays(month ?? today.slice(0, 7));
      const [{ signInRewardsFen }, rows, last] = await Promise.all([
        rules.load(),
        repo.signInsBetween(db, userId, days[0]!, days.at(-1)!),
        repo.lastSignIn(db, userId),
      ]);
      const held = last ? { date: last.day, streak: last.streak } : null;
      const streak = currentStreak(today, held);
      const signedToday = last?.day === today;
      const upcoming = signedToday ? streak + 1 : (nextStreak(today, held) ?? 1);
      return {
        month: days[0]!.slice(0, 7),
        today,
        signedToday,
        streak,
        nextReward: fenToYuan(streakRewardFen(upcoming, signInRewardsFen)),
        rewards: signInRewardsFen.map(fenToYuan),
        days: rows.map((r) => ({ date: r.day, streak: r.streak, reward: fenToYuan(r.rewardFen) })),
        monthTotalReward: fenToYuan(rows.reduce((a, r) => a + r.rewardFen, 0)),
      };
    },
  };
}
export type SignInService = ReturnType<typeof createSignInService>;
