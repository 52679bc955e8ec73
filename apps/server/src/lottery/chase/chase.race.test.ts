import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../money/index.ts';
import type { Database } from '../../platform/db/client.ts';
import { openScratchPostgres } from '../../platform/db/scratch-postgres.ts';
import { bearer, createTestDatabase, registerPlayer } from '../../test/test-app.ts';
import { createGameTestApp, type GameTestApp, ledgerMismatches, rows, T0 } from '../draw/game-test-kit.ts';

// Cancels racing the set-based placement of the same chase issues (chase-placement.ts: a batch of
// chase issues per transaction, whose first statement locks the players' wallets in user order).
// Game 1 is 极速快3 (60 s): chases started at 47 s into a minute (betting on that minute's issue
// closed) all wait for the next issue, which the tick at 1 s into the next minute opens and places.
const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';
const MINUTE = 60_000;

type Player = Awaited<ReturnType<typeof registerPlayer>>;
type Started = { player: Player; chaseId: number; first: string };
type Cancel = Awaited<ReturnType<GameTestApp['app']['inject']>>;

let g: GameTestApp;
let database: Database;
/** The minute of the game day each round plays on (the tests of this file follow one another). */
let minute = 0;
beforeAll(async () => {
  // The PostgreSQL race parks a score of requests on row locks at once: a pool larger than the
  // test kit's, so none waits for a connection meanwhile.
  database = onPostgres
    ? await openScratchPostgres(process.env.TEST_DATABASE_URL!, 't', 30)
    : await createTestDatabase();
  g = await createGameTestApp({ database });
  await g.tickAt(T0);
});
afterAll(async () => {
  await g?.close();
  await database?.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Polls until `ok` holds; the bound only turns a stuck run into a failure that says what it waited for. */
async function until(what: string, ok: () => Promise<boolean>) {
  for (let n = 0; n < 6_000; n++) {
    if (await ok()) return;
    await sleep(20);
  }
  throw new Error(`still waiting: ${what}`);
}
const count = async (query: ReturnType<typeof sql>) => (await rows<{ n: number }>(database, query))[0]!.n;

async function newPlayer() {
  const p = await registerPlayer(g.app);
  await g.fund(p.user.id, 1000);
  return p;
}

/** Starts `n` two-issue chases for each player, waiting on the next issue (the clock is at 47 s). */
async function startChases(players: Player[], n: number): Promise<Started[]> {
  const out: Started[] = [];
  for (const player of players) {
    for (let c = 0; c < n; c++) {
      const res = await g.app.inject({
        method: 'POST',
        url: '/api/chase',
        headers: bearer(player.token),
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
      out.push({ player, chaseId: data.chaseId, first: data.issues[0].issueNo });
    }
  }
  return out;
}

const cancelFirst = (c: Started) =>
  g.app.inject({
    method: 'POST',
    url: `/api/chase/${c.chaseId}/cancel`,
    headers: bearer(c.player.token),
    payload: { issueNos: [c.first] },
  });

/** Each raced chase issue was either cancelled (the cancel answered 200) or placed, never both. */
async function expectOneOutcomeEach(chases: Started[], cancels: Cancel[]) {
  for (const [i, c] of chases.entries()) {
    const [issue] = await rows<{ status: string; order_id: string | null }>(
      database,
      sql`SELECT status, order_id FROM chase_issues WHERE chase_id = ${c.chaseId} AND issue_no = ${c.first}`,
    );
    const cancelled = cancels[i]!.statusCode === 200;
    if (!cancelled) expect(cancels[i]!.json().code, `chase ${c.chaseId}`).toBe('CHASE_NOTHING_TO_CANCEL');
    expect([issue!.status, issue!.order_id === null], `chase ${c.chaseId}`).toEqual(
      cancelled ? ['cancelled', true] : ['placed', false],
    );
  }
  const orders = await count(
    sql`SELECT count(*)::int AS n FROM bet_orders o
        WHERE o.id IN (SELECT order_id FROM chase_issues
                       WHERE chase_id IN ${chaseIds(chases)} AND issue_no = ${chases[0]!.first})`,
  );
  expect(orders).toBe(cancels.filter((c) => c.statusCode !== 200).length);
}
const chaseIds = (chases: Started[]) =>
  sql`(${sql.join(
    chases.map((c) => sql`${c.chaseId}`),
    sql`, `,
  )})`;

/** Every fen frozen is staked, released or still held for a waiting issue; every order is one chase issue's. */
async function expectMoneyExact() {
  const chasesOff = await rows<{ id: number }>(
    database,
    sql`SELECT c.id FROM chases c
        LEFT JOIN chase_issues w ON w.chase_id = c.id AND w.status = 'waiting'
        GROUP BY c.id HAVING c.placed_fen + c.released_fen + coalesce(sum(w.amount_fen), 0) <> c.total_fen`,
  );
  expect(chasesOff).toEqual([]);
  const frozenOff = await rows<{ user_id: number }>(
    database,
    sql`SELECT w.user_id FROM wallets w
        LEFT JOIN chase_issues ci ON ci.user_id = w.user_id AND ci.status = 'waiting'
        GROUP BY w.user_id, w.frozen_fen HAVING w.frozen_fen <> coalesce(sum(ci.amount_fen), 0)`,
  );
  expect(frozenOff).toEqual([]);
  const ordersOff = await rows<{ id: number }>(
    database,
    sql`SELECT o.id FROM bet_orders o FULL JOIN (SELECT * FROM chase_issues WHERE order_id IS NOT NULL) ci
          ON ci.order_id = o.id
        WHERE o.id IS NULL OR ci.id IS NULL OR o.total_fen <> ci.amount_fen OR o.issue_no <> ci.issue_no`,
  );
  expect(ordersOff).toEqual([]);
  expect(await ledgerMismatches(database)).toEqual([]);
  expect(await auditLedger(database.db)).toEqual([]);
}

describe.skipIf(!onPostgres)('a cancel racing the placement transaction (PostgreSQL)', () => {
  // Each round, a barrier transaction of the test holds the wallet of a player `B` whose id lies
  // between two groups of players, `L` (lower ids) and `H` (higher). The tick's placement locks the
  // wallets of its batch in user order, so it stops on B's, holding L's and nothing of H's yet, its
  // candidates read. Then every chase's first issue is cancelled: H's cancels run while the
  // placement transaction is open and win, which the placement must find (their issues are no
  // longer waiting); L's start while it holds their wallets, wait, and lose once it has placed
  // them. Only then is B let go. No timing decides any of it: the test waits on PostgreSQL's own
  // lock table.
  const ROUNDS = 12;
  const GROUP = 3;
  const CHASES_PER_PLAYER = 3;

  it('places or releases each chase issue, never both; cancels win and lose', {
    timeout: 600_000,
  }, async () => {
    const low: Player[] = [];
    for (let i = 0; i < GROUP; i++) low.push(await newPlayer());
    const barrier: Player[] = []; // one per round: no bet of its own to settle in that round's tick
    for (let r = 0; r < ROUNDS; r++) barrier.push(await newPlayer());
    const high: Player[] = [];
    for (let i = 0; i < GROUP; i++) high.push(await newPlayer());
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    let won = 0;
    let lost = 0;

    for (let round = 0; round < ROUNDS; round++, minute++) {
      g.clock.t = T0 + minute * MINUTE + 47_000;
      const b = barrier[round]!;
      const lowChases = await startChases(low, CHASES_PER_PLAYER);
      const bChases = await startChases([b], 2);
      const highChases = await startChases(high, CHASES_PER_PLAYER);

      const hold = await pool.connect();
      let tick: ReturnType<GameTestApp['tickAt']> | undefined;
      let lowCancels: Promise<Cancel>[] = [];
      let bCancels: Promise<Cancel>[] = [];
      try {
        await hold.query('BEGIN');
        await hold.query('SELECT 1 FROM wallets WHERE user_id = $1 FOR UPDATE', [b.user.id]);
        const holder = (await hold.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
        // the next issue opens: its placement stops on B's wallet, holding the lower ones (a tick
        // that ran out of its time before reaching game 1 leaves it to the next one: tick again)
        let ticks = 0;
        let tickDone = false;
        const tickAgain = () => {
          tickDone = false;
          tick = g.tickAt(T0 + (minute + 1) * MINUTE + ++ticks * 1_000);
          const done = () => {
            tickDone = true;
          };
          tick.then(done, done);
        };
        tickAgain();
        await until('the placement waits on the barrier', async () => {
          const n = await count(
            sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE ${holder} = ANY(pg_blocking_pids(pid))`,
          );
          if (n > 0) return true;
          if (tickDone) tickAgain();
          return false;
        });
        lowCancels = lowChases.map(cancelFirst);
        bCancels = bChases.map(cancelFirst);
        // H's cancels complete while the placement transaction is open
        const highCancels = await Promise.all(highChases.map(cancelFirst));
        for (const c of highCancels) expect(c.statusCode, c.body).toBe(200);
        // L's cancels and B's all wait on a row lock, behind the placement (or the barrier)
        const waiting = 1 + lowChases.length + bChases.length;
        await until(`${waiting} transactions wait on locks`, async () => {
          const n = await count(
            sql`SELECT count(*)::int AS n FROM pg_stat_activity
                WHERE datname = current_database() AND backend_type = 'client backend'
                  AND wait_event_type = 'Lock'`,
          );
          return n === waiting;
        });
        await hold.query('COMMIT');
        const lowDone = await Promise.all(lowCancels);
        for (const c of lowDone)
          expect([c.statusCode, c.json().code]).toEqual([409, 'CHASE_NOTHING_TO_CANCEL']);
        const bDone = await Promise.all(bCancels);
        await tick;
        const all = [...lowChases, ...bChases, ...highChases];
        const cancels = [...lowDone, ...bDone, ...highCancels];
        await expectOneOutcomeEach(all, cancels);
        won += cancels.filter((c) => c.statusCode === 200).length;
        lost += cancels.filter((c) => c.statusCode !== 200).length;
      } finally {
        await hold.query('ROLLBACK').catch(() => {});
        hold.release();
        await Promise.allSettled([tick, ...lowCancels, ...bCancels]);
      }
    }
    // the race really happened, both ways, over hundreds of chase issues
    expect(won).toBeGreaterThanOrEqual(ROUNDS * GROUP * CHASES_PER_PLAYER);
    expect(lost).toBeGreaterThanOrEqual(ROUNDS * GROUP * CHASES_PER_PLAYER);
    expect(won + lost).toBeGreaterThanOrEqual(200);
    await expectMoneyExact();
  });
});

describe('cancels sent while the tick places the same chase issues', () => {
  // Without a barrier, on both engines: the cancels go out together with the tick, and whichever
  // comes first, each chase issue ends either placed or cancelled, and the money stays exact.
  const ROUNDS = 2;

  it('either places it or releases it, never both and never neither', { timeout: 240_000 }, async () => {
    const players: Player[] = [];
    for (let i = 0; i < 4; i++) players.push(await newPlayer());
    for (let round = 0; round < ROUNDS; round++, minute++) {
      g.clock.t = T0 + minute * MINUTE + 47_000;
      const chases = await startChases(players, 4);
      const [, ...cancels] = await Promise.all([
        g.tickAt(T0 + (minute + 1) * MINUTE + 1_000),
        ...chases.map(cancelFirst),
      ]);
      await expectOneOutcomeEach(chases, cancels);
    }
    await expectMoneyExact();
  });
});
