import type {
  Page,
  ReferralClaim,
  ReferralCode,
  ReferralFriend,
  ReferralFriendBet,
  ReferralReward,
  ReferralSettleResult,
  ReferralStats,
  ReferralTree,
  ReferralTreeNode,
  RegisteredFriend,
  RegisterFriendBody,
} from '@cailiao/contracts';
import {
  COMMISSION_UNITS_PER_FEN,
  claimableFen,
  commissionUnitsToYuan,
  fenToYuan,
  MAX_REFERRAL_LEVELS,
  shanghaiDayStart,
} from '@cailiao/domain';
import { type AuthService, inviteRepository, type TeamMember, userRepository } from '../../accounts/index.ts';
import type { BetService, GameService } from '../../lottery/index.ts';
import type { WalletService } from '../../money/index.ts';
import type { Db } from '../../platform/db/client.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { referralRepository as repo } from './referral.repository.ts';
import { loadReferralRates } from './referral.settings.ts';

interface Deps {
  db: Db;
  wallet: WalletService;
  auth: AuthService;
  games: GameService;
  bet: BetService;
  now?: () => Date;
}

/** Largest tree answered at once (`truncated` says when the team is bigger). */
const TREE_CAP = 300;
/** Friends whose bets `bet-details` looks through when no friend is named. */
const TEAM_BETS_CAP = 2_000;

const pageOf = <T>(list: T[], page: number, limit: number, total: number): Page<T> => ({
  list,
  pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
});
/** `ab***9`: enough for a player to recognise a friend, too little to log in as them. */
export const maskUsername = (u: string) => `${u.slice(0, 2)}***${u.length > 4 ? u.slice(-1) : ''}`;
const unitsToFen = (units: number) => Math.floor(units / COMMISSION_UNITS_PER_FEN);

/**
 * Referral (SPEC.md §3, §7): my code and link, my team three levels deep, what it earned me, its
 * bets (game and amount only), claiming the commission into my wallet, and registering a friend.
 */
export function createReferralService({ db, wallet, auth, games, bet, now = () => new Date() }: Deps) {
  async function me(userId: number) {
    const user = await userRepository.findById(db, userId);
    if (!user) throw notFound('用户不存在');
    return user;
  }

  async function toFriends(userId: number, members: TeamMember[]): Promise<ReferralFriend[]> {
    const earned = await repo.byBettor(
      db,
      userId,
      members.map((m) => m.userId),
    );
    return members.map((m) => {
      const e = earned.get(m.userId);
      return {
        userId: m.userId,
        nickname: m.nickname,
        username: maskUsername(m.username),
        avatar: m.avatar,
        level: m.level,
        invitedBy: m.level > 1 ? m.invitedBy : null,
        registeredAt: m.createdAt.toISOString(),
        turnover: fenToYuan(e?.stakeFen ?? 0),
        commission: fenToYuan(unitsToFen(e?.units ?? 0)),
      };
    });
  }

  return {
    async code(userId: number, baseUrl: string): Promise<ReferralCode> {
      const { inviteCode } = await me(userId);
      return { code: inviteCode, link: `${baseUrl}/#/pages/register/register?inviteCode=${inviteCode}` };
    },

    async stats(userId: number): Promise<ReferralStats> {
      const [user, counts, totals, rates] = await Promise.all([
        me(userId),
        inviteRepository.teamCounts(db, userId, shanghaiDayStart(now())),
        repo.totals(db, userId),
        loadReferralRates(db),
      ]);
      return {
        code: user.inviteCode,
        levelCounts: counts.levels,
        teamCount: counts.levels.reduce((a, b) => a + b, 0),
        todayNew: counts.recent,
        rates: rates.bpsByLevel.map((bps, i) => ({ level: i + 1, ratePercent: bps / 100 })),
        teamTurnover: fenToYuan(totals.turnoverFen),
        totalCommission: fenToYuan(unitsToFen(totals.accruedUnits)),
        claimable: fenToYuan(claimableFen(totals.accruedUnits, totals.paidFen)),
        claimed: fenToYuan(totals.paidFen),
      };
    },

    async list(
      userId: number,
      q: { level?: number; page: number; limit: number },
    ): Promise<Page<ReferralFriend>> {
      const { rows, total } = await inviteRepository.teamPage(db, userId, q.level, q.page, q.limit);
      return pageOf(await toFriends(userId, rows), q.page, q.limit, total);
    },

    async tree(userId: number): Promise<ReferralTree> {
      const [{ rows, total }, counts] = await Promise.all([
        inviteRepository.teamTree(db, userId, TREE_CAP),
        inviteRepository.teamCounts(db, userId, shanghaiDayStart(now())),
      ]);
      const nodes = new Map<number, ReferralTreeNode>();
      const childCount = new Map<number, number>();
      for (const m of rows) childCount.set(m.invitedBy, (childCount.get(m.invitedBy) ?? 0) + 1);
      const roots: ReferralTreeNode[] = [];
      for (const m of rows) {
        const node: ReferralTreeNode = {
          userId: m.userId,
          nickname: m.nickname,
          level: m.level,
          registeredAt: m.createdAt.toISOString(),
          childCount: childCount.get(m.userId) ?? 0,
          children: [],
        };
        nodes.set(m.userId, node);
        if (m.level === 1) roots.push(node);
        else nodes.get(m.invitedBy)?.children.push(node);
      }
      return { levelCounts: counts.levels, nodes: roots, truncated: total > rows.length };
    },

    async rewards(
      userId: number,
      q: { status?: 'claimed' | 'unclaimed'; page: number; limit: number },
    ): Promise<Page<ReferralReward>> {
      const { rows, total } = await repo.commissionsPage(db, userId, q.status, q.page, q.limit);
      const faces = await inviteRepository.profiles(
        db,
        rows.map((r) => r.bettorId),
      );
      const list: ReferralReward[] = [];
      for (const r of rows) {
        list.push({
          id: r.id,
          friend: { userId: r.bettorId, nickname: faces.get(r.bettorId)?.nickname ?? '' },
          level: r.level,
          gameId: r.gameId,
          gameName: (await games.resolve(r.gameId).catch(() => undefined))?.name ?? '',
          issueNo: r.issueNo,
          stake: fenToYuan(r.stakeFen),
          ratePercent: r.bps / 100,
          commission: commissionUnitsToYuan(r.units),
          status: r.claimId === null ? 'unclaimed' : 'claimed',
          claimId: r.claimId,
          createdAt: r.createdAt.toISOString(),
        });
      }
      return pageOf(list, q.page, q.limit, total);
    },

    async claims(userId: number, q: { page: number; limit: number }): Promise<Page<ReferralClaim>> {
      const { rows, total } = await repo.claimsPage(db, userId, q.page, q.limit);
      const list = rows.map((r) => ({
        id: r.id,
        amount: fenToYuan(r.amountFen),
        rewardCount: r.rewardCount,
        createdAt: r.createdAt.toISOString(),
      }));
      return pageOf(list, q.page, q.limit, total);
    },

    /** Bets of my team (or of one friend in it): game, issue, stake and status only. */
    async betDetails(
      userId: number,
      q: { userId?: number; page: number; limit: number },
    ): Promise<Page<ReferralFriendBet>> {
      let levels: Map<number, number>;
      if (q.userId !== undefined) {
        const level = await inviteRepository.levelInTeam(db, userId, q.userId);
        if (!level) throw notFound('该用户不是您的推广好友');
        levels = new Map([[q.userId, level]]);
      } else {
        levels = await inviteRepository.teamIds(db, userId, TEAM_BETS_CAP);
      }
      const page = await bet.betsSeenByOthers([...levels.keys()], q.page, q.limit);
      const faces = await inviteRepository.profiles(
        db,
        page.list.map((b) => b.userId),
      );
      const list = page.list.map((b) => ({
        betId: b.betId,
        friend: {
          userId: b.userId,
          nickname: faces.get(b.userId)?.nickname ?? '',
          level: levels.get(b.userId) ?? MAX_REFERRAL_LEVELS,
        },
        gameId: b.gameId,
        gameName: b.gameName,
        issueNo: b.issueNo,
        amount: fenToYuan(b.amountFen),
        status: b.status,
        createdAt: b.createdAt.toISOString(),
        settledAt: b.settledAt?.toISOString() ?? null,
      }));
      return { list, pagination: page.pagination };
    },

    /**
     * Claims every unclaimed commission into the wallet (ledger kind `referral_commission`,
     * reference `referral_commission:<userId>:<claimId>`). The wallet lock makes claims of one player
     * run one at a time: a second concurrent claim finds nothing and answers 409, never paying twice.
     */
    async settle(userId: number): Promise<ReferralSettleResult> {
      return db.transaction(async (tx) => {
        await wallet.lockWallet(tx, userId);
        const unclaimed = await repo.lockUnclaimed(tx, userId);
        if (unclaimed.ids.length === 0) throw conflict('NOTHING_TO_CLAIM', '暂无可领取的佣金');
        const before = await repo.claimedTotals(tx, userId);
        const amountFen = claimableFen(before.claimedUnits + unclaimed.units, before.paidFen);
        if (amountFen <= 0) throw conflict('NOTHING_TO_CLAIM', '可领取佣金不足0.01元，请稍后再来');
        const claim = await repo.insertClaim(tx, {
          userId,
          amountFen,
          units: unclaimed.units,
          rewardCount: unclaimed.ids.length,
        });
        const marked = await repo.markClaimed(tx, unclaimed.ids, claim.id);
        if (marked !== unclaimed.ids.length) throw new Error('referral claim: accruals changed under lock');
        const credit = await wallet.credit(tx, {
          userId,
          amountFen,
          kind: 'referral_commission',
          reference: `referral_commission:${userId}:${claim.id}`,
          memo: `推荐佣金 ${unclaimed.ids.length}笔`,
        });
        return {
          claimId: claim.id,
          amount: fenToYuan(amountFen),
          rewardCount: unclaimed.ids.length,
          balance: fenToYuan(credit.balanceFen),
        };
      });
    },

    /** Registers an account for a friend, bound to me as its inviter (registration's checks). */
    async registerFriend(
      userId: number,
      body: RegisterFriendBody,
      meta: { ip: string; userAgent?: string },
    ): Promise<RegisteredFriend> {
      const friend = await auth.registerFriend(userId, body, meta);
      return {
        userId: friend.id,
        username: friend.username,
        nickname: friend.nickname,
        inviteCode: friend.inviteCode,
      };
    },
  };
}
export type ReferralService = ReturnType<typeof createReferralService>;
