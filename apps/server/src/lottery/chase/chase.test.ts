import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerPlayer } from '../../test/test-app.ts';
import { createGameTestApp, type GameTestApp, ledgerMismatches, rows, T0 } from '../draw/game-test-kit.ts';

// Game 1 is 极速快3 (60 s, betting closes 5 s before the draw): at T0 issue 20260601-0721 is open.
const MINUTE = 60_000;
let g: GameTestApp;
beforeAll(async () => {
  g = await createGameTestApp();
  await g.tickAt(T0);
});
afterAll(() => g.close());

async function player(yuan: number) {
  const p = await registerPlayer(g.app);
  if (yuan > 0) await g.fund(p.user.id, yuan);
  return p;
}
const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  g.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const balanceOf = async (token: string) => (await call(token, 'GET', '/api/user/balance')).json().data;
const bigSmall = (amount = 2) => [{ play: 'k3.big_small', option: 'big', amount }];
const startChase = (token: string, body: object) => call(token, 'POST', '/api/chase', body);
const chaseOf = async (token: string, id: number) =>
  (await call(token, 'GET', `/api/chase/${id}`)).json().data;
const drawnNumbers = async (issueNo: string) =>
  (
    await rows<{ numbers: number[] }>(
      g.database,
      sql`SELECT numbers FROM issues WHERE game_id = 1 AND issue_no = ${issueNo}`,
    )
  )[0]!.numbers;
/** The sum of the dice of a 快3 draw: big is 11–17, unless all three dice are the same. */
const drawnSum = async (issueNo: string) => (await drawnNumbers(issueNo)).reduce((a, b) => a + b, 0);

describe('POST /api/chase', () => {
  it('freezes the whole plan at once, places the open issue at once, and lists issue by issue', async () => {
    const p = await player(100);
    const res = await startChase(p.token, {
      gameId: 1,
      requestId: 'c-1',
      bets: bigSmall(2),
      multiples: [1, 2, 4],
      stopOnWin: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      status: 'running',
      total: 14,
      placed: 2,
      released: 0,
      issueCount: 3,
      placedCount: 1,
    });
    expect(
      data.issues.map((i: { issueNo: string; multiple: number; amount: number; status: string }) => [
        i.issueNo,
        i.multiple,
        i.amount,
        i.status,
      ]),
    ).toEqual([
      ['20260601-0721', 1, 2, 'placed'],
      ['20260601-0722', 2, 4, 'waiting'],
      ['20260601-0723', 4, 8, 'waiting'],
    ]);
    expect(data.issues[0].betIds).toHaveLength(1);
    expect(await balanceOf(p.token)).toMatchObject({ balance: 98, frozenAmount: 12, availableBalance: 86 });
    // the bet of the chase is a bet like any other, and says where it came from
    const bets = (await call(p.token, 'GET', '/api/bets')).json().data.list;
    expect(bets).toHaveLength(1);
    expect(bets[0]).toMatchObject({ issueNo: '20260601-0721', amount: 2, chaseId: data.chaseId });
    // a retry with the same requestId answers the first chase and freezes nothing more
    const again = await startChase(p.token, {
      gameId: 1,
      requestId: 'c-1',
      bets: bigSmall(2),
      multiples: [1, 2, 4],
      stopOnWin: true,
    });
    expect(again.json().data.chaseId).toBe(data.chaseId);
    expect((await balanceOf(p.token)).frozenAmount).toBe(12);
    expect(await ledgerMismatches(g.database)).toEqual([]);
  });

  it('refuses a plan it cannot buy and freezes nothing', async () => {
    const p = await player(10);
    const cases: [object, number, string][] = [
      [{ multiples: [1] }, 422, 'CHASE_ISSUES_OUT_OF_RANGE'],
      [{ multiples: Array(121).fill(1) }, 422, 'CHASE_ISSUES_OUT_OF_RANGE'],
      [{ multiples: [1, 1001] }, 422, 'CHASE_MULTIPLE_OUT_OF_RANGE'],
      [{ multiples: [1, 0] }, 422, 'CHASE_MULTIPLE_OUT_OF_RANGE'],
      [{ multiples: [1, 1.5] }, 400, 'VALIDATION_FAILED'],
      [{ multiples: [1, 2], bets: bigSmall(60_000) }, 422, 'AMOUNT_OUT_OF_RANGE'],
      [
        { multiples: [1, 2], bets: [{ play: 'k3.nope', option: 'big', amount: 2 }] },
        400,
        'VALIDATION_FAILED',
      ],
      [{ multiples: [1, 2, 4] }, 422, 'INSUFFICIENT_BALANCE'],
    ];
    for (const [body, status, code] of cases) {
      const res = await startChase(p.token, {
        gameId: 1,
        bets: bigSmall(2),
        stopOnWin: true,
        ...body,
        ...(code === 'INSUFFICIENT_BALANCE' ? { bets: bigSmall(3) } : {}),
      });
      expect([res.statusCode, res.json().code], JSON.stringify(body)).toEqual([status, code]);
    }
    expect(await balanceOf(p.token)).toMatchObject({ balance: 10, frozenAmount: 0 });
    expect((await call(p.token, 'GET', '/api/chase')).json().data.list).toEqual([]);
  });

  it('starts on the next issue once betting on the open one has closed', async () => {
    const p = await player(10);
    g.clock.t = T0 + 47_000; // 12:00:57, betting on 0721 closed at 12:00:55
    const res = await startChase(p.token, {
      gameId: 1,
      bets: bigSmall(1),
      multiples: [1, 1],
      stopOnWin: false,
    });
    g.clock.t = T0;
    expect(
      res.json().data.issues.map((i: { issueNo: string; status: string }) => [i.issueNo, i.status]),
    ).toEqual([
      ['20260601-0722', 'waiting'],
      ['20260601-0723', 'waiting'],
    ]);
  });
});

describe('a chase over the draws', () => {
  it('places each issue as it opens, settles it, and stops after a win with 中奖后停止', async () => {
    const p = await player(1000);
    const started = (
      await startChase(p.token, {
        gameId: 1,
        bets: bigSmall(1),
        multiples: [1, 1, 1, 1, 1, 1, 1, 1],
        stopOnWin: true,
      })
    ).json().data;
    // run the game until the chase ends: a big (or small) comes up within a few draws
    for (let k = 1; k <= 10; k++) {
      await g.tickAt(T0 + k * MINUTE - 9_000); // the draw of the previous issue and its settlement
      await g.tickAt(T0 + k * MINUTE + 1_000); // the next issue opens: its chase issue is placed
      if ((await chaseOf(p.token, started.chaseId)).status !== 'running') break;
    }
    await g.tickAt(g.clock.t + MINUTE);
    const chase = await chaseOf(p.token, started.chaseId);
    const statuses: string[] = chase.issues.map((i: { status: string }) => i.status);
    // The draws are truly random, so the oracle is the draws themselves: the first issue that
    // drew big is won and ends the chase; a run of eight smalls (one time in ~200) ends it completed.
    const bigs: boolean[] = [];
    for (const [k, issue] of chase.issues.entries()) {
      if (statuses[k] === 'cancelled') break;
      const sum = await drawnSum(issue.issueNo);
      const triple = new Set(await drawnNumbers(issue.issueNo)).size === 1;
      bigs.push(sum >= 11 && !triple);
    }
    const firstWin = bigs.indexOf(true);
    const expected = chase.issues.map((_: unknown, k: number) =>
      firstWin < 0 || k < firstWin ? 'lost' : k === firstWin ? 'won' : 'cancelled',
    );
    expect(statuses).toEqual(expected);
    expect(chase.placed + chase.released).toBe(chase.total);
    expect((await balanceOf(p.token)).frozenAmount).toBe(0);
    expect(await ledgerMismatches(g.database)).toEqual([]);
    if (firstWin < 0) {
      expect(chase).toMatchObject({ status: 'finished', endReason: 'completed', won: 0 });
      return;
    }
    // A win on the last issue stops nothing: the chase ended completed when that issue was placed.
    const stoppedByWin = firstWin < chase.issues.length - 1;
    expect(chase).toMatchObject({ status: 'finished', endReason: stoppedByWin ? 'won' : 'completed' });
    const wonBet = (await call(p.token, 'GET', `/api/bets/${chase.issues[firstWin].betIds[0]}`)).json().data;
    expect(wonBet).toMatchObject({ status: 'won', chaseId: chase.chaseId });
    expect(chase.won).toBe(wonBet.payout);
  });

  it('misses an issue whose betting closed before it was placed and never places it late', async () => {
    const p = await player(10);
    const base = g.clock.t;
    const started = (
      await startChase(p.token, { gameId: 1, bets: bigSmall(1), multiples: [1, 1, 1], stopOnWin: false })
    ).json().data;
    // the server was down over the next issue: its betting closed before any tick placed it
    await g.tickAt(base + 3 * MINUTE);
    const chase = await chaseOf(p.token, started.chaseId);
    expect(
      chase.issues.filter((i: { status: string }) => i.status === 'missed').length,
    ).toBeGreaterThanOrEqual(1);
    expect(chase.placed + chase.released + (await balanceOf(p.token)).frozenAmount).toBe(chase.total);
  });
});

describe('POST /api/chase/{id}/cancel', () => {
  it('cancels the listed waiting issues, then the rest; a placed issue stays; another player gets 404', async () => {
    const p = await player(100);
    const other = await player(0);
    const started = (
      await startChase(p.token, { gameId: 1, bets: bigSmall(2), multiples: [1, 1, 1, 1], stopOnWin: true })
    ).json().data;
    const [, second, third] = started.issues.map((i: { issueNo: string }) => i.issueNo);
    expect((await call(other.token, 'POST', `/api/chase/${started.chaseId}/cancel`, {})).statusCode).toBe(
      404,
    );
    expect((await call(other.token, 'GET', `/api/chase/${started.chaseId}`)).statusCode).toBe(404);

    const one = (
      await call(p.token, 'POST', `/api/chase/${started.chaseId}/cancel`, { issueNos: [third] })
    ).json().data;
    expect(one).toMatchObject({ status: 'running', releasedNow: 2 });
    expect((await balanceOf(p.token)).frozenAmount).toBe(4);
    const rest = (await call(p.token, 'POST', `/api/chase/${started.chaseId}/cancel`, {})).json().data;
    expect(rest).toMatchObject({ status: 'cancelled', endReason: 'cancelled', releasedNow: 4 });
    expect(rest.issues.find((i: { issueNo: string }) => i.issueNo === second).status).toBe('cancelled');
    expect(rest.issues[0].status).toBe('placed');
    const again = await call(p.token, 'POST', `/api/chase/${started.chaseId}/cancel`, {});
    expect([again.statusCode, again.json().code]).toEqual([409, 'CHASE_NOTHING_TO_CANCEL']);
    expect(await balanceOf(p.token)).toMatchObject({ balance: 98, frozenAmount: 0 });
    const ledger = await rows<{ kind: string; amount_fen: number; frozen_delta_fen: number }>(
      g.database,
      sql`SELECT kind, amount_fen, frozen_delta_fen FROM wallet_ledger WHERE user_id = ${p.user.id} AND kind LIKE 'chase%' ORDER BY id`,
    );
    expect(ledger.map((l) => [l.kind, Number(l.amount_fen), Number(l.frozen_delta_fen)])).toEqual([
      ['chase_freeze', 0, 800],
      ['chase_release', 0, -200],
      ['chase_release', 0, -400],
    ]);
    expect(
      (await call(p.token, 'GET', '/api/chase?status=cancelled'))
        .json()
        .data.list.map((c: { chaseId: number }) => c.chaseId),
    ).toContain(started.chaseId);
  });
});
