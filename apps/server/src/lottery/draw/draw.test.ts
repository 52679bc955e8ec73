import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerPlayer } from '../../test/test-app.ts';
import { evaluateBet } from '../game/game-rules.ts';
import { FAMILY, SLIP } from './every-family-slip.ts';
import {
  createGameTestApp,
  type GameTestApp,
  ledgerMismatches,
  rows,
  T0,
  T0 as T0_,
} from './game-test-kit.ts';

type IssueDb = {
  id: number;
  game_id: number;
  issue_no: string;
  status: string;
  seed: string;
  numbers: number[] | null;
  settled_at: unknown;
};
const issueRows = (g: GameTestApp) => rows<IssueDb>(g.database, sql`SELECT * FROM issues ORDER BY id`);
const ledgerOf = (g: GameTestApp, userId: number) =>
  rows<{ kind: string; amount_fen: number; reference: string }>(
    g.database,
    sql`SELECT kind, amount_fen, reference FROM wallet_ledger WHERE user_id = ${userId} ORDER BY id`,
  );

// One database for the file (a fresh PGlite costs seconds); each test uses its own day and player.
let g: GameTestApp;
beforeAll(async () => {
  g = await createGameTestApp();
});
afterAll(() => g.close());
const DAY = 86_400_000;

describe('a player bets on every family; the scheduler draws and settles by the rule book', () => {
  it('settles every bet as evaluateBet says, pays through the ledger once, never reveals a seed early', async () => {
    const p = await registerPlayer(g.app);
    await g.fund(p.user.id, 5000);
    await g.tickAt(T0);
    let staked = 0;
    for (const [code, bets] of Object.entries(SLIP)) {
      const res = await g.app.inject({
        method: 'POST',
        url: '/api/bets/submit',
        headers: bearer(p.token),
        payload: { gameId: code, bets },
      });
      expect(res.statusCode, res.body).toBe(200);
      staked += Math.round(bets.reduce((a, b) => a + b.amount * 100, 0));
    }
    // Before the draws: no seed anywhere in what a player can read.
    const secrets = (await issueRows(g)).map((i) => i.seed);
    expect(secrets).toHaveLength(5);
    const seen: string[] = [];
    for (const code of Object.keys(SLIP)) {
      for (const url of [
        `/api/issue/${code}/current`,
        `/api/draw/${code}/latest`,
        `/api/lottery/history?gameId=${code}`,
        `/api/lottery/result?gameId=${code}`,
      ]) {
        seen.push((await g.app.inject({ url })).body);
      }
    }
    seen.push((await g.app.inject({ url: '/api/bets?limit=100', headers: bearer(p.token) })).body);
    const anyBet = (await g.app.inject({ url: '/api/bets', headers: bearer(p.token) })).json().data.list[0]
      .betId;
    seen.push((await g.app.inject({ url: `/api/bets/${anyBet}`, headers: bearer(p.token) })).body);
    for (const s of secrets) for (const body of seen) expect(body).not.toContain(s);
    const verifyEarly = await g.app.inject({ url: `/api/lottery/verify?gameId=jsk3&issueNo=20260601-0721` });
    expect(verifyEarly.statusCode).toBe(422);

    const first = await g.tickAt(T0 + 50_000); // 12:01:00
    expect(first).toMatchObject({ leader: true, drawn: 4, finished: 4 });
    await g.tickAt(T0 + 290_000); // 12:05:00: jslhc
    const drawn = (await issueRows(g)).filter((i) => i.numbers);
    expect(drawn).toHaveLength(5);
    expect(drawn.every((i) => i.status === 'settled' && i.settled_at)).toBe(true);

    const list = (await g.app.inject({ url: '/api/bets?limit=100', headers: bearer(p.token) })).json().data
      .list;
    expect(list).toHaveLength(Object.values(SLIP).flat().length);
    let paid = 0;
    for (const b of list) {
      const issue = drawn.find((i) => i.issue_no === b.issueNo && i.game_id === b.gameId)!;
      expect(b.numbers).toEqual(issue.numbers);
      const outcome = evaluateBet(FAMILY[b.gameCode]!, b.play, b.option, issue.numbers!, {
        drawAt: Date.parse(b.createdAt),
      });
      const amountFen = Math.round(b.amount * 100);
      const expected =
        outcome === 'win'
          ? Math.floor((amountFen * Math.round(b.odds * 100)) / 100)
          : outcome === 'push'
            ? amountFen
            : 0;
      expect(b.status).toBe({ win: 'won', lose: 'lost', push: 'refunded' }[outcome]);
      expect(Math.round(b.payout * 100)).toBe(expected);
      paid += expected;
    }
    const ledger = await ledgerOf(g, p.user.id);
    const payoutRows = ledger.filter((l) => l.kind === 'payout' || l.kind === 'refund');
    expect(payoutRows.reduce((a, l) => a + l.amount_fen, 0)).toBe(paid);
    expect(new Set(payoutRows.map((l) => l.reference)).size).toBe(payoutRows.length);
    for (const l of payoutRows) expect(l.reference).toMatch(/^(payout|refund):\d+$/);
    const balance = (await g.app.inject({ url: '/api/user/balance', headers: bearer(p.token) })).json().data;
    expect(Math.round(balance.balance * 100)).toBe(500_000 - staked + paid);
    expect(balance.pendingAmount).toBe(0);
    // Settled now: today's win/loss is the net of these bets.
    expect(Math.round(balance.todayWinLoss * 100)).toBe(paid - staked);
    expect(await ledgerMismatches(g.database)).toEqual([]);

    // After the draw the seed is public and the draw verifies.
    const verify = (
      await g.app.inject({ url: '/api/lottery/verify?gameId=jslhc&issueNo=20260601-0145' })
    ).json().data;
    expect(verify).toMatchObject({ match: true, hashMatches: true, resultMatches: true });
    expect(verify.recomputed).toEqual(verify.numbers);
    expect(g.events.filter((e) => e.type === 'IssueDrawn')).toHaveLength(5);
    expect(g.events.some((e) => e.type === 'BetSettled' && e.userId === p.user.id)).toBe(true);

    // A second pass changes nothing: settlement is idempotent.
    await g.tickAt(T0 + 295_000);
    expect(await ledgerOf(g, p.user.id)).toEqual(ledger);
  });

  it('voids an issue found too late to draw on time, and refunds its stakes', async () => {
    const p = await registerPlayer(g.app);
    await g.fund(p.user.id, 100);
    const start = T0 + 3_600_000; // 13:00:10
    await g.tickAt(start);
    const bet = await g.app.inject({
      method: 'POST',
      url: '/api/bets/submit',
      headers: bearer(p.token),
      payload: { gameId: 'jsk3', bets: [{ play: 'k3.sum', option: '4', amount: 40 }] },
    });
    expect(bet.statusCode).toBe(200);
    const report = await g.tickAt(start + 50_000 + 20_000); // 20 s after 13:01:00: beyond the 15 s grace
    expect(report.voided).toBeGreaterThanOrEqual(1);
    const [b] = (await g.app.inject({ url: '/api/bets', headers: bearer(p.token) })).json().data.list;
    expect(b).toMatchObject({ status: 'refunded', payout: 40, numbers: null });
    const draws = (await g.app.inject({ url: '/api/draw/jsk3/latest?limit=1' })).json().data.list;
    expect(draws[0]).toMatchObject({
      issueNo: bet.json().data.issueNo,
      status: 'void',
      numbers: null,
      seed: null,
    });
    expect(
      (await g.app.inject({ url: '/api/user/balance', headers: bearer(p.token) })).json().data.balance,
    ).toBe(100);
  });
});

describe('restarts', () => {
  // The first process "dies": its scheduler stops and gives up the lock, as a dead session would.
  beforeAll(() => g.app.drawScheduler.stop());

  it('settles every bet exactly once after a crash between draw and settlement', async () => {
    const a = g;
    const T0 = T0_ + DAY;
    const p = await registerPlayer(a.app);
    await a.fund(p.user.id, 1000);
    a.clock.t = T0;
    const options = ['3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14', '15', '16', '17', '18'];
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/bets/submit',
      headers: bearer(p.token),
      payload: { gameId: 'jsk3', bets: options.map((option) => ({ play: 'k3.sum', option, amount: 5 })) },
    });
    expect(res.statusCode).toBe(200);
    // The draw happens, then settlement dies after its first small batch.
    a.clock.t = T0 + 50_000;
    const { createGameService } = await import('../game/game.service.ts');
    const { createDrawService } = await import('./draw.service.ts');
    const { createBetSettlement } = await import('../bet/bet-settlement.ts');
    const { MemoryEventBus } = await import('../../platform/events/event-bus.ts');
    const { loadConfig } = await import('../../config.ts');
    const now = () => a.clock.t;
    const games = createGameService({ db: a.database.db, config: loadConfig({}), now });
    const draw = createDrawService({ db: a.database.db, games, bus: new MemoryEventBus(), now });
    const game = await games.resolve('jsk3');
    const issue = await draw.findIssue(game, res.json().data.issueNo);
    const drawnRow = await draw.drawIssue(game, issue);
    expect(drawnRow?.status).toBe('drawn');
    const partial = await createBetSettlement({
      db: a.database.db,
      bus: new MemoryEventBus(),
      now,
    }).settleIssue(game, drawnRow!, {
      batchSize: 5,
      maxBatches: 1,
    });
    expect(partial).toEqual({ done: false, settled: 5 });

    // A new process on the same database resumes: every bet settles once, the issue is settled.
    const b = await createGameTestApp({ database: a.database, start: T0 + 52_000 });
    const report = await b.tickAt(T0 + 52_000);
    expect(report).toMatchObject({ leader: true, recovered: true, settled: 11 });
    await b.tickAt(T0 + 53_000);
    const bets = await rows<{ id: number; status: string; payout_fen: number }>(
      a.database,
      sql`SELECT id, status, payout_fen FROM bets WHERE user_id = ${p.user.id} ORDER BY id`,
    );
    expect(bets.every((x) => x.status !== 'pending')).toBe(true);
    expect(bets.filter((x) => x.status === 'won')).toHaveLength(1);
    const ledger = await ledgerOf(a, p.user.id);
    const payouts = ledger.filter((l) => l.kind === 'payout');
    expect(payouts).toHaveLength(1);
    expect(payouts[0]!.reference).toBe(`payout:${bets.find((x) => x.status === 'won')!.id}`);
    expect((await issueRows(a)).find((i) => i.issue_no === res.json().data.issueNo)?.status).toBe('settled');
    expect(await ledgerMismatches(a.database)).toEqual([]);
    await b.close();
  });

  it('voids issues whose draw time passed while the server was down and refunds them', async () => {
    const a = g;
    const T0 = T0_ + 2 * DAY;
    const p = await registerPlayer(a.app);
    await a.fund(p.user.id, 500);
    a.clock.t = T0;
    for (const gameId of ['jsk3', 'jsxy28']) {
      const r = await a.app.inject({
        method: 'POST',
        url: '/api/bets/submit',
        headers: bearer(p.token),
        payload: {
          gameId,
          bets: [{ play: gameId === 'jsk3' ? 'k3.big_small' : 'xy28.big_small', option: 'big', amount: 100 }],
        },
      });
      expect(r.statusCode).toBe(200);
    }
    // Down from 12:00:10 to 12:10:00: the restarted process must not draw those issues late.
    const b = await createGameTestApp({ database: a.database, start: T0 + 590_000 });
    const report = await b.tickAt(T0 + 590_000);
    expect(report).toMatchObject({ recovered: true, drawn: 0 });
    expect(report.voided).toBeGreaterThanOrEqual(2);
    const issues = await issueRows(a);
    const missed = issues.filter((x) => x.issue_no === '20260603-0721');
    expect(missed).toHaveLength(2);
    for (const i of missed) {
      expect(i).toMatchObject({ status: 'void', numbers: null });
      expect(i.settled_at).not.toBeNull();
    }
    const bets = await rows<{ status: string; payout_fen: number }>(
      a.database,
      sql`SELECT status, payout_fen FROM bets WHERE user_id = ${p.user.id}`,
    );
    expect(bets).toEqual([
      { status: 'refunded', payout_fen: 10_000 },
      { status: 'refunded', payout_fen: 10_000 },
    ]);
    expect((await ledgerOf(a, p.user.id)).filter((l) => l.kind === 'refund')).toHaveLength(2);
    expect(
      (await b.app.inject({ url: '/api/user/balance', headers: bearer(p.token) })).json().data.balance,
    ).toBe(500);
    // The next issue opens normally and is drawn on time.
    expect((await b.tickAt(T0 + 650_000)).drawn).toBeGreaterThanOrEqual(4);
    await b.close();
  });
});

describe.runIf(process.env.TEST_DB_ENGINE === 'postgres')(
  'one scheduler across processes (PostgreSQL advisory lock)',
  () => {
    it('lets only the lock holder tick, and a standby takes over when the leader dies', async () => {
      const { createAdvisoryLock, SCHEDULER_LOCK_KEY } = await import('./leader-lock.ts');
      const leader = await createGameTestApp({ database: g.database });
      const standby = await createGameTestApp({ database: g.database });
      const t = T0_ + 5 * DAY;
      expect((await leader.tickAt(t)).leader).toBe(true);
      const idle = await standby.tickAt(t + 1000);
      expect(idle).toMatchObject({ leader: false, drawn: 0, closed: 0 });
      const lock = createAdvisoryLock(g.database);
      expect(await lock.tryAcquire()).toBe(false);

      // The leader's session dies (crash, network): PostgreSQL frees the lock and the standby takes over.
      await g.database.db.execute(
        sql`SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = 'advisory' AND objid = ${SCHEDULER_LOCK_KEY} AND granted`,
      );
      await new Promise((r) => setTimeout(r, 2_100));
      const took = await standby.tickAt(t + 60_000);
      expect(took).toMatchObject({ leader: true, recovered: true });
      expect((await leader.tickAt(t + 61_000)).leader).toBe(false);
      await leader.close();
      await standby.close(); // releases the lock
      expect(await lock.tryAcquire()).toBe(true);
      await lock.release();
    });
  },
);
