import type { ProtectionService, WalletService } from '../../money/index.ts';
import type { Db, Tx } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import type { DomainEvent } from '../../platform/events/domain-events.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { betRepository, type PlacedItem } from '../bet/bet.repository.ts';
import { assertWithinStakeLimits, hasStakeLimits } from '../bet/stake-limits.ts';
import type { IssueRow } from '../draw/draw.schema.ts';
import type { DrawService } from '../draw/draw.service.ts';
import type { GameRow } from '../game/game.schema.ts';
import type { GameService } from '../game/game.service.ts';
import { chaseRepository } from './chase.repository.ts';
import type { ChaseIssueRow } from './chase.schema.ts';
import { chaseIssueRepository, type WaitingIssue } from './chase-issue.repository.ts';
import { releaseChaseIssues } from './chase-release.ts';

export interface ChasePlacementDeps {
  db: Db;
  /** Chase issues placed per transaction (tests and the bench change it). */
  batchSize?: number;
  games: GameService;
  draw: DrawService;
  wallet: WalletService;
  protection: ProtectionService;
  bus: EventBus;
  now: () => number;
  log: { error(obj: unknown, msg?: string): void };
}

/** Betting on the issue closed between the query and the insert: the miss sweep releases it. */
class IssueClosed extends Error {}

/**
 * Chase issues per placement transaction at most, and at least while time is left. Each batch
 * pays for its reads, locks, wallet updates and commit: on PGlite 5,000 placed 10,000 issues with
 * about a tenth less CPU than 2,000 (PostgreSQL about the same); its players' wallets stay locked
 * for about a second at most.
 */
const BATCH = 5000;
const MIN_BATCH = 100;
type Publishable = { userId: number; chaseId: number };
/** What placing one chase issue needs to know of it. */
type OneIssue = Pick<ChaseIssueRow, 'id' | 'chaseId' | 'userId' | 'multiple'>;

/**
 * Where chases turn into bets (API.md "Chase"), run by the draw scheduler's process:
 * - when an issue opens, each waiting chase issue of it is placed exactly as a slip is (odds in
 *   force, bet rows, the stake moved from frozen to the bet in the ledger), once: the row is
 *   locked while waiting, and its order is unique. Placement is set-based, a batch of up to
 *   5,000 chase issues per transaction in a handful of statements (placeBatch);
 * - a waiting issue whose betting closed (server down) is missed and released, never placed late;
 * - a limit or self-exclusion refusing a placement stops the chase and releases the rest;
 * - settlement tells each chase how its issue came out, and a win with 中奖后停止 cancels and
 *   releases every waiting issue in the same transaction as the payout.
 */
export function createChasePlacement({
  db,
  batchSize = BATCH,
  games,
  draw,
  wallet,
  protection,
  bus,
  now,
  log,
}: ChasePlacementDeps) {
  /** Wall time per chase issue of the last full batch, a first guess until one has run. */
  let msPerIssue = 0.5;
  const publish = (events: DomainEvent[]) => Promise.all(events.map((e) => bus.publish(e)));
  const updated = (row: Publishable, change: 'placed' | 'settled' | 'ended') =>
    ({ type: 'ChaseUpdated', userId: row.userId, chaseId: row.chaseId, change }) as const;

  /** The chase's slip at this issue's multiple, with the odds in force (read before the transaction). */
  async function itemsFor(game: GameRow, issue: IssueRow, row: OneIssue) {
    const chase = await chaseRepository.find(db, row.chaseId);
    const items = [];
    for (const item of chase?.items ?? []) {
      const oddsHundredths = await games.oddsHundredths(game, item.play, item.option, issue.drawAt.getTime());
      if (oddsHundredths === undefined) return undefined; // the play left the game: never guess odds
      items.push({
        gameType: game.type,
        play: item.play,
        option: item.option,
        amountFen: item.amountFen * row.multiple,
        oddsHundredths,
      });
    }
    return items.length > 0 ? items : undefined;
  }

  async function placeOne(
    tx: Tx,
    game: GameRow,
    issue: IssueRow,
    items: PlacedItem[],
    row: OneIssue,
    at: number,
  ) {
    // Wallet first, as settlement and cancel lock it: the three never wait on each other in a circle.
    await wallet.lockWallet(tx, row.userId);
    const ci = await chaseIssueRepository.lockWaiting(tx, row.id);
    if (!ci) return undefined; // cancelled, missed or placed meanwhile
    // Stake limits (after the wallet lock, as bets take them): a refusal stops the chase (refuse()).
    if (hasStakeLimits(game)) await assertWithinStakeLimits(tx, game, issue.id, ci.userId, ci.amountFen);
    await chaseRepository.addMoney(tx, ci.chaseId, { placedFen: ci.amountFen });
    const order = {
      userId: ci.userId,
      gameId: game.id,
      issueId: issue.id,
      issueNo: issue.issueNo,
      requestId: null,
      totalFen: ci.amountFen,
      itemCount: items.length,
      createdAt: new Date(at),
    };
    const bets = await betRepository.placeOrder(tx, draw.openIssueGuard(issue.id, at), order, items);
    if (bets.length === 0) throw new IssueClosed();
    await protection.assertCanBet(tx, ci.userId, ci.amountFen, new Date(at));
    const orderId = bets[0]!.orderId;
    await wallet.settleFrozen(tx, {
      userId: ci.userId,
      amountFen: ci.amountFen,
      kind: 'bet',
      reference: `bet-order:${orderId}`,
      memo: `${game.name} 第${issue.issueNo}期 追号投注${bets.length}注`,
    });
    await chaseIssueRepository.markPlaced(tx, ci.id, orderId);
    const ended = await chaseRepository.endIfDone(tx, ci.chaseId, 'completed', new Date(at));
    return ended ? 'ended' : 'placed';
  }

  /** A limit refused the placement: the chase stops with the reason, and the rest is released. */
  async function refuse(row: OneIssue, reason: string, at: number) {
    const ended = await db.transaction(async (tx) => {
      const released = await releaseChaseIssues(
        tx,
        wallet,
        { id: row.chaseId, userId: row.userId },
        'cancelled',
      );
      if (released.count === 0) return undefined;
      return chaseRepository.endIfDone(tx, row.chaseId, 'refused', new Date(at), reason);
    });
    if (ended) await publish([updated(row, 'ended')]);
  }

  /** Places one waiting chase issue on its open issue; answers what happened to it. */
  async function placeIssue(game: GameRow, issue: IssueRow, row: OneIssue, at = now()) {
    try {
      const items = await itemsFor(game, issue, row);
      if (!items) return 'closed';
      const outcome = await db.transaction((tx) => placeOne(tx, game, issue, items, row, at));
      if (outcome)
        await publish([updated(row, 'placed'), ...(outcome === 'ended' ? [updated(row, 'ended')] : [])]);
      return outcome ?? 'skipped';
    } catch (err) {
      if (err instanceof IssueClosed) return 'closed';
      if (err instanceof DomainError && err.kind === 'rule') {
        await refuse(row, err.message, at);
        return 'refused';
      }
      throw err;
    }
  }

  /**
   * The slip of each chase issue at its multiple with the odds in force, read before the
   * transaction (each distinct play and option once). A chase issue whose play left the game has
   * none: it stays waiting and is missed, never placed at guessed odds.
   */
  async function slipsOf(game: GameRow, issue: IssueRow, rows: WaitingIssue[]) {
    const odds = new Map<string, number | undefined>();
    const slips = new Map<number, PlacedItem[]>();
    for (const row of rows) {
      const slip: PlacedItem[] = [];
      for (const { play, option, amountFen } of row.items) {
        const key = `${play}\u0000${option}`;
        if (!odds.has(key))
          odds.set(key, await games.oddsHundredths(game, play, option, issue.drawAt.getTime()));
        const oddsHundredths = odds.get(key);
        if (oddsHundredths === undefined) break;
        slip.push({ gameType: game.type, play, option, amountFen: amountFen * row.multiple, oddsHundredths });
      }
      if (slip.length > 0 && slip.length === row.items.length) slips.set(row.id, slip);
    }
    return slips;
  }

  /**
   * Places a batch of waiting chase issues of one open issue in one transaction, with a handful of
   * statements whatever its size: the players' wallets locked (in user order), then the chase
   * issues still waiting read (a cancel or a win that came first has taken them; as every change of
   * a waiting issue locks its player's wallet first, none can change under the batch), the issue
   * checked open (FOR SHARE, so betting cannot close under the batch), every player's block and
   * limits judged at once in id order as one placement after another, then one statement writes
   * the orders, bets, ledger rows and wallets, marks the chase issues placed and ends the chases
   * whose last issue this was. A placement refused by a limit stops its chase with the reason and
   * releases the rest, in the same transaction. Answers how many were placed. Should the batch
   * fail for any other reason (a wallet short of what it froze), its chase issues are placed one
   * by one, each exactly as a single placement is.
   */
  async function placeBatch(
    game: GameRow,
    issue: IssueRow,
    candidates: WaitingIssue[],
    at: number,
    inTime: () => boolean,
  ): Promise<number> {
    const slips = await slipsOf(game, issue, candidates);
    const rows = candidates.filter((r) => slips.has(r.id));
    if (rows.length === 0) return 0;
    const when = new Date(at);
    type Done = { placed: (WaitingIssue & { ended: boolean })[]; refusedEnded: WaitingIssue[] };
    let done: Done;
    try {
      done = await db.transaction(async (tx): Promise<Done> => {
        await wallet.lockWallets(
          tx,
          rows.map((r) => r.userId),
        );
        const gone = await chaseIssueRepository.notWaiting(
          tx,
          rows.map((r) => r.id),
        );
        const waiting = gone.size === 0 ? rows : rows.filter((r) => !gone.has(r.id));
        if (waiting.length === 0) return { placed: [], refusedEnded: [] };
        const open = (await tx.execute(draw.openIssueGuard(issue.id, at))) as unknown as { rows: unknown[] };
        if (open.rows.length === 0) throw new IssueClosed();
        const refusals = await protection.betRefusals(
          tx,
          waiting.map((r) => ({ userId: r.userId, stakeFen: r.amountFen })),
          when,
        );
        const placing = waiting.flatMap((r, k) => (refusals[k] ? [] : [{ ...r, items: slips.get(r.id)! }]));
        const ended = await chaseIssueRepository.placeMany(
          tx,
          {
            gameId: game.id,
            gameType: game.type,
            issueId: issue.id,
            issueNo: issue.issueNo,
            at: when,
            memo: `${game.name} 第${issue.issueNo}期 追号投注`,
          },
          placing,
        );
        const placed = placing.map((r) => ({ ...r, ended: ended.has(r.chaseId) }));
        const refusedEnded: WaitingIssue[] = [];
        for (const [k, row] of waiting.entries()) {
          const refusal = refusals[k];
          if (!refusal) continue;
          const chase = { id: row.chaseId, userId: row.userId };
          const released = await releaseChaseIssues(tx, wallet, chase, 'cancelled');
          if (released.count === 0) continue;
          if (await chaseRepository.endIfDone(tx, row.chaseId, 'refused', when, refusal.message))
            refusedEnded.push(row);
        }
        return { placed, refusedEnded };
      });
    } catch (err) {
      if (err instanceof IssueClosed) return 0;
      log.error({ err, gameId: game.id, issueNo: issue.issueNo }, 'chase batch failed, placing one by one');
      let placed = 0;
      for (const row of rows) {
        if (!inTime()) break;
        try {
          const outcome = await placeIssue(game, issue, row, at);
          if (outcome === 'placed' || outcome === 'ended') placed++;
        } catch (e) {
          log.error({ err: e, chaseIssueId: row.id }, 'chase placement failed');
        }
      }
      return placed;
    }
    const events: DomainEvent[] = [];
    for (const row of done.placed) {
      events.push(updated(row, 'placed'));
      if (row.ended) events.push(updated(row, 'ended'));
    }
    for (const row of done.refusedEnded) events.push(updated(row, 'ended'));
    await publish(events);
    return done.placed.length;
  }

  /** Places every waiting chase issue of each game's open issue, a batch per transaction. */
  async function placeOpen(at: number, budgetMs: number): Promise<number> {
    const started = Date.now();
    // The rest waits for the next tick (draws of other games stay on time); what is still waiting
    // when its betting closes is missed and released, never lost.
    const inTime = () => Date.now() - started < budgetMs;
    // A batch as large as the time left allows (by the pace of the last one), so that a tick
    // overruns its budget by little.
    const sizeNow = () =>
      Math.max(MIN_BATCH, Math.min(batchSize, Math.floor((budgetMs - (Date.now() - started)) / msPerIssue)));
    let placed = 0;
    for (const game of await games.rows()) {
      if (game.status !== 'active') continue;
      const slot = games.issueAtTime(game, at);
      if (at < slot.openAt || at >= slot.closeAt) continue;
      // The stored number: after an interval change it may follow on from the day's last issue.
      const issue = await draw.ensureIssue(game, slot);
      let afterId = 0;
      for (;;) {
        if (!inTime()) return placed;
        const size = sizeNow();
        const batchStarted = Date.now();
        const batch = await chaseIssueRepository.waitingFor(db, game.id, issue.issueNo, afterId, size);
        if (batch.length === 0) break;
        afterId = batch[batch.length - 1]!.id;
        try {
          placed += await placeBatch(game, issue, batch, at, inTime);
        } catch (err) {
          log.error({ err, gameId: game.id, issueNo: issue.issueNo }, 'chase placement failed');
        }
        if (batch.length >= MIN_BATCH)
          msPerIssue = Math.max(0.01, (Date.now() - batchStarted) / batch.length);
        if (batch.length < size) break;
      }
    }
    return placed;
  }

  /** Waiting issues whose betting closed unplaced are missed, and their amount released. */
  async function releaseMissed(at: number): Promise<number> {
    const rows = await chaseIssueRepository.dueToMiss(db, new Date(at), 1000);
    const byChase = new Map<number, { userId: number; ids: number[] }>();
    for (const r of rows) {
      const entry = byChase.get(r.chaseId) ?? { userId: r.userId, ids: [] };
      entry.ids.push(r.id);
      byChase.set(r.chaseId, entry);
    }
    let missed = 0;
    for (const [chaseId, { userId, ids }] of byChase) {
      try {
        const ended = await db.transaction(async (tx) => {
          missed += (await releaseChaseIssues(tx, wallet, { id: chaseId, userId }, 'missed', { ids })).count;
          return chaseRepository.endIfDone(tx, chaseId, 'completed', new Date(at));
        });
        await publish([updated({ userId, chaseId }, ended ? 'ended' : 'settled')]);
      } catch (err) {
        log.error({ err, chaseId }, 'releasing missed chase issues failed');
      }
    }
    return missed;
  }

  /**
   * Inside a settlement batch, after its payouts (same transaction): the chase issues whose bets
   * all settled get their outcome; a win with 中奖后停止 releases the chase's waiting issues. The
   * batch's statement has locked the wallets already; placement and cancel lock the wallet first
   * too, then chase issues, then the chase, so none of them waits on another in a circle.
   * Answers the events to publish once the batch has committed.
   */
  async function afterSettlement(tx: Tx, betIds: number[]): Promise<DomainEvent[]> {
    const events: DomainEvent[] = [];
    const at = new Date(now());
    for (const s of await chaseIssueRepository.settleIssuesOfBets(tx, betIds)) {
      events.push(updated(s, 'settled'));
      const chase = await chaseRepository.find(tx, s.chaseId);
      if (s.status === 'won' && chase?.stopOnWin && chase.status === 'running') {
        await releaseChaseIssues(tx, wallet, { id: s.chaseId, userId: s.userId }, 'cancelled');
        if (await chaseRepository.endIfDone(tx, s.chaseId, 'won', at)) events.push(updated(s, 'ended'));
      }
      if (s.status === 'won') await chaseRepository.addMoney(tx, s.chaseId, { wonFen: s.payoutFen });
    }
    return events;
  }

  return {
    placeIssue,
    /** One scheduler step: place what opened (within `budgetMs` of wall time), release what was missed. */
    async tick(at: number, budgetMs = Number.POSITIVE_INFINITY) {
      const placed = await placeOpen(at, budgetMs);
      const missed = await releaseMissed(at);
      return { placed, missed };
    },
    afterSettlement,
    publish,
  };
}
export type ChasePlacement = ReturnType<typeof createChasePlacement>;
