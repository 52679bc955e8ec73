import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../money/index.ts';
import { bearer, registerPlayer } from '../../test/test-app.ts';
import { createGameTestApp, type GameTestApp, ledgerMismatches, T0 } from '../draw/game-test-kit.ts';

// Game 1 is 极速快3 (60 s): at T0 (12:00:10) issue 0721 is open until 12:00:55 and draws at
// 12:01:00 (T0 + 50 s), when 0722 opens. A draw found more than 15 s late (the process stalled)
// is never made: the issue is voided and its stakes refunded (draw.jobs.ts). A void issue inside a
// chase refunds as any bet, and the chase goes on with its next issues (issue 18).
const MINUTE = 60_000;
let g: GameTestApp;
beforeAll(async () => {
  g = await createGameTestApp();
  await g.tickAt(T0);
});
afterAll(() => g.close());

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  g.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const balanceOf = async (token: string) => (await call(token, 'GET', '/api/user/balance')).json().data;
const chaseOf = async (token: string, id: number) =>
  (await call(token, 'GET', `/api/chase/${id}`)).json().data;
const statuses = (chase: { issues: { issueNo: string; status: string }[] }) =>
  chase.issues.map((i) => [i.issueNo, i.status]);
/** 快3 大小 on "big" loses when the dice sum to 10 or less. */
const small = (numbers: number[]) => numbers.reduce((a, b) => a + b, 0) <= 10;

describe('a void issue inside a chase', () => {
  it('refunds its stake, and the chase goes on with the next issues', async () => {
    const p = await registerPlayer(g.app);
    await g.fund(p.user.id, 100);
    const started = (
      await call(p.token, 'POST', '/api/chase', {
        gameId: 1,
        bets: [{ play: 'k3.big_small', option: 'big', amount: 2 }],
        multiples: [1, 2, 4],
        stopOnWin: true,
      })
    ).json().data;
    expect(statuses(started)).toEqual([
      ['20260601-0721', 'placed'],
      ['20260601-0722', 'waiting'],
      ['20260601-0723', 'waiting'],
    ]);
    const voidBetId = started.issues[0].betIds[0];

    // The process stalls over 0721's draw: the first tick after it comes 16 s late. 0721 is
    // voided and refunded; 0722 is still taking bets and is placed.
    const report = await g.tickAt(T0 + 50_000 + 16_000);
    expect(report.voided).toBeGreaterThanOrEqual(1);
    let chase = await chaseOf(p.token, started.chaseId);
    expect(statuses(chase)).toEqual([
      ['20260601-0721', 'refunded'],
      ['20260601-0722', 'placed'],
      ['20260601-0723', 'waiting'],
    ]);
    expect(chase).toMatchObject({ status: 'running', placed: 6, released: 0, won: 0 });
    const voided = (await call(p.token, 'GET', `/api/bets/${voidBetId}`)).json().data;
    expect(voided).toMatchObject({ status: 'refunded', chaseId: started.chaseId });
    expect(voided.payout).toBe(2); // the stake back, nothing won
    // 2 back from the void issue; 4 staked on 0722; 8 still frozen for 0723
    expect(await balanceOf(p.token)).toMatchObject({ balance: 96, frozenAmount: 8, availableBalance: 88 });
    expect(await ledgerMismatches(g.database)).toEqual([]);
    expect(await auditLedger(g.database.db)).toEqual([]);

    // 0722 draws small on time (lost), 0723 opens and is placed: the plan's last issue.
    await g.chooseDraw(1, '20260601-0722', small);
    await g.tickAt(T0 + MINUTE + 50_000 + 1_000);
    await g.chooseDraw(1, '20260601-0723', small);
    await g.tickAt(T0 + 2 * MINUTE + 50_000 + 1_000);
    chase = await chaseOf(p.token, started.chaseId);
    expect(statuses(chase)).toEqual([
      ['20260601-0721', 'refunded'],
      ['20260601-0722', 'lost'],
      ['20260601-0723', 'lost'],
    ]);
    expect(chase).toMatchObject({
      status: 'finished',
      endReason: 'completed',
      total: 14,
      placed: 14,
      released: 0,
      won: 0,
    });
    expect(await balanceOf(p.token)).toMatchObject({ balance: 88, frozenAmount: 0 });
    expect(await ledgerMismatches(g.database)).toEqual([]);
    expect(await auditLedger(g.database.db)).toEqual([]);
  });
});
