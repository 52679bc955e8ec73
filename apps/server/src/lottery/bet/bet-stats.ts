import type { BetStatistics } from '@cailiao/contracts';
import { DAY_MS, fenToYuan, shanghaiDate, shanghaiDayStart, shanghaiRange } from '@cailiao/domain';
import type { Db } from '../../platform/db/client.ts';
import type { GameService } from '../game/game.service.ts';
import { betRepository } from './bet.repository.ts';

const SETTLED = new Set(['won', 'lost', 'refunded']);
type RankingItem = { rank: number; nickname: string; avatar: string | null; profit: number };

/** Masks a display name for public rankings: 张三丰 → 张*丰, ab → a*. */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 1) return `${chars[0] ?? ''}*`;
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(Math.min(chars.length - 2, 3))}${chars[chars.length - 1]}`;
}

/** Statistics of bets: a player's totals, their pending stakes, and yesterday's ranking. */
export function createBetStats({ db, games, now }: { db: Db; games: GameService; now: () => number }) {
  // Yesterday does not change: the ranking is computed once per day and process (and every 10 min).
  let ranking: { key: string; at: number; value: { date: string; list: RankingItem[] } } | undefined;
  return {
    /**
     * For the balance detail of the money module: Σ stakes of the player's pending bets (fen), and
     * today's (Asia/Shanghai) stake, payout and profit over settled bets placed today.
     */
    async betStats(userId: number) {
      const pendingFen = await betRepository.pendingFen(db, userId);
      const rows = await betRepository.stats(db, userId, { from: shanghaiDayStart(new Date(now())) });
      let stakeFen = 0;
      let payoutFen = 0;
      for (const r of rows) {
        if (!SETTLED.has(r.status)) continue;
        stakeFen += Number(r.amount);
        payoutFen += Number(r.payout);
      }
      return {
        pendingFen,
        todayStakeFen: stakeFen,
        todayPayoutFen: payoutFen,
        todayProfitFen: payoutFen - stakeFen,
      };
    },

    pendingFen: (userId: number) => betRepository.pendingFen(db, userId),

    /** GET /api/bet/statistics. */
    async statistics(
      userId: number,
      q: { startDate?: string; endDate?: string; gameId?: number },
    ): Promise<BetStatistics> {
      const rows = await betRepository.stats(db, userId, {
        ...shanghaiRange(q.startDate, q.endDate),
        gameId: q.gameId,
      });
      const byStatus: BetStatistics['byStatus'] = {};
      const byGame = new Map<
        number,
        { count: number; amount: number; payout: number; settledAmount: number }
      >();
      let totalCount = 0;
      let totalAmount = 0;
      let totalPayout = 0;
      let settledAmount = 0;
      for (const r of rows) {
        const amount = Number(r.amount);
        const payout = Number(r.payout);
        const s = byStatus[r.status] ?? { count: 0, amount: 0, payout: 0 };
        byStatus[r.status] = s;
        s.count += r.n;
        s.amount += amount;
        s.payout += payout;
        const g = byGame.get(r.gameId) ?? { count: 0, amount: 0, payout: 0, settledAmount: 0 };
        g.count += r.n;
        g.amount += amount;
        g.payout += payout;
        if (SETTLED.has(r.status)) g.settledAmount += amount;
        byGame.set(r.gameId, g);
        totalCount += r.n;
        totalAmount += amount;
        totalPayout += payout;
        if (SETTLED.has(r.status)) settledAmount += amount;
      }
      for (const s of Object.values(byStatus)) {
        s.amount = fenToYuan(s.amount);
        s.payout = fenToYuan(s.payout);
      }
      const games_ = await Promise.all([...byGame.keys()].map((id) => games.resolve(id)));
      return {
        totalCount,
        totalAmount: fenToYuan(totalAmount),
        totalPayout: fenToYuan(totalPayout),
        profit: fenToYuan(totalPayout - settledAmount),
        pendingCount: byStatus.pending?.count ?? 0,
        pendingAmount: byStatus.pending?.amount ?? 0,
        byStatus,
        byGame: games_.map((game) => {
          const g = byGame.get(game.id)!;
          return {
            gameId: game.id,
            gameCode: game.code,
            gameName: game.name,
            gameType: game.type,
            count: g.count,
            amount: fenToYuan(g.amount),
            payout: fenToYuan(g.payout),
            profit: fenToYuan(g.payout - g.settledAmount),
          };
        }),
      };
    },

    /** Top winners (profit over bets settled yesterday, Asia/Shanghai), with `name(userId)` masked. */
    async yesterdayRanking(
      nameOf: (userId: number) => Promise<{ nickname: string; avatar: string | null }>,
      limit = 10,
    ) {
      const to = shanghaiDayStart(new Date(now()));
      const from = new Date(to.getTime() - DAY_MS);
      const key = `${from.getTime()}:${limit}`;
      if (ranking?.key === key && Date.now() - ranking.at < 600_000) return ranking.value;
      const top = await betRepository.topProfit(db, from, to, limit);
      const list: RankingItem[] = [];
      for (const [i, r] of top.entries()) {
        const who = await nameOf(r.userId);
        list.push({
          rank: i + 1,
          nickname: maskName(who.nickname),
          avatar: who.avatar,
          profit: fenToYuan(r.profitFen),
        });
      }
      ranking = { key, at: Date.now(), value: { date: shanghaiDate(from), list } };
      return ranking.value;
    },
  };
}
