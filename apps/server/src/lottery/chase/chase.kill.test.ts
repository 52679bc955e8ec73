import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../money/index.ts';
import { openPostgres } from '../../platform/db/client.ts';
import { randomPort, type ServerProcess, spawnServer, waitUntilUp } from '../../test/server-process.ts';

// A real server on PostgreSQL is killed (`kill -9`) while it places the chases of an issue that
// has just opened; a new process on the same database goes on. Every chase issue is placed at most
// once (each bet order is the one order of one chase issue), every fen frozen is staked, released
// or still held for a waiting issue, and the ledger audit finds nothing.
const pgUrl = process.env.TEST_DATABASE_URL;
const enabled = !!pgUrl && process.env.TEST_DB_ENGINE === 'postgres';
const CHASES = 150;
const children: ServerProcess[] = [];
let dbName = '';
let dbUrl = '';

async function query<T = Record<string, unknown>>(text: string, connectionString = dbUrl): Promise<T[]> {
  const c = new pg.Client({ connectionString });
  await c.connect();
  try {
    return (await c.query(text)).rows as T[];
  } finally {
    await c.end();
  }
}

async function start(): Promise<ServerProcess> {
  const env = { DATABASE_URL: dbUrl, DEMO: '0', DRAW_INTERVAL_SECONDS: '10', RATE_LIMITS: 'off' };
  const server = spawnServer(randomPort(20000), env);
  children.push(server);
  await waitUntilUp(server);
  return server;
}

const sleepUntil = (at: number) => new Promise((r) => setTimeout(r, Math.max(0, at - Date.now())));

afterAll(async () => {
  await Promise.all(children.map((c) => c.stop()));
  if (dbName) await query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`, pgUrl);
});

describe.skipIf(!enabled)('a process killed while it places chases', () => {
  it('places every chase issue at most once after a restart, and the ledger holds', async () => {
    dbName = `chase_kill_${randomBytes(5).toString('hex')}`;
    await query(`CREATE DATABASE ${dbName}`, pgUrl);
    const url = new URL(pgUrl!);
    url.pathname = `/${dbName}`;
    dbUrl = url.toString();
    const first = await start();

    const username = `k${randomBytes(4).toString('hex')}`;
    const reg = await fetch(`${first.base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: 'secret123' }),
    });
    const { data } = (await reg.json()) as { data: { token: string; user: { id: number } } };
    const userId = data.user.id;
    await query(`
      INSERT INTO wallet_ledger (user_id, kind, amount_fen, frozen_delta_fen, balance_after_fen, frozen_after_fen, reference)
      VALUES (${userId}, 'adjust', 10000000, 0, 10000000, 0, 'test-fund:${userId}');
      UPDATE wallets SET balance_fen = 10000000 WHERE user_id = ${userId};`);

    // Chases of three issues each, started while betting on the current issue is closed, so that
    // they all wait for the next one to open.
    const current = async () =>
      (
        (await (await fetch(`${first.base}/api/issue/jsk3/current`)).json()) as {
          data: { closeAt: string; drawAt: string };
        }
      ).data;
    let issue = await current();
    if (Date.parse(issue.closeAt) - Date.now() > 0) await sleepUntil(Date.parse(issue.closeAt) + 50);
    issue = await current();
    const started = await Promise.all(
      Array.from({ length: CHASES }, () =>
        fetch(`${first.base}/api/chase`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${data.token}` },
          body: JSON.stringify({
            gameId: 'jsk3',
            bets: [{ play: 'k3.odd_even', option: 'odd', amount: 1 }],
            multiples: [1, 1, 1],
            stopOnWin: false,
          }),
        }).then((r) => r.status),
      ),
    );
    expect(started.every((s) => s === 200)).toBe(true);

    // The next issue opens at the draw: the scheduler is placing the chases when it dies.
    await sleepUntil(Date.parse(issue.drawAt) + 150);
    first.child.kill('SIGKILL');
    await first.exited;
    await start();
    await new Promise((r) => setTimeout(r, 12_000)); // the next issue opens and is placed too

    // A second placement of a chase issue would be a second bet order for it: chase_issues holds one
    // order (unique), so the second would point to no chase issue. Every order of the player (who
    // bets only through these chases) is the order of exactly one placed chase issue of its issue,
    // at its amount, and staked exactly once in the ledger.
    const [orders] = await query<{ orders: number; placed: number }>(`
      SELECT (SELECT count(*)::int FROM bet_orders WHERE user_id = ${userId}) AS orders,
             (SELECT count(*)::int FROM chase_issues WHERE order_id IS NOT NULL) AS placed`);
    expect(orders!.orders).toBe(orders!.placed);
    expect(orders!.placed).toBeGreaterThan(0);
    const unmatched = await query(`
      SELECT o.id, o.issue_no, o.total_fen, ci.id AS chase_issue, ci.issue_no AS chase_issue_no, ci.amount_fen
      FROM bet_orders o FULL JOIN (SELECT * FROM chase_issues WHERE order_id IS NOT NULL) ci ON ci.order_id = o.id
      WHERE o.id IS NULL OR ci.id IS NULL OR o.issue_no <> ci.issue_no OR o.total_fen <> ci.amount_fen
         OR o.user_id <> ci.user_id`);
    expect(unmatched).toEqual([]);
    const staked = await query(`
      SELECT o.id, count(l.id)::int AS n, sum(l.amount_fen)::bigint AS fen FROM bet_orders o
      LEFT JOIN wallet_ledger l ON l.reference = 'bet-order:' || o.id
      GROUP BY o.id, o.total_fen HAVING count(l.id) <> 1 OR sum(l.amount_fen) <> -o.total_fen`);
    expect(staked).toEqual([]);
    const money = await query(`
      SELECT c.id FROM chases c LEFT JOIN chase_issues w ON w.chase_id = c.id AND w.status = 'waiting'
      GROUP BY c.id HAVING c.placed_fen + c.released_fen + coalesce(sum(w.amount_fen), 0) <> c.total_fen`);
    expect(money).toEqual([]);
    // the whole audit (as `npm run audit:ledger`): every wallet equals its ledger row by row, no
    // reference repeats, and what is frozen is exactly what the waiting chase issues hold
    const database = await openPostgres(dbUrl, 2);
    try {
      expect(await auditLedger(database.db)).toEqual([]);
    } finally {
      await database.close();
    }
  }, 180_000);
});
