import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config.ts';
import { auditLedger } from '../../money/index.ts';
import type { Database } from '../../platform/db/client.ts';
import type { DomainEvent } from '../../platform/events/domain-events.ts';
import { MemoryEventBus } from '../../platform/events/event-bus.ts';
import { seedGames } from '../../seed.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import type { IssueRow } from '../draw/draw.schema.ts';
import { createDrawService } from '../draw/draw.service.ts';
import { createGameService } from '../game/game.service.ts';
import { evaluateBet } from '../game/game-rules.ts';
import { createBetSettlement } from './bet-settlement.ts';
import { settlementRepository } from './settlement.repository.ts';

type Rows<T> = { rows: T[] };
const DAY = 86_400_000;
const T0 = Date.UTC(2026, 5, 1, 4, 0, 10);

let database: Database;
let bus: MemoryEventBus;
const events: DomainEvent[] = [];
const clock = { t: T0 };
beforeAll(async () => {
  database = await createTestDatabase();
  await seedGames(database.db);
  bus = new MemoryEventBus();
  bus.subscribe((e) => void events.push(e as DomainEvent));
});
afterAll(() => database?.close());

const rows = async <T>(q: ReturnType<typeof sql>) =>
  ((await database.db.execute(q)) as unknown as Rows<T>).rows;

/**
 * Players `users` (with wallets holding `balanceFen`, except those in `noWallet`) and, on an issue
 * of jsk3 drawn as [1, 2, 3], `perUser` bets each on every option of k3.sum (wins, losses and
 * none refunded), inserted in user-interleaved order so a batch mixes players.
 */
async function drawnIssue(day: number, users: number[], perUser: number, noWallet: number[] = []) {
  const db = database.db;
  clock.t = T0 + day * DAY;
  const games = createGameService({ db, config: loadConfig({}), now: () => clock.t });
  const draw = createDrawService({ db, games, bus, now: () => clock.t });
  const game = await games.resolve('jsk3');
  const slot = games.issueAtTime(game, clock.t);
  const issue = await draw.ensureIssue(game, slot);
  for (const u of users) {
    await db.execute(sql`
      INSERT INTO users (id, username, password_hash, nickname, invite_code)
      VALUES (${u}, ${`settle${u}`}, '-', ${`settle${u}`}, ${`SETTLE${u}`})`);
    if (!noWallet.includes(u))
      await db.execute(sql`INSERT INTO wallets (user_id, balance_fen) VALUES (${u}, 0)`);
  }
  // One slip per player (a bet belongs to its own player's slip).
  const orders = await rows<{ id: number; user_id: number }>(sql`
    INSERT INTO bet_orders (user_id, game_id, issue_id, issue_no, total_fen, item_count)
    SELECT u, ${game.id}, ${issue.id}, ${issue.issueNo}, 1, 1 FROM unnest(${sql.param(users)}::int[]) AS u
    RETURNING id, user_id`);
  await db.execute(sql`
    INSERT INTO bets (order_id, user_id, game_id, game_type, issue_id, issue_no, play, option, amount_fen, odds_hundredths)
    SELECT o.id, o.user_id, ${game.id}, 'k3', ${issue.id}, ${issue.issueNo}, 'k3.sum', (3 + n % 16)::text, 100 + n, 250
    FROM generate_series(0, ${perUser - 1}) AS n,
      unnest(${sql.param(orders.map((o) => Number(o.id)))}::bigint[], ${sql.param(orders.map((o) => o.user_id))}::int[]) AS o(id, user_id)
    ORDER BY n, o.user_id`);
  // Drawn as [1, 2, 3]: sum 6 wins, every other sum loses.
  await db.execute(sql`UPDATE issues SET status = 'drawn', numbers = ARRAY[1, 2, 3] WHERE id = ${issue.id}`);
  const drawnIssue: IssueRow = { ...issue, status: 'drawn', numbers: [1, 2, 3] };
  return { game, issue: drawnIssue };
}

const betsOf = (issueId: number) =>
  rows<{
    id: string;
    user_id: number;
    status: string;
    option: string;
    amount_fen: string;
    payout_fen: string;
  }>(
    sql`SELECT id, user_id, status, option, amount_fen, payout_fen FROM bets WHERE issue_id = ${issueId} ORDER BY id`,
  );

describe('settlement of an issue in batches', () => {
  it('pays each bet once in the ledger, with running balances, and tells every bet in BetSettled', async () => {
    const users = [9101, 9102, 9103];
    const { game, issue } = await drawnIssue(10, users, 40);
    const settlement = createBetSettlement({ db: database.db, bus, now: () => clock.t, batchSize: 25 });
    events.length = 0;
    let report = { done: false, settled: 0 };
    let settled = 0;
    let passes = 0;
    while (!report.done) {
      report = await settlement.settleIssue(game, issue, { maxBatches: 2 });
      settled += report.settled;
      passes++;
    }
    expect(settled).toBe(120);
    expect(passes).toBeGreaterThan(1);

    const bets = await betsOf(issue.id);
    for (const b of bets) {
      const won = evaluateBet('k3', 'k3.sum', b.option, [1, 2, 3], { drawAt: issue.drawAt }) === 'win';
      expect(b.status).toBe(won ? 'won' : 'lost');
      expect(Number(b.payout_fen)).toBe(won ? Math.floor((Number(b.amount_fen) * 250) / 100) : 0);
    }
    // Every payout is one ledger row referring to its bet; each wallet holds what its bets won.
    const ledger = await rows<{ user_id: number; reference: string; amount_fen: string }>(
      sql`SELECT user_id, reference, amount_fen FROM wallet_ledger WHERE user_id IN (9101, 9102, 9103) ORDER BY id`,
    );
    const won = bets.filter((b) => b.status === 'won');
    expect(won.length).toBeGreaterThan(3);
    expect(ledger.map((l) => l.reference).sort()).toEqual(won.map((b) => `payout:${b.id}`).sort());
    for (const u of users) {
      const [w] = await rows<{ balance_fen: string }>(
        sql`SELECT balance_fen FROM wallets WHERE user_id = ${u}`,
      );
      const due = won.filter((b) => b.user_id === u).reduce((a, b) => a + Number(b.payout_fen), 0);
      expect(Number(w!.balance_fen)).toBe(due);
    }
    expect(await auditLedger(database.db)).toEqual([]);

    // BetSettled: every bet once, with its outcome, to its player.
    const told = events.flatMap((e) =>
      e.type === 'BetSettled' ? e.bets.map((b) => ({ ...b, userId: e.userId })) : [],
    );
    expect(told).toHaveLength(120);
    expect(new Set(told.map((b) => b.betId)).size).toBe(120);
    // Each event lists its bets in id order (what a player's inbox and commissions are built from).
    for (const e of events) {
      if (e.type !== 'BetSettled') continue;
      const ids = e.bets.map((b) => b.betId);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
    }
    for (const b of bets) {
      expect(told.find((t) => t.betId === Number(b.id))).toEqual({
        betId: Number(b.id),
        userId: b.user_id,
        status: b.status,
        stakeFen: Number(b.amount_fen),
        payoutFen: Number(b.payout_fen),
      });
    }

    // A second pass finds nothing to do and pays nothing again.
    expect(await settlement.settleIssue(game, issue)).toEqual({ done: true, settled: 0 });
    expect(await auditLedger(database.db)).toEqual([]);
  });

  it("takes the bets player by player: a batch the size of a player's bets settles that player at once", async () => {
    // The bets were placed interleaved (player 1, 2, 3, 1, 2, 3, …): in id order every batch would
    // hold bets of all three and lock all three wallets; in player order each batch is one player.
    const users = [9301, 9302, 9303];
    const { game, issue } = await drawnIssue(12, users, 40);
    const settlement = createBetSettlement({ db: database.db, bus, now: () => clock.t, batchSize: 40 });
    events.length = 0;
    expect(await settlement.settleIssue(game, issue)).toEqual({ done: true, settled: 120 });
    const told = events.filter((e) => e.type === 'BetSettled');
    expect(told.map((e) => [e.userId, e.bets.length])).toEqual(users.map((u) => [u, 40]));
    // each wallet's payouts are written together, in one batch's statement
    const batchOf = await rows<{ user_id: number; batches: number }>(sql`
      SELECT user_id, count(DISTINCT created_at)::int AS batches FROM wallet_ledger
      WHERE user_id IN (9301, 9302, 9303) GROUP BY user_id ORDER BY user_id`);
    expect(batchOf).toEqual(users.map((u) => ({ user_id: u, batches: 1 })));
    expect(await auditLedger(database.db)).toEqual([]);
  });

  it('knows its last batch from the statement itself: an exact multiple of the batch size ends without an empty batch', async () => {
    const { game, issue } = await drawnIssue(13, [9401, 9402, 9403], 40);
    const settlement = createBetSettlement({ db: database.db, bus, now: () => clock.t, batchSize: 40 });
    // three batches of 40 (one player each): the third sees nothing pending beyond its range
    expect(await settlement.settleIssue(game, issue, { maxBatches: 3 })).toEqual({
      done: true,
      settled: 120,
    });
    expect((await betsOf(issue.id)).filter((b) => b.status === 'pending')).toHaveLength(0);
  });

  it('tells a batch that left bets of its range pending, and where the next begins', async () => {
    const { issue } = await drawnIssue(14, [9501, 9502], 16);
    // Only sum 6 judged: the other 15 sums of each player stay pending in the batch's range.
    const first = await database.db.transaction((tx) =>
      settlementRepository.applyOutcomes(
        tx,
        issue.id,
        { plays: ['k3.sum'], options: ['6'], statuses: ['won'] },
        16,
        new Date(clock.t),
      ),
    );
    const bets = await betsOf(issue.id);
    const firstPlayers = bets.filter((b) => b.user_id === 9501);
    expect(first.rows.map((r) => [r.userId, r.status])).toEqual([[9501, 'won']]);
    expect(first).toMatchObject({ inRange: 16, more: true });
    expect(first.next).toEqual({ userId: 9501, id: Math.max(...firstPlayers.map((b) => Number(b.id))) });
    const second = await database.db.transaction((tx) =>
      settlementRepository.applyOutcomes(tx, issue.id, 'refunded', 16, new Date(clock.t), first.next),
    );
    expect(second).toMatchObject({ inRange: 16, more: false });
    expect(
      second.rows.every((r) => r.userId === 9502 && r.status === 'refunded' && r.payoutFen === r.amountFen),
    ).toBe(true);
    // past the end: an empty range, nothing beyond it, the cursor where it was
    const third = await database.db.transaction((tx) =>
      settlementRepository.applyOutcomes(tx, issue.id, 'refunded', 16, new Date(clock.t), second.next),
    );
    expect(third).toEqual({ rows: [], inRange: 0, next: second.next, more: false });
  });

  it('judges a game of listed options from its catalogue, and still settles a stored bet outside it', async () => {
    const { game, issue } = await drawnIssue(15, [9601, 9602], 16);
    // A bet submit would never have taken (no sum of three dice is 2): the rules cannot judge it.
    await database.db.execute(sql`
      UPDATE bets SET option = '2' WHERE id = (SELECT min(id) FROM bets WHERE issue_id = ${issue.id})`);
    const pairs = vi.spyOn(settlementRepository, 'pendingPairs');
    try {
      const settlement = createBetSettlement({ db: database.db, bus, now: () => clock.t, batchSize: 10 });
      expect(await settlement.settleIssue(game, issue)).toEqual({ done: true, settled: 32 });
      // Every option of k3 is listed: the issue's pending pairs were read only to find the stray bet.
      // (Counts, not the calls: a failure would print their database handle.)
      expect(pairs.mock.calls.length).toBe(1);
    } finally {
      pairs.mockRestore();
    }
    const bets = await betsOf(issue.id);
    const stray = bets.find((b) => b.option === '2')!;
    expect(stray).toMatchObject({ status: 'refunded', payout_fen: stray.amount_fen });
    for (const b of bets.filter((x) => x !== stray)) {
      const won = evaluateBet('k3', 'k3.sum', b.option, [1, 2, 3], { drawAt: issue.drawAt }) === 'win';
      expect(b.status).toBe(won ? 'won' : 'lost');
    }
    expect(await auditLedger(database.db)).toEqual([]);
  });

  it("reads no pending pairs for a game whose options are all listed, and reads lhc's (its picks are free)", async () => {
    const { game, issue } = await drawnIssue(16, [9701], 8);
    const pairs = vi.spyOn(settlementRepository, 'pendingPairs');
    try {
      const settlement = createBetSettlement({ db: database.db, bus, now: () => clock.t });
      expect(await settlement.settleIssue(game, issue)).toEqual({ done: true, settled: 8 });
      expect(pairs.mock.calls.length).toBe(0);
      // lhc has plays without a list of options (number and zodiac picks): its pairs are read.
      const lhc = { ...game, type: 'lhc' as const };
      await settlement.settleIssue(lhc, { ...issue, id: -1 });
      expect(pairs.mock.calls.length).toBe(1);
    } finally {
      pairs.mockRestore();
    }
  });

  it('rolls a batch back when a player to be paid has no wallet', async () => {
    const { game, issue } = await drawnIssue(11, [9201, 9202], 20, [9202]);
    const settlement = createBetSettlement({ db: database.db, bus, now: () => clock.t, batchSize: 1000 });
    await expect(settlement.settleIssue(game, issue)).rejects.toThrow(/no wallet/);
    expect((await betsOf(issue.id)).every((b) => b.status === 'pending')).toBe(true);
    expect(await rows(sql`SELECT 1 FROM wallet_ledger WHERE user_id IN (9201, 9202)`)).toHaveLength(0);
  });
});
