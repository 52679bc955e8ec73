import { verifyDraw } from '@cailiao/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLogs } from '../../money/review/admin.schema.ts';
import { newOperator, type TestOperator } from '../../test/operator-kit.ts';
import { bearer, registerPlayer } from '../../test/test-app.ts';
import { createGameTestApp, type GameTestApp, ledgerMismatches, rows, T0 } from '../draw/game-test-kit.ts';

// Game 1 is 极速快3 (60 s, betting closes 5 s before the draw): at T0 issue 20260601-0721 is open.
const MINUTE = 60_000;
let g: GameTestApp;
let op: TestOperator;
beforeAll(async () => {
  g = await createGameTestApp();
  await g.tickAt(T0);
  op = await newOperator(g, 'super_admin');
});
afterAll(() => g.close());

async function player(yuan: number) {
  const p = await registerPlayer(g.app);
  if (yuan > 0) await g.fund(p.user.id, yuan);
  return p;
}
const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  g.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const bet = (token: string, gameId: number, bets: object[]) =>
  call(token, 'POST', '/api/bets/submit', { gameId, bets });
const auditRows = (action: string, target: string) =>
  g.database.db
    .select()
    .from(adminAuditLogs)
    .where(and(eq(adminAuditLogs.action, action), eq(adminAuditLogs.target, target)));

describe('enable and disable a game', () => {
  it('stops new bets and chases, leaves the lobby, and still draws and settles the open issue', async () => {
    // 极速时时彩 (game 2): a bet and a chase before the stop.
    const p = await player(100);
    const before = await bet(p.token, 2, [{ play: 'ssc.sum_odd_even', option: 'odd', amount: 5 }]);
    expect(before.statusCode, before.body).toBe(200);
    const chase = await call(p.token, 'POST', '/api/chase', {
      gameId: 2,
      bets: [{ play: 'ssc.sum_odd_even', option: 'even', amount: 2 }],
      multiples: [1, 1, 1],
      stopOnWin: false,
    });
    expect(chase.statusCode, chase.body).toBe(200);
    const chaseId = chase.json().data.chaseId;

    const off = await call(op.token, 'PUT', '/api/admin/games/2/status', { status: 'disabled' });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({
      message: '已暂停销售',
      data: { status: 'disabled', statusName: '暂停销售' },
    });
    expect(g.events).toContainEqual({ type: 'GameConfigChanged', gameId: 2 });
    expect(await auditRows('PUT /api/admin/games/:id/status', 'games:2')).toHaveLength(1);

    const refused = await bet(p.token, 2, [{ play: 'ssc.sum_odd_even', option: 'odd', amount: 5 }]);
    expect([refused.statusCode, refused.json().code, refused.json().message]).toEqual([
      422,
      'GAME_DISABLED',
      '该彩种已停售',
    ]);
    const refusedChase = await call(p.token, 'POST', '/api/chase', {
      gameId: 2,
      bets: [{ play: 'ssc.sum_odd_even', option: 'odd', amount: 2 }],
      multiples: [1, 1],
    });
    expect([refusedChase.statusCode, refusedChase.json().code]).toEqual([422, 'GAME_DISABLED']);
    const lobby = (await g.app.inject({ url: '/api/game/list' })).json().data;
    expect(lobby.list.map((x: { id: number }) => x.id)).not.toContain(2);

    // The open issue draws and settles; the chase's waiting issues are released as missed.
    await g.tickAt(T0 + 50_000);
    await g.tickAt(T0 + 51_000);
    for (let i = 1; i <= 3; i++) await g.tickAt(T0 + i * MINUTE);
    const [issue] = await rows<{ status: string }>(
      g.database,
      sql`SELECT status FROM issues WHERE game_id = 2 AND issue_no = '20260601-0721'`,
    );
    expect(issue?.status).toBe('settled');
    const mine = (await call(p.token, 'GET', '/api/bets?gameId=2')).json().data.list;
    expect(mine.every((b: { status: string }) => b.status !== 'pending')).toBe(true);
    const c = (await call(p.token, 'GET', `/api/chase/${chaseId}`)).json().data;
    const statuses = c.issues.map((i: { status: string }) => i.status);
    expect(statuses.slice(1)).toEqual(['missed', 'missed']);
    expect(statuses[0]).not.toBe('waiting');
    const balance = (await call(p.token, 'GET', '/api/user/balance')).json().data;
    expect(balance.frozenAmount).toBe(0);
    expect(await ledgerMismatches(g.database)).toEqual([]);
    // No issue opened for the disabled game after the stop.
    const later = await rows<{ n: number }>(
      g.database,
      sql`SELECT count(*)::int AS n FROM issues WHERE game_id = 2 AND draw_at > ${new Date(T0 + MINUTE).toISOString()}::timestamptz`,
    );
    expect(later[0]!.n).toBe(0);

    const on = await call(op.token, 'PUT', '/api/admin/games/2/status', { status: 'active' });
    expect(on.json()).toMatchObject({ message: '已恢复销售', data: { status: 'active' } });
    const lobbyAgain = (await g.app.inject({ url: '/api/game/list' })).json().data;
    expect(lobbyAgain.list.map((x: { id: number }) => x.id)).toContain(2);
  });
});

describe('odds overrides', () => {
  it('shows each option with its exact return, and refuses an override whose return reaches 1', async () => {
    const table = (await call(op.token, 'GET', '/api/admin/games/1/odds')).json().data;
    const bigSmall = table.plays.find((x: { play: string }) => x.play === 'k3.big_small');
    // big wins 105 of 216 outcomes (a triple loses): at 2.01 the return is 105·201 / 21600 = 469/480.
    expect(bigSmall.options.find((o: { option: string }) => o.option === 'big')).toMatchObject({
      defaultOdds: 2.01,
      odds: 2.01,
      override: null,
      returnFraction: '469/480',
      returnPercent: '97.7083',
      maxOdds: 2.05,
    });

    const tooHigh = await call(op.token, 'PUT', '/api/admin/games/1/odds', {
      play: 'k3.big_small',
      option: 'big',
      odds: 2.06,
    });
    expect([tooHigh.statusCode, tooHigh.json().code]).toEqual([422, 'ODDS_RTP_TOO_HIGH']);
    expect(tooHigh.json().message).toBe('赔率过高：投注项「大」的返奖率将达到100.1388%，须低于100%');
    const wholePlay = await call(op.token, 'PUT', '/api/admin/games/1/odds', { play: 'k3.sum', odds: 8 });
    expect([wholePlay.statusCode, wholePlay.json().code]).toEqual([422, 'ODDS_RTP_TOO_HIGH']);
    const wrongGame = await call(op.token, 'PUT', '/api/admin/games/1/odds', {
      play: 'ssc.any_one',
      option: '1',
      odds: 1.5,
    });
    expect([wrongGame.statusCode, wrongGame.json().message]).toEqual([422, '该彩种没有这个玩法']);
    const badDecimals = await call(op.token, 'PUT', '/api/admin/games/1/odds', {
      play: 'k3.big_small',
      option: 'big',
      odds: 2.001,
    });
    expect(badDecimals.statusCode).toBe(400);
  });

  it('applies an override to new bets only, reaches other processes by event, and is audited', async () => {
    const p = await player(100);
    const first = await bet(p.token, 1, [{ play: 'k3.big_small', option: 'small', amount: 2 }]);
    expect(first.json().data.bets[0].odds).toBe(2.01);

    // A second process on the same data, its odds cached before the change.
    const other = await createGameTestApp({ database: g.database, start: T0 + 1_000 });
    try {
      const oddsThere = async () =>
        (await other.app.inject({ url: '/api/game/1/odds?play=k3.big_small&option=small' })).json().data.odds;
      expect(await oddsThere()).toBe(2.01);

      const set = await call(op.token, 'PUT', '/api/admin/games/1/odds', {
        play: 'k3.big_small',
        option: 'small',
        odds: 2.04,
      });
      expect(set.statusCode, set.body).toBe(200);
      const small = set
        .json()
        .data.plays.find((x: { play: string }) => x.play === 'k3.big_small')
        .options.find((o: { option: string }) => o.option === 'small');
      expect(small).toMatchObject({
        override: 2.04,
        overrideOf: 'option',
        odds: 2.04,
        returnPercent: '99.1666',
      });
      // Redis carries the event to the other process; here its bus is handed the same event.
      const event = g.events.findLast((e) => e.type === 'GameConfigChanged');
      expect(event).toEqual({ type: 'GameConfigChanged', gameId: 1 });
      await other.bus.publish(event!);
      expect(await oddsThere()).toBe(2.04);
    } finally {
      await other.close();
    }

    const second = await bet(p.token, 1, [{ play: 'k3.big_small', option: 'small', amount: 2 }]);
    expect(second.json().data.bets[0].odds).toBe(2.04);
    const placed = await rows<{ odds_hundredths: number }>(
      g.database,
      sql`SELECT odds_hundredths FROM bets WHERE user_id = ${p.user.id} ORDER BY id`,
    );
    expect(placed.map((r) => r.odds_hundredths)).toEqual([201, 204]);
    // Refused attempts are logged too (422); the accepted change once, with what was asked.
    const logged = await auditRows('PUT /api/admin/games/:id/odds', 'games:1');
    expect(logged.filter((r) => r.statusCode === 422).length).toBeGreaterThanOrEqual(3);
    const audit = logged.find((r) => r.statusCode === 200);
    expect(audit).toMatchObject({ adminUserId: op.userId });
    expect(audit!.payload).toEqual({ play: 'k3.big_small', option: 'small', odds: 2.04 });

    const reset = await call(op.token, 'PUT', '/api/admin/games/1/odds', {
      play: 'k3.big_small',
      option: 'small',
      odds: null,
    });
    expect(reset.json().message).toBe('已恢复默认赔率');
    const third = await bet(p.token, 1, [{ play: 'k3.big_small', option: 'small', amount: 2 }]);
    expect(third.json().data.bets[0].odds).toBe(2.01);
  });
});

describe('draw history', () => {
  it('pages a game’s draws with seed hash, the seed once drawn, and a result the seed reproduces', async () => {
    const res = await call(op.token, 'GET', '/api/admin/games/1/draws?limit=5');
    expect(res.statusCode, res.body).toBe(200);
    const { list, pagination } = res.json().data;
    expect(pagination.total).toBeGreaterThan(0);
    for (const d of list) {
      expect(d.seedHash).toMatch(/^[0-9a-f]{64}$/);
      if (d.status === 'drawn' || d.status === 'settled') {
        expect(verifyDraw('k3', d.seed, d.seedHash, 'jsk3', d.issueNo, d.numbers).ok).toBe(true);
      } else {
        expect([d.seed, d.numbers]).toEqual([null, null]);
      }
    }
  });
});

describe('draw interval and close time', () => {
  it('applies from the next issue: the open one keeps its times, and no number repeats', async () => {
    // 极速赛车 (game 3) at a moment of its open issue.
    const at = T0 + 4 * MINUTE + 10_000;
    await g.tickAt(at);
    const issuesOf3 = async () =>
      (
        await rows<{ issue_no: string; open_at: string; close_at: string; draw_at: string }>(
          g.database,
          sql`SELECT issue_no, open_at, close_at, draw_at FROM issues WHERE game_id = 3 ORDER BY draw_at`,
        )
      ).map((i) => ({
        issue_no: i.issue_no,
        open_at: new Date(i.open_at).getTime(),
        close_at: new Date(i.close_at).getTime(),
        draw_at: new Date(i.draw_at).getTime(),
      }));
    const [openBefore] = (await issuesOf3()).slice(-1);
    const bad = await call(op.token, 'PUT', '/api/admin/games/3/schedule', {
      intervalSeconds: 120,
      closeBeforeSeconds: 120,
    });
    expect([bad.statusCode, bad.json().errors?.[0]?.message]).toEqual([400, '封盘时间须小于开奖间隔']);
    const res = await call(op.token, 'PUT', '/api/admin/games/3/schedule', {
      intervalSeconds: 120,
      closeBeforeSeconds: 10,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ intervalSeconds: 120, closeBeforeSeconds: 10 });
    expect(await auditRows('PUT /api/admin/games/:id/schedule', 'games:3')).toHaveLength(2);

    for (let s = 0; s <= 6 * 60; s += 15) await g.tickAt(at + s * 1000);
    const after = await issuesOf3();
    const kept = after.find((i) => i.issue_no === openBefore!.issue_no)!;
    expect([kept.open_at, kept.close_at, kept.draw_at]).toEqual([
      openBefore!.open_at,
      openBefore!.close_at,
      openBefore!.draw_at,
    ]);
    const numbers = after.map((i) => i.issue_no);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect([...numbers].sort()).toEqual(numbers);
    const later = after.filter((i) => i.draw_at > kept.draw_at);
    expect(later.length).toBeGreaterThanOrEqual(2);
    for (const i of later.slice(1)) {
      expect(i.draw_at - i.open_at).toBe(120_000);
      expect(i.draw_at - i.close_at).toBe(10_000);
    }
  });
});

describe('stake limits', () => {
  it('refuses a slip beyond the per-player or per-issue limit, in Chinese, and counts cancelled bets out', async () => {
    // 极速28 (game 5).
    const set = await call(op.token, 'PUT', '/api/admin/games/5/limits', {
      maxPlayerIssueStake: 10,
      maxIssueStake: 15,
    });
    expect(set.json().data).toMatchObject({ maxPlayerIssueStake: 10, maxIssueStake: 15 });
    const a = await player(100);
    const b = await player(100);
    const slip = (amount: number) => [{ play: 'xy28.big_small', option: 'big', amount }];

    const alone = await bet(a.token, 5, slip(11));
    expect([alone.statusCode, alone.json().code, alone.json().message]).toEqual([
      422,
      'STAKE_LIMIT',
      '超出单期投注限额：每人每期最多投注10元',
    ]);
    expect((await bet(a.token, 5, slip(6))).statusCode).toBe(200);
    const more = await bet(a.token, 5, slip(5));
    expect([more.statusCode, more.json().message]).toEqual([
      422,
      '超出单期投注限额：每人每期最多投注10元，您本期已投注6元',
    ]);
    expect((await bet(a.token, 5, slip(4))).statusCode).toBe(200);
    // Everyone together: 10 staked of 15.
    const total = await bet(b.token, 5, slip(6));
    expect([total.statusCode, total.json().code, total.json().message]).toEqual([
      422,
      'ISSUE_STAKE_LIMIT',
      '本期投注总额将超过上限15元，剩余可投5元',
    ]);
    // Concurrent slips of different players never pass the limit together (5 left: two of 2).
    const racers = await Promise.all([1, 2, 3, 4, 5, 6].map(() => player(10)));
    const racing = await Promise.all(racers.map((r) => bet(r.token, 5, slip(2))));
    expect(racing.filter((r) => r.statusCode === 200)).toHaveLength(2);
    // A cancelled bet frees its room.
    const mine = (await call(a.token, 'GET', '/api/bets?gameId=5')).json().data.list;
    const cancel = await call(a.token, 'POST', '/api/bet/cancel', { betId: mine[0].betId });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await bet(b.token, 5, slip(1))).statusCode).toBe(200);
    // A chase meets the same limits when it places an issue: refused, stopped, its money released.
    const c = await player(100);
    const chase = await call(c.token, 'POST', '/api/chase', {
      gameId: 5,
      bets: slip(7), // 9 of 15 staked: 7 more would pass the issue's limit
      multiples: [1, 1],
      stopOnWin: false,
    });
    expect(chase.statusCode, chase.body).toBe(200);
    expect(chase.json().data).toMatchObject({ status: 'finished', endReason: 'refused' });
    const cb = (await call(c.token, 'GET', '/api/user/balance')).json().data;
    expect(cb).toMatchObject({ balance: 100, frozenAmount: 0 });
    expect(await ledgerMismatches(g.database)).toEqual([]);

    await call(op.token, 'PUT', '/api/admin/games/5/limits', {
      maxPlayerIssueStake: null,
      maxIssueStake: null,
    });
    expect((await bet(a.token, 5, slip(50))).statusCode).toBe(200);
  });
});
