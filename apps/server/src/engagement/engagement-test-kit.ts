// Helpers shared by engagement's integration tests (not a test file itself).
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { createGameTestApp, type GameTestApp, rows } from '../lottery/draw/game-test-kit.ts';
import { seedRechargeChannels } from '../money/recharge/recharge.seed.ts';
import { auditLedger } from '../money/review/ledger-audit.ts';
import { bearer, registerPlayer } from '../test/test-app.ts';
import { DEMO_RULES, type EngagementRules, saveRules } from './settings/engagement-rules.ts';

export { T0 } from '../lottery/draw/game-test-kit.ts';

/** Milliseconds of one day; Shanghai midnight of a date is `shanghai('2026-06-02')`. */
export const DAY = 86_400_000;
export const shanghai = (dateTime: string) =>
  Date.parse(`${dateTime.length === 10 ? `${dateTime}T00:00:00` : dateTime}+08:00`);

/** The real app (demo mode, its clock in the test's hands) with the demo rules of engagement. */
export async function createEngagementApp(
  opts: { start?: number; rules?: EngagementRules } = {},
): Promise<GameTestApp> {
  const g = await createGameTestApp({ start: opts.start, env: { DEMO: '1' } });
  await seedRechargeChannels(g.database.db);
  await saveRules(g.database.db, opts.rules ?? DEMO_RULES);
  return g;
}

export interface TestPlayer {
  token: string;
  userId: number;
  username: string;
}

export async function player(g: GameTestApp, fundYuan = 0): Promise<TestPlayer> {
  const p = await registerPlayer(g.app);
  if (fundYuan > 0) await g.fund(p.user.id, fundYuan);
  return { token: p.token, userId: p.user.id as number, username: p.username };
}

export const call = (
  g: GameTestApp,
  token: string | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
) =>
  g.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

let fakeId = 1_000_000;
/** A bet that settled at `settledAt` (stake in yuan), written straight into lottery's table. */
export async function settledBet(
  g: GameTestApp,
  userId: number,
  yuan: number,
  settledAt: number,
  status: 'won' | 'lost' | 'refunded' | 'pending' = 'lost',
) {
  const id = fakeId++;
  const at = new Date(settledAt - 60_000).toISOString();
  // The bet's issue (void: no numbers needed) and slip, so the foreign keys hold.
  await g.database.db.execute(sql`
    INSERT INTO issues (id, game_id, issue_no, status, open_at, close_at, draw_at, seed, seed_hash)
    VALUES (${id}, 1, ${`T${id}`}, 'void', ${at}::timestamptz, ${at}::timestamptz, ${at}::timestamptz, 'x', 'x')`);
  await g.database.db.execute(sql`
    INSERT INTO bet_orders (id, user_id, game_id, issue_id, issue_no, total_fen, item_count)
    VALUES (${id}, ${userId}, 1, ${id}, ${`T${id}`}, ${Math.round(yuan * 100)}, 1)`);
  await g.database.db.execute(sql`
    INSERT INTO bets (order_id, user_id, game_id, game_type, issue_id, issue_no, play, option, amount_fen,
      odds_hundredths, status, created_at, settled_at)
    VALUES (${id}, ${userId}, 1, 'k3', ${id}, 'test', 'k3.big_small', 'big', ${Math.round(yuan * 100)}, 196,
      ${status}, ${at}::timestamptz,
      ${status === 'pending' ? null : new Date(settledAt).toISOString()}::timestamptz)`);
}

export async function ledgerRows(g: GameTestApp, userId: number, kind: string) {
  return rows<{ amount_fen: number; reference: string }>(
    g.database,
    sql`SELECT amount_fen, reference FROM wallet_ledger WHERE user_id = ${userId} AND kind = ${kind} ORDER BY id`,
  );
}

export async function messagesOf(g: GameTestApp, userId: number) {
  return rows<{ kind: string; title: string; content: string; is_read: boolean }>(
    g.database,
    sql`SELECT kind, title, content, is_read FROM player_messages WHERE user_id = ${userId} ORDER BY id`,
  );
}

export async function expectLedgerClean(g: GameTestApp) {
  expect(await auditLedger(g.database.db)).toEqual([]);
}

/** Runs `n` copies of a call at once; answers the status codes sorted. */
export async function concurrently(n: number, run: () => Promise<{ statusCode: number }>) {
  const results = await Promise.all(Array.from({ length: n }, run));
  return results.map((r) => r.statusCode).sort();
}
