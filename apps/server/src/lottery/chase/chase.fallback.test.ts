import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerPlayer } from '../../test/test-app.ts';
import { createGameTestApp, type GameTestApp, rows, T0 } from '../draw/game-test-kit.ts';

// A batch whose statement fails (here: a wallet holds less frozen than its chase issue, which the
// wallet's CHECK refuses) is placed one chase issue at a time instead: the others of the batch are
// placed, and the one that cannot be is refused as a single placement refuses it.
const MINUTE = 60_000;
let g: GameTestApp;
beforeAll(async () => {
  g = await createGameTestApp();
  await g.tickAt(T0);
});
afterAll(() => g.close());

describe('a placement batch that fails', () => {
  it('falls back to one chase issue at a time', async () => {
    g.clock.t = T0 + 47_000; // betting on 0721 closed: the chases wait for 0722
    const chases: { token: string; userId: number; chaseId: number }[] = [];
    for (let i = 0; i < 3; i++) {
      const p = await registerPlayer(g.app);
      await g.fund(p.user.id, 10);
      const res = await g.app.inject({
        method: 'POST',
        url: '/api/chase',
        headers: bearer(p.token),
        payload: {
          gameId: 1,
          bets: [{ play: 'k3.big_small', option: 'big', amount: 2 }],
          multiples: [1, 1],
          stopOnWin: false,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      chases.push({ token: p.token, userId: p.user.id, chaseId: res.json().data.chaseId });
    }
    // the second player's frozen money went missing (outside any rule): 1 yuan held for 4 frozen
    await g.database.db.execute(
      sql`UPDATE wallets SET frozen_fen = 100 WHERE user_id = ${chases[1]!.userId}`,
    );

    await g.tickAt(T0 + MINUTE + 1_000);

    const issues = await rows<{ chase_id: string; status: string }>(
      g.database,
      sql`SELECT chase_id, status FROM chase_issues WHERE issue_no = '20260601-0722' ORDER BY chase_id`,
    );
    expect(issues.map((i) => i.status)).toEqual(['placed', 'waiting', 'placed']);
    const [broken] = await rows<{ status: string; end_reason: string | null }>(
      g.database,
      sql`SELECT status, end_reason FROM chases WHERE id = ${chases[1]!.chaseId}`,
    );
    // the single path could not move 2 yuan out of 1 frozen, and releasing the rest failed too
    expect(broken).toEqual({ status: 'running', end_reason: null });
  });
});
