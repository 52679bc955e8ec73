import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerPlayer } from '../../test/test-app.ts';
import { createGameTestApp, type GameTestApp, ledgerMismatches, rows, T0 } from '../draw/game-test-kit.ts';

// On PostgreSQL the cancels and the placement really run at once; PGlite runs one transaction at a
// time, so fewer rounds show the same rule there.
const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';
const ROUNDS = onPostgres ? 3 : 1;
const PLAYERS = onPostgres ? 10 : 4;
const CHASES_PER_PLAYER = onPostgres ? 10 : 5;
const MINUTE = 60_000;

let g: GameTestApp;
beforeAll(async () => {
  g = await createGameTestApp();
  await g.tickAt(T0);
});
afterAll(() => g.close());

describe('a cancel racing the placement of the same chase issue', () => {
  it('either places it or releases it, never both and never neither', { timeout: 240_000 }, async () => {
    const players = [];
    for (let i = 0; i < PLAYERS; i++) {
      const p = await registerPlayer(g.app);
      await g.fund(p.user.id, 1000);
      players.push(p);
    }
    for (let round = 0; round < ROUNDS; round++) {
      // betting on this minute's issue has closed: every new chase starts on the next issue
      g.clock.t = T0 + round * MINUTE + 47_000;
      const chases: { token: string; chaseId: number; first: string }[] = [];
      for (const p of players) {
        for (let c = 0; c < CHASES_PER_PLAYER; c++) {
          const res = await g.app.inject({
            method: 'POST',
            url: '/api/chase',
            headers: bearer(p.token),
            payload: {
              gameId: 1,
              bets: [{ play: 'k3.odd_even', option: 'odd', amount: 1 }],
              multiples: [1, 2],
              stopOnWin: false,
            },
          });
          expect(res.statusCode, res.body).toBe(200);
          const data = res.json().data;
          expect(data.issues[0].status).toBe('waiting');
          chases.push({ token: p.token, chaseId: data.chaseId, first: data.issues[0].issueNo });
        }
      }
      // the next issue opens (the scheduler places every chase of it) while each player cancels it
      const placementStarted = new Promise<void>((resolve) =>
        g.bus.subscribe((e) => {
          if (e.type === 'ChaseUpdated' && e.change === 'placed') resolve();
        }),
      );
      const [, ...cancels] = await Promise.all([
        g.tickAt(T0 + (round + 1) * MINUTE + 1_000),
        // the cancels start with the placement's first bet, shuffled over the time it takes: some
        // come before the placement reaches their chase, some while it holds it, some after
        ...chases.map(async (c, i) => {
          await placementStarted;
          await new Promise((r) => setTimeout(r, ((i * 7919) % chases.length) * 15));
          return g.app.inject({
            method: 'POST',
            url: `/api/chase/${c.chaseId}/cancel`,
            headers: bearer(c.token),
            payload: { issueNos: [c.first] },
          });
        }),
      ]);
      // What the race left waiting is placed by the next ticks (each places within its time budget).
      for (let k = 2; k < 50; k++) {
        const [left] = await rows<{ n: number }>(
          g.database,
          sql`SELECT count(*)::int AS n FROM chase_issues WHERE status = 'waiting' AND issue_no = ${chases[0]!.first}`,
        );
        if (left!.n === 0) break;
        await g.tickAt(T0 + (round + 1) * MINUTE + k * 1_000);
      }
      for (const [i, c] of chases.entries()) {
        const [issue] = await rows<{ status: string; order_id: string | null }>(
          g.database,
          sql`SELECT status, order_id FROM chase_issues WHERE chase_id = ${c.chaseId} AND issue_no = ${c.first}`,
        );
        const cancelled = cancels[i]!.statusCode === 200;
        expect([issue!.status, cancelled], `chase ${c.chaseId}`).toEqual(
          cancelled ? ['cancelled', true] : ['placed', false],
        );
        expect(issue!.order_id === null).toBe(cancelled);
      }
    }
    // every fen frozen is staked, released or still held for a waiting issue
    const money = await rows<{ bad: string }>(
      g.database,
      sql`SELECT c.id AS bad FROM chases c
          LEFT JOIN chase_issues w ON w.chase_id = c.id AND w.status = 'waiting'
          GROUP BY c.id HAVING c.placed_fen + c.released_fen + coalesce(sum(w.amount_fen), 0) <> c.total_fen`,
    );
    expect(money).toEqual([]);
    const frozen = await rows<{ user_id: number }>(
      g.database,
      sql`SELECT w.user_id FROM wallets w
          LEFT JOIN chase_issues ci ON ci.user_id = w.user_id AND ci.status = 'waiting'
          GROUP BY w.user_id, w.frozen_fen HAVING w.frozen_fen <> coalesce(sum(ci.amount_fen), 0)`,
    );
    expect(frozen).toEqual([]);
    const orders = await rows<{ n: number }>(
      g.database,
      sql`SELECT count(*)::int AS n FROM chase_issues WHERE order_id IS NOT NULL AND order_id NOT IN (SELECT id FROM bet_orders)`,
    );
    expect(orders[0]!.n).toBe(0);
    expect(await ledgerMismatches(g.database)).toEqual([]);
  });
});
