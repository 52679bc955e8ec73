import {
  type BetDetail,
  type BetRecord,
  type BetsQuery,
  type GameFamily,
  type Page,
  type SubmitBetsBody,
  type SubmitBetsResult,
  toPage,
} from '@cailiao/contracts';
import { fenToYuan, shanghaiRange } from '@cailiao/domain';
import type { ProtectionService, WalletService } from '../../money/index.ts';
import type { Db } from '../../platform/db/client.ts';
import { uniqueViolation } from '../../platform/db/db-errors.ts';
import { badRequest, businessRule, conflict, DomainError, notFound } from '../../platform/errors.ts';
import { metrics } from '../../platform/metrics.ts';
import type { RecalledSession } from '../../platform/session.ts';
import { chaseRepository } from '../chase/chase.repository.ts';
import type { DrawService } from '../draw/draw.service.ts';
import type { GameService } from '../game/game.service.ts';
import { betRepository, type PlacedItem } from './bet.repository.ts';
import type { BetOrderRow, BetRow } from './bet.schema.ts';
import { presentBet, presentBetDetail } from './bet-presenter.ts';
import { createBetStats } from './bet-stats.ts';
import { validateSlipItems } from './slip-items.ts';
import { createSlipPlacement } from './slip-placement.ts';
import { assertSlipWithinLimit, assertWithinStakeLimits, hasStakeLimits } from './stake-limits.ts';

export interface BetServiceDeps {
  db: Db;
  games: GameService;
  draw: DrawService;
  wallet: WalletService;
  protection: ProtectionService;
  now: () => number;
}

/** One bet as another player may see it (bet.service `betsSeenByOthers`). */
export interface OthersBet {
  betId: number;
  userId: number;
  gameId: number;
  gameName: string;
  issueNo: string;
  amountFen: number;
  status: BetRow['status'];
  createdAt: Date;
  settledAt: Date | null;
}

const closed = (message = '本期已封盘，请等待下一期开盘') => businessRule('BETTING_CLOSED', message);

/** Placing, listing and cancelling bets (API.md "Bets"). Settlement lives in bet-settlement.ts. */
export function createBetService({ db, games, draw, wallet, protection, now }: BetServiceDeps) {
  type OrderInfo = Pick<BetOrderRow, 'id' | 'userId' | 'gameId' | 'issueNo' | 'totalFen'>;
  type ItemInfo = Pick<BetRow, 'id' | 'play' | 'option' | 'amountFen' | 'oddsHundredths' | 'status'>;
  async function resultOf(
    order: OrderInfo,
    rows: ItemInfo[],
    balanceFen?: number,
  ): Promise<SubmitBetsResult> {
    return {
      orderId: order.id,
      gameId: order.gameId,
      issueNo: order.issueNo,
      totalAmount: fenToYuan(order.totalFen),
      bets: rows.map((b) => ({
        betId: b.id,
        play: b.play,
        option: b.option,
        amount: fenToYuan(b.amountFen),
        odds: b.oddsHundredths / 100,
        status: b.status,
      })),
      balance: fenToYuan(balanceFen ?? (await wallet.balanceFen(order.userId))),
    };
  }

  const replay = async (order: BetOrderRow) => resultOf(order, await betRepository.betsOfOrder(db, order.id));

  async function present(rows: BetRow[]): Promise<BetRecord[]> {
    const issues = new Map(
      (await draw.byIds([...new Set(rows.map((b) => b.issueId))])).map((i) => [i.id, i]),
    );
    const chases = await chaseRepository.chaseOfOrders(db, [...new Set(rows.map((b) => b.orderId))]);
    const out: BetRecord[] = [];
    for (const b of rows) {
      out.push(
        presentBet(b, await games.resolve(b.gameId), issues.get(b.issueId), chases.get(b.orderId) ?? null),
      );
    }
    return out;
  }

  const slips = createSlipPlacement({ db, draw, protection });

  async function place(
    userId: number,
    body: SubmitBetsBody,
    family: GameFamily | undefined,
    session: RecalledSession | undefined,
  ): Promise<SubmitBetsResult> {
    const game = await games.resolve(body.gameId);
    if (family && game.type !== family)
      throw badRequest('该接口不支持此彩种', [{ field: 'gameId', message: '彩种不匹配' }]);
    if (game.status !== 'active') throw businessRule('GAME_DISABLED', '该彩种已停售');
    const fens = validateSlipItems(game, body.bets);
    const t = now();
    const slot = games.issueAtTime(game, t);
    const issue = await draw.ensureIssue(game, slot);
    if (body.issueNo !== undefined && body.issueNo !== issue.issueNo) {
      throw closed(
        body.issueNo < issue.issueNo ? `第${body.issueNo}期已截止投注` : `第${body.issueNo}期尚未开盘`,
      );
    }
    if (t < issue.openAt.getTime() || t >= issue.closeAt.getTime()) throw closed();
    const items: PlacedItem[] = [];
    for (const [i, b] of body.bets.entries()) {
      const oddsHundredths = (await games.oddsHundredths(game, b.play, b.option, issue.drawAt.getTime()))!;
      items.push({
        gameType: game.type,
        play: b.play,
        option: b.option,
        amountFen: fens[i]!,
        oddsHundredths,
      });
    }
    const order = {
      userId,
      gameId: game.id,
      issueId: issue.id,
      issueNo: issue.issueNo,
      requestId: body.requestId ?? null,
      totalFen: fens.reduce((a, b) => a + b, 0),
      itemCount: fens.length,
      createdAt: new Date(t),
    };
    const memo = `${game.name} 第${issue.issueNo}期 投注${items.length}注`;
    // A game with stake limits takes the transaction below (limits checked under a lock, exactly);
    // every other game keeps the one round trip.
    const limited = hasStakeLimits(game);
    if (limited) assertSlipWithinLimit(game, order.totalFen);
    const fast = limited ? undefined : await slips.place(order, items, memo, t, session);
    if (fast) {
      metrics.betSlips.inc();
      return resultOf({ id: fast.rows[0]!.orderId, ...order }, fast.rows, fast.balanceFen);
    }
    // The statement wrote nothing: the issue closed, the requestId exists, a protection block or
    // limit may apply, or the session is no longer live (401 here). The transaction below tells
    // which (and applies the limits).
    await session?.verify?.();
    // One statement places the order and its bets while the issue takes bets (locked against the
    // draw); then one debit of the whole stake. Either fails: nothing is written.
    const placed = await db.transaction(async (tx) => {
      if (limited) {
        // The wallet first, then the game's limit lock: the order chase placement takes them in.
        await wallet.lockWallet(tx, userId);
        await assertWithinStakeLimits(tx, game, issue.id, userId, order.totalFen);
      }
      const rows = await betRepository.placeOrder(tx, draw.openIssueGuard(issue.id, now()), order, items);
      if (rows.length === 0) return undefined;
      // Cooling-off, self-exclusion and the player's stake and net-loss limits (money/protection).
      await protection.assertCanBet(tx, userId, order.totalFen, new Date(t));
      const debit = await wallet.debit(tx, {
        userId,
        amountFen: order.totalFen,
        kind: 'bet',
        reference: `bet-order:${rows[0]!.orderId}`,
        memo,
      });
      return { rows, balanceFen: debit.balanceFen };
    });
    if (!placed) throw closed(); // the issue closed meanwhile, or the requestId exists (submit replays it)
    metrics.betSlips.inc();
    return resultOf({ id: placed.rows[0]!.orderId, ...order }, placed.rows, placed.balanceFen);
  }

  return {
    /**
     * Places a slip: every item on the open issue, all or nothing, the stake debited once (ledger
     * reference `bet-order:<orderId>`), the odds in force stored per bet. The same requestId from
     * the same user answers the first result and never debits twice, even when sent concurrently.
     * `session` (the slip routes): the caller's session, checked by the slip statement when the
     * route took it from memory (platform/http/session-recall.ts).
     */
    async submit(
      userId: number,
      body: SubmitBetsBody,
      family?: GameFamily,
      session?: RecalledSession,
    ): Promise<SubmitBetsResult> {
      try {
        return await place(userId, body, family, session);
      } catch (err) {
        // A session taken from memory answers 401 once it is not live, whatever else went wrong.
        await session?.verify?.();
        // A retry of a slip that was placed answers the first result, even once betting closed.
        if (body.requestId && (err instanceof DomainError || uniqueViolation(err) !== undefined)) {
          const first = await betRepository.findOrderByRequest(db, userId, body.requestId);
          if (first) return replay(first);
        }
        throw err;
      }
    },

    /** GET /api/bets: the player's bets, newest first. */
    async list(userId: number, q: BetsQuery): Promise<Page<BetRecord>> {
      const { from, to } = shanghaiRange(q.startDate, q.endDate);
      const gameIds = q.gameType
        ? (await games.rows()).filter((g) => g.type === q.gameType).map((g) => g.id)
        : undefined;
      const { rows, total } = await betRepository.page(
        db,
        userId,
        { status: q.status, gameId: q.gameId, gameIds, from, to },
        q.page,
        q.limit,
      );
      return toPage(await present(rows), q, total);
    },

    /** GET /api/bets/{id}: one of the player's own bets (another player's answers 404). */
    async detail(userId: number, betId: number): Promise<BetDetail> {
      const bet = await betRepository.findBet(db, betId);
      if (!bet || bet.userId !== userId) throw notFound('注单不存在');
      const issue = await draw.byId(bet.issueId);
      if (!issue) throw notFound('注单不存在');
      const chaseId = (await chaseRepository.chaseOfOrders(db, [bet.orderId])).get(bet.orderId) ?? null;
      return presentBetDetail(bet, await games.resolve(bet.gameId), issue, chaseId);
    },

    /** Every bet of the slip (order) of one of the player's bets, for sharing; 404 unless theirs. */
    async slipOf(userId: number, betId: number): Promise<{ orderId: number; bets: BetRecord[] }> {
      const bet = await betRepository.findBet(db, betId);
      if (!bet || bet.userId !== userId) throw notFound('注单不存在');
      return { orderId: bet.orderId, bets: await present(await betRepository.betsOfOrder(db, bet.orderId)) };
    },

    /** Bets by id, whoever placed them: the caller (a shared slip's viewer check) decides who may see. */
    async byIds(betIds: number[]): Promise<BetRecord[]> {
      return present(await betRepository.findBets(db, betIds));
    },

    /** Cancels a pending bet while its issue still takes bets; the stake returns as `refund:<betId>`. */
    async cancel(userId: number, betId: number) {
      const bet = await betRepository.findBet(db, betId);
      if (!bet || bet.userId !== userId) throw notFound('注单不存在');
      if (bet.status !== 'pending') throw conflict('BET_NOT_PENDING', '该注单已结算或已撤单');
      return db.transaction(async (tx) => {
        await wallet.lockWallet(tx, userId);
        const issue = await draw.lockForBet(tx, bet.issueId);
        const open = issue?.status === 'open' && now() < issue.closeAt.getTime();
        if (!open) throw closed('本期已封盘，无法撤单');
        const row = await betRepository.markCancelled(tx, betId, userId, new Date(now()));
        if (!row) throw conflict('BET_NOT_PENDING', '该注单已结算或已撤单');
        const credit = await wallet.credit(tx, {
          userId,
          amountFen: row.amountFen,
          kind: 'refund',
          reference: `refund:${row.id}`,
          memo: `撤单退款 第${row.issueNo}期`,
        });
        return {
          betId: row.id,
          status: row.status,
          refund: fenToYuan(row.amountFen),
          balance: fenToYuan(credit.balanceFen),
        };
      });
    },

    /**
     * A page of the bets of the given players as someone else may see them (a referrer): the game,
     * the issue, the stake and the status; never the play, the odds or a balance.
     */
    async betsSeenByOthers(userIds: number[], page: number, limit: number): Promise<Page<OthersBet>> {
      const { rows, total } = await betRepository.pageOfUsers(db, userIds, page, limit);
      const list: OthersBet[] = [];
      for (const b of rows) {
        list.push({
          betId: b.id,
          userId: b.userId,
          gameId: b.gameId,
          gameName: (await games.resolve(b.gameId)).name,
          issueNo: b.issueNo,
          amountFen: b.amountFen,
          status: b.status,
          createdAt: b.createdAt,
          settledAt: b.settledAt,
        });
      }
      return { list, pagination: { page, limit, total, totalPages: Math.ceil(total / limit) } };
    },

    /** Won and lost bets settled since `from`, in id order after `afterId` (engagement's sweeps). */
    settledSince(from: Date, afterId: number, limit: number) {
      return betRepository.settledSince(db, from, afterId, limit);
    },

    ...createBetStats({ db, games, now }),
  };
}
export type BetService = ReturnType<typeof createBetService>;
