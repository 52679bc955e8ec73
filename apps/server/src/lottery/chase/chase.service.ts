import {
  type CancelChaseBody,
  type Chase,
  type ChaseCancelled,
  type ChaseListQuery,
  type ChaseStarted,
  type Page,
  type StartChaseBody,
  toPage,
} from '@cailiao/contracts';
import { type ChaseRefusal, fenToYuan, slipFen, validateChasePlan } from '@cailiao/domain';
import type { ProtectionService, WalletService } from '../../money/index.ts';
import type { Db } from '../../platform/db/client.ts';
import { uniqueViolation } from '../../platform/db/db-errors.ts';
import { businessRule, conflict, DomainError, notFound } from '../../platform/errors.ts';
import { validateSlipItems } from '../bet/slip-items.ts';
import type { DrawService } from '../draw/draw.service.ts';
import type { GameRow } from '../game/game.schema.ts';
import type { GameService } from '../game/game.service.ts';
import { chaseRepository } from './chase.repository.ts';
import type { ChaseRow } from './chase.schema.ts';
import type { ChasePlacement } from './chase-placement.ts';
import { presentChase, presentChaseIssue } from './chase-presenter.ts';
import { releaseChaseIssues } from './chase-release.ts';

export interface ChaseServiceDeps {
  db: Db;
  games: GameService;
  draw: DrawService;
  wallet: WalletService;
  protection: ProtectionService;
  placement: ChasePlacement;
  now: () => number;
}

const REFUSALS: Record<ChaseRefusal, [code: string, message: string]> = {
  ISSUES_OUT_OF_RANGE: ['CHASE_ISSUES_OUT_OF_RANGE', '追号期数须在2至120期之间'],
  MULTIPLE_OUT_OF_RANGE: ['CHASE_MULTIPLE_OUT_OF_RANGE', '每期倍数须为1至1000的整数'],
  AMOUNT_OUT_OF_RANGE: ['AMOUNT_OUT_OF_RANGE', '单注金额乘以倍数须在1至100000元之间'],
};

/** 追号 (API.md "Chase"): start, list, detail and cancel. Placement lives in chase-placement.ts. */
export function createChaseService({
  db,
  games,
  draw,
  wallet,
  protection,
  placement,
  now,
}: ChaseServiceDeps) {
  /** The coming issues a plan buys: the open one first (the next one once betting closed). */
  function planIssues(game: GameRow, at: number, count: number) {
    let slot = games.issueAtTime(game, at);
    if (at >= slot.closeAt || at < slot.openAt) slot = games.issueAtTime(game, slot.drawAt);
    const out = [slot];
    while (out.length < count) {
      const next = games.issueAtTime(game, out[out.length - 1]!.drawAt);
      if (next.issueNo === out[out.length - 1]!.issueNo) throw new Error(`no issue after ${next.issueNo}`);
      out.push(next);
    }
    return out;
  }

  async function detailOf(chase: ChaseRow): Promise<Chase> {
    const issues = await chaseRepository.issuesOf(db, chase.id);
    const orderIds = issues.flatMap((i) => (i.orderId === null ? [] : [i.orderId]));
    const betIds = await chaseRepository.betIdsOfOrders(db, orderIds);
    const game = await games.resolve(chase.gameId);
    return {
      ...presentChase(chase, game, { issues: issues.length, placed: orderIds.length }),
      issues: issues.map((i) =>
        presentChaseIssue(i, i.orderId === null ? [] : (betIds.get(i.orderId) ?? [])),
      ),
    };
  }

  async function ownChase(userId: number, chaseId: number): Promise<ChaseRow> {
    const chase = await chaseRepository.find(db, chaseId);
    if (!chase || chase.userId !== userId) throw notFound('追号记录不存在');
    return chase;
  }

  async function start(userId: number, body: StartChaseBody): Promise<number> {
    const game = await games.resolve(body.gameId);
    if (game.status !== 'active') throw businessRule('GAME_DISABLED', '该彩种已停售');
    const itemsFen = validateSlipItems(game, body.bets);
    const refusal = validateChasePlan(itemsFen, body.multiples);
    if (refusal) throw businessRule(...REFUSALS[refusal]);
    const at = now();
    const plan = planIssues(game, at, body.multiples.length);
    const slip = slipFen(itemsFen);
    const amounts = body.multiples.map((m) => slip * m);
    const totalFen = amounts.reduce((a, b) => a + b, 0);
    const id = await db.transaction(async (tx) => {
      const chaseId = await chaseRepository.insert(tx, {
        userId,
        gameId: game.id,
        requestId: body.requestId ?? null,
        stopOnWin: body.stopOnWin,
        items: body.bets.map((b, i) => ({ play: b.play, option: b.option, amountFen: itemsFen[i]! })),
        totalFen,
        createdAt: new Date(at),
      });
      if (chaseId === undefined) return undefined; // the requestId was used: the caller replays it
      await chaseRepository.insertIssues(
        tx,
        plan.map((slot, position) => ({
          chaseId,
          userId,
          gameId: game.id,
          position,
          issueNo: slot.issueNo,
          closeAt: new Date(slot.closeAt),
          multiple: body.multiples[position]!,
          amountFen: amounts[position]!,
        })),
      );
      // A self-excluded or cooling-off player, or a first issue over a limit, starts nothing.
      await protection.assertCanBet(tx, userId, amounts[0]!, new Date(at));
      await wallet.freeze(tx, {
        userId,
        amountFen: totalFen,
        kind: 'chase_freeze',
        reference: `chase:${chaseId}`,
        memo: `${game.name} 追号${plan.length}期 冻结`,
      });
      return chaseId;
    });
    if (id === undefined) throw conflict('REQUEST_REPLAYED', '重复的请求');
    // The first issue is placed at once when it takes bets, so the player sees it straight away.
    const [first] = await chaseRepository.issuesOf(db, id);
    if (first && at >= plan[0]!.openAt && at < plan[0]!.closeAt) {
      await placement.placeIssue(game, await draw.ensureIssue(game, plan[0]!), first).catch(() => undefined);
    }
    return id;
  }

  return {
    /**
     * Starts a chase: the whole plan's total frozen at once (ledger `chase:<id>`), or nothing when
     * the balance is short. The same requestId from the same player answers the first chase.
     */
    async start(userId: number, body: StartChaseBody): Promise<ChaseStarted> {
      let id: number;
      try {
        id = await start(userId, body);
      } catch (err) {
        const first = body.requestId
          ? await chaseRepository.findByRequest(db, userId, body.requestId)
          : undefined;
        if (!first || !(err instanceof DomainError || uniqueViolation(err) !== undefined)) throw err;
        id = first.id;
      }
      const chase = (await chaseRepository.find(db, id))!;
      return { ...(await detailOf(chase)), balance: fenToYuan(await wallet.balanceFen(userId)) };
    },

    async list(userId: number, q: ChaseListQuery): Promise<Page<Omit<Chase, 'issues'>>> {
      const { rows, total } = await chaseRepository.page(db, userId, q.status, q.page, q.limit);
      const counts = await chaseRepository.counts(
        db,
        rows.map((r) => r.id),
      );
      const list = [];
      for (const r of rows) {
        list.push(
          presentChase(r, await games.resolve(r.gameId), counts.get(r.id) ?? { issues: 0, placed: 0 }),
        );
      }
      return toPage(list, q, total);
    },

    /** One of the player's chases with its issues; another player's answers 404. */
    async detail(userId: number, chaseId: number): Promise<Chase> {
      return detailOf(await ownChase(userId, chaseId));
    },

    /** Cancels every waiting issue (or those listed) and releases their amount at once. */
    async cancel(userId: number, chaseId: number, body: CancelChaseBody): Promise<ChaseCancelled> {
      const chase = await ownChase(userId, chaseId);
      const at = new Date(now());
      const { released, ended } = await db.transaction(async (tx) => {
        const only = body.issueNos ? { issueNos: body.issueNos } : undefined;
        const released = await releaseChaseIssues(tx, wallet, chase, 'cancelled', only);
        return { released, ended: await chaseRepository.endIfDone(tx, chaseId, 'cancelled', at) };
      });
      if (released.count === 0)
        throw conflict('CHASE_NOTHING_TO_CANCEL', '没有可撤销的期号（已投注或已撤销）');
      await placement.publish([
        { type: 'ChaseUpdated', userId, chaseId, change: ended ? 'ended' : 'settled' },
      ]);
      const detail = await detailOf((await chaseRepository.find(db, chaseId))!);
      return {
        ...detail,
        releasedNow: fenToYuan(released.fen),
        balance: fenToYuan(await wallet.balanceFen(userId)),
      };
    },
  };
}
export type ChaseService = ReturnType<typeof createChaseService>;
