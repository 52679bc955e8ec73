import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../platform/lib/tokens.ts';
import { bearer, registerPlayer } from '../../test/test-app.ts';
import { createGameTestApp, type GameTestApp, rows, T0 } from '../draw/game-test-kit.ts';

// The slip routes take a player's session from memory once it was looked up
// (platform/http/session-recall.ts); the slip statement re-checks it. A session that is no longer
// live must still be refused at once, whoever ended it (this process, or another one writing the
// same database).
let g: GameTestApp;
beforeAll(async () => {
  g = await createGameTestApp();
  await g.tickAt(T0);
});
afterAll(() => g.close());

const slip = (requestId?: string) => ({
  gameId: 'jsk3',
  ...(requestId ? { requestId } : {}),
  bets: [{ play: 'k3.big_small', option: 'big', amount: 2 }],
});
const submit = (token: string, payload: unknown) => g.submit(token, payload);
const written = async (userId: number) =>
  (
    await rows<{ orders: number; ledger: number; balance: number }>(
      g.database,
      sql`SELECT (SELECT count(*)::int FROM bet_orders WHERE user_id = ${userId}) AS orders,
        (SELECT count(*)::int FROM wallet_ledger WHERE user_id = ${userId}) AS ledger,
        (SELECT balance_fen::int FROM wallets WHERE user_id = ${userId}) AS balance`,
    )
  )[0]!;

/** A player with 100 yuan whose session has placed a slip (so it is remembered). */
async function bettor() {
  const p = await registerPlayer(g.app);
  await g.fund(p.user.id, 100);
  const first = await submit(p.token, slip('first'));
  expect(first.statusCode, first.body).toBe(200);
  const again = await submit(p.token, slip());
  expect(again.statusCode, again.body).toBe(200);
  return { ...p, before: await written(p.user.id) };
}

async function expectRefused(p: Awaited<ReturnType<typeof bettor>>, payload: unknown = slip()) {
  const res = await submit(p.token, payload);
  expect(res.statusCode, res.body).toBe(401);
  expect(await written(p.user.id)).toEqual(p.before);
}

describe('bet slips of a session that is no longer live', () => {
  it('are refused with 401 after logout, and nothing is written', async () => {
    const p = await bettor();
    const out = await g.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(p.token) });
    expect(out.statusCode).toBe(200);
    await expectRefused(p);
  });

  it('are refused with 401 once the session row is revoked by another process', async () => {
    const p = await bettor();
    await g.database.db.execute(
      sql`UPDATE sessions SET revoked_at = now() WHERE token_hash = ${sha256(p.token)}`,
    );
    await expectRefused(p);
    // Not a business answer nor the replay of a placed slip either.
    await expectRefused(p, slip('first'));
    await expectRefused(p, { ...slip(), issueNo: '20000101-0001' });
    await expectRefused(p, { ...slip(), bets: [{ play: 'k3.big_small', option: 'big', amount: 1000 }] });
  });

  it('are refused with 401 once the session has expired or the player is disabled', async () => {
    const expired = await bettor();
    await g.database.db.execute(
      sql`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = ${sha256(expired.token)}`,
    );
    await expectRefused(expired);
    const disabled = await bettor();
    await g.database.db.execute(sql`UPDATE users SET status = 'disabled' WHERE id = ${disabled.user.id}`);
    await expectRefused(disabled);
  });

  it('still places the slips of a live session, each with its debit', async () => {
    const p = await bettor();
    for (let i = 0; i < 3; i++) expect((await submit(p.token, slip(`more-${i}`))).statusCode).toBe(200);
    expect(await written(p.user.id)).toEqual({
      orders: p.before.orders + 3,
      ledger: p.before.ledger + 3,
      balance: p.before.balance - 600,
    });
  });
});
