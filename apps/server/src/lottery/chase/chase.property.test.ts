import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../money/index.ts';
import { bearer, registerPlayer } from '../../test/test-app.ts';
import { createGameTestApp, type GameTestApp, ledgerMismatches, rows, T0 } from '../draw/game-test-kit.ts';
import { evaluateBet } from '../game/game-rules.ts';

// The money rule of a chase, on the real server: for any plans and any draws, every fen a chase
// froze is staked or released, and with 中奖后停止 nothing is placed after a win. Game 1 is 极速快3
// (60 s): at T0 + j minutes issue j of the day's run is open, it draws 50 s later, and the tick of
// that draw also opens issue j + 1 and places the chases' next issues. The draws are chosen through
// the test kit (a seed that draws big, or small); each run plays on minutes of its own.
const MINUTE = 60_000;
const RUNS = 15;
const MAX_ISSUES = 5;

let g: GameTestApp;
beforeAll(async () => {
  g = await createGameTestApp();
  await g.tickAt(T0);
});
afterAll(() => g.close());

const bigWins = (numbers: number[]) =>
  evaluateBet('k3', 'k3.big_small', 'big', numbers, { drawAt: new Date(0) }) === 'win';
const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  g.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const plan = fc.record({
  multiples: fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 2, maxLength: MAX_ISSUES }),
  amount: fc.integer({ min: 1, max: 3 }),
  stopOnWin: fc.boolean(),
  /** After the draw of this step the player cancels whatever still waits (none: never). */
  cancelAfter: fc.option(fc.integer({ min: 0, max: MAX_ISSUES - 1 }), { nil: undefined }),
});
const scenario = fc.record({
  plans: fc.array(plan, { minLength: 1, maxLength: 3 }),
  /** Whether each step's draw is big (the chases bet on big). */
  draws: fc.array(fc.boolean(), { minLength: MAX_ISSUES, maxLength: MAX_ISSUES }),
});

let run = 0;
/** The number of the issue `steps` after `issueNo` (the runs stay within one day). */
const issueAfter = (issueNo: string, steps: number) =>
  `${issueNo.slice(0, 9)}${String(Number(issueNo.slice(9)) + steps).padStart(4, '0')}`;

describe('a chase on the server, for any plan and any draws', () => {
  it('stakes or releases every fen it froze, and places nothing after a win with 中奖后停止', {
    timeout: 600_000,
  }, async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ plans, draws }) => {
        const base = T0 + (1 + run++ * (MAX_ISSUES + 2)) * MINUTE; // an issue of its own is open
        await g.tickAt(base);
        const started = [];
        for (const p of plans) {
          const player = await registerPlayer(g.app);
          await g.fund(player.user.id, 1000);
          const res = await call(player.token, 'POST', '/api/chase', {
            gameId: 1,
            bets: [{ play: 'k3.big_small', option: 'big', amount: p.amount }],
            multiples: p.multiples,
            stopOnWin: p.stopOnWin,
          });
          expect(res.statusCode, res.body).toBe(200);
          const chase = res.json().data;
          started.push({
            p,
            player,
            chaseId: chase.chaseId as number,
            issueNos: chase.issues.map((i: { issueNo: string }) => i.issueNo),
          });
        }
        const issueNos: string[] = started[0]!.issueNos;
        expect(started.every((s) => s.issueNos[0] === issueNos[0])).toBe(true);

        for (let step = 0; step < MAX_ISSUES; step++) {
          await g.chooseDraw(1, issueAfter(issueNos[0]!, step), (n) => bigWins(n) === draws[step]);
          await g.tickAt(base + step * MINUTE + 51_000); // this step's draw; the next issue opens
          for (const s of started) {
            if (s.p.cancelAfter !== step) continue;
            const res = await call(s.player.token, 'POST', `/api/chase/${s.chaseId}/cancel`, {});
            expect([200, 409], res.body).toContain(res.statusCode);
          }
        }

        for (const s of started) {
          const chase = (await call(s.player.token, 'GET', `/api/chase/${s.chaseId}`)).json().data;
          const statuses: string[] = chase.issues.map((i: { status: string }) => i.status);
          // What the plan says: placed issues came out as drawn, the rest was released. A win with
          // 中奖后停止 settles before the same tick places the next issue; a cancel comes after it.
          const firstWin = draws.slice(0, s.p.multiples.length).indexOf(true);
          const stopFrom = Math.min(
            s.p.stopOnWin && firstWin >= 0 ? firstWin + 1 : Number.POSITIVE_INFINITY,
            s.p.cancelAfter === undefined ? Number.POSITIVE_INFINITY : s.p.cancelAfter + 2,
          );
          const expected = s.p.multiples.map((_, k) =>
            k >= stopFrom ? 'cancelled' : draws[k] ? 'won' : 'lost',
          );
          expect(statuses, JSON.stringify({ plan: s.p, draws })).toEqual(expected);
          if (s.p.stopOnWin) {
            const won = statuses.indexOf('won');
            if (won >= 0) expect(statuses.slice(won + 1).every((st) => st === 'cancelled')).toBe(true);
          }
          expect(chase.status).not.toBe('running');

          // the ledger to the fen: frozen = stakes placed + released, and nothing is left frozen
          const [money] = await rows<{
            frozen: string;
            staked: string;
            released: string;
            wallet_frozen: string;
          }>(
            g.database,
            sql`SELECT
                  coalesce(sum(frozen_delta_fen) FILTER (WHERE kind = 'chase_freeze'), 0) AS frozen,
                  coalesce(-sum(amount_fen) FILTER (WHERE kind = 'bet'), 0) AS staked,
                  coalesce(-sum(frozen_delta_fen) FILTER (WHERE kind = 'chase_release'), 0) AS released,
                  (SELECT frozen_fen FROM wallets WHERE user_id = ${s.player.user.id}) AS wallet_frozen
                FROM wallet_ledger WHERE user_id = ${s.player.user.id}`,
          );
          const fen = (v: string) => Number(v);
          const slipFen = s.p.amount * 100;
          const placedFen = expected.reduce(
            (sum, st, k) => sum + (st === 'cancelled' ? 0 : slipFen * s.p.multiples[k]!),
            0,
          );
          expect(fen(money!.frozen)).toBe(slipFen * s.p.multiples.reduce((a, b) => a + b, 0));
          expect(fen(money!.staked)).toBe(placedFen);
          expect(fen(money!.frozen)).toBe(fen(money!.staked) + fen(money!.released));
          expect(fen(money!.wallet_frozen)).toBe(0);
          expect(Math.round(chase.placed * 100) + Math.round(chase.released * 100)).toBe(fen(money!.frozen));
        }
        expect(await ledgerMismatches(g.database)).toEqual([]);
        // the whole audit, running balances too: one player's placements of a batch follow one another
        expect(await auditLedger(g.database.db)).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });
});
