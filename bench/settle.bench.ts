import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.ts';
import { createBetSettlement, SETTLE_BATCH } from '../apps/server/src/lottery/bet/bet-settlement.ts';
import { createDrawService } from '../apps/server/src/lottery/draw/draw.service.ts';
import { createGameService } from '../apps/server/src/lottery/game/game.service.ts';
import { playsOf } from '../apps/server/src/lottery/game/game-rules.ts';
import { type Database, openPglite } from '../apps/server/src/platform/db/client.ts';
import { openScratchPostgres } from '../apps/server/src/platform/db/scratch-postgres.ts';
import { MemoryEventBus } from '../apps/server/src/platform/events/event-bus.ts';
import { seedGames } from '../apps/server/src/seed.ts';
import { medianBy, round, seedUsers } from './lib.ts';
import type { BenchResult } from './types.ts';

/**
 * Time to settle 100,000 pending bets of one k3 issue (1,000 players, every k3 option): the real
 * settlement pass (batched set-based UPDATE … WHERE status = 'pending', payouts and refunds as
 * ledger rows, one wallet update per player per batch), against a bare UPDATE of the same
 * 100,000 rows (rolled back) just before it; five such rounds, each on its own issue, and the
 * round of the median ratio is reported. PGlite always; PostgreSQL too when BENCH_DATABASE_URL is
 * set.
 */
const BETS = Number(process.env.BENCH_SETTLE_BETS ?? 100_000);
const PLAYERS = 1_000;
// Three rounds spread from 0.73 to 1.83 within one run on a 2-core machine (docs/PERFORMANCE.md,
// 2026-12-02), so the median of three moved by more than the goal's margin between runs.
const ROUNDS = 5;
const BATCH = Number(process.env.BENCH_SETTLE_BATCH ?? SETTLE_BATCH);
type Rows<T> = { rows: T[] };

const scratchPostgres = (url: string) => openScratchPostgres(url, 'bench_settle', 10);

async function benchEngine(label: string, database: Database): Promise<BenchResult[]> {
  const db = database.db;
  const day = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  const clock = { t: Date.parse(`${day}T04:00:10Z`) };
  const now = () => clock.t;
  const bus = new MemoryEventBus();
  await seedGames(db);
  const games = createGameService({ db, config: loadConfig({}), now });
  const draw = createDrawService({ db, games, bus, now });
  const settlement = createBetSettlement({ db, bus, now, batchSize: BATCH });
  const game = await games.resolve('jsk3');
  const firstSlot = games.issueAtTime(game, clock.t);

  // Every k3 option with its odds, spread over the bets; 1,000 players with empty wallets.
  const pairs = playsOf('k3').flatMap((p) =>
    (p.options ?? []).map((o) => ({ play: p.play, option: o.option })),
  );
  const odds: number[] = [];
  for (const p of pairs) odds.push((await games.oddsHundredths(game, p.play, p.option, firstSlot.drawAt))!);
  await seedUsers(db, PLAYERS);
  await db.execute(
    sql`INSERT INTO wallets (user_id) SELECT generate_series(1, ${PLAYERS}) ON CONFLICT DO NOTHING`,
  );
  const slips = Math.ceil(BETS / 3);
  // Three bets to a slip, each of its slip's player (the slips' own figures do not matter to
  // settlement); round r's slips take order ids from r × slips.
  const insertBets = async (issueId: number, issueNo: string, r: number) => {
    await db.execute(sql`
      INSERT INTO bet_orders (id, user_id, game_id, issue_id, issue_no, total_fen, item_count)
      SELECT ${r * slips} + 1 + s, 1 + (3 * s) % ${PLAYERS}, ${game.id}, ${issueId}, ${issueNo}, 1, 3
      FROM generate_series(0, ${slips - 1}) AS s`);
    await db.execute(sql`
      INSERT INTO bets (order_id, user_id, game_id, game_type, issue_id, issue_no, play, option, amount_fen, odds_hundredths)
      SELECT ${r * slips} + 1 + g / 3, 1 + (3 * (g / 3)) % ${PLAYERS}, ${game.id}, 'k3', ${issueId}, ${issueNo}, p.play, p.option, 100 + (g % 50) * 10, p.odds
      FROM generate_series(0, ${BETS - 1}) AS g
      JOIN unnest(${sql.param(pairs.map((p) => p.play))}::text[], ${sql.param(pairs.map((p) => p.option))}::text[], ${sql.param(odds)}::int[])
        WITH ORDINALITY AS p(play, option, odds, n) ON p.n = 1 + g % ${pairs.length}`);
  };

  // Rounds, each on an issue of its own: the bets inserted, a bare UPDATE of the same rows
  // (rolled back), then the real settlement of them. A single pair swung by half with the
  // machine's load (checkpoints, autovacuum of a table of 100,000 rows); the median round is kept.
  const rounds: { settleMs: number; bareMs: number; paid: number }[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    clock.t = firstSlot.drawAt - 50_000 + r * game.intervalSeconds * 1000;
    const slot = games.issueAtTime(game, clock.t);
    const issue = await draw.ensureIssue(game, slot);
    await insertBets(issue.id, issue.issueNo, r);
    await db.execute(sql`VACUUM ANALYZE bets`);
    const bareMs = await bareUpdate(db, issue.id);
    clock.t = slot.drawAt;
    const drawn = await draw.drawIssue(game, issue);
    if (!drawn) throw new Error('draw failed');
    const t = performance.now();
    let settled = 0;
    for (;;) {
      const report = await settlement.settleIssue(game, drawn);
      settled += report.settled;
      if (report.done) break;
    }
    const settleMs = performance.now() - t;
    rounds.push({ settleMs, bareMs, paid: await checkSettled(db, issue.id, settled) });
  }
  const median = medianBy(rounds, (x) => x.settleMs / x.bareMs);
  const all = rounds.map((x) => round(x.settleMs / x.bareMs, 2)).join(', ');
  return [
    {
      name: `settle ${BETS.toLocaleString('en')} pending bets of one issue, ${label}`,
      value: round(median.settleMs / 1000, 2),
      unit: 's',
      baseline: {
        name: `bare UPDATE of the same ${BETS.toLocaleString('en')} rows, ${label}`,
        value: round(median.bareMs / 1000, 2),
      },
      ratio: round(median.settleMs / median.bareMs, 2),
      goal: { of: 'ratio', op: '<=', target: 1.3 },
      notes: `median of ${ROUNDS} rounds (ratios ${all}); ${round(BETS / (median.settleMs / 1000), 0)} bets/s; ${median.paid} payouts/refunds as ledger rows, ${PLAYERS} players, batches of ${BATCH}`,
    },
  ];
}

/** A bare UPDATE of an issue's pending bets, rolled back and vacuumed away; answers its ms. */
async function bareUpdate(db: Database['db'], issueId: number): Promise<number> {
  let ms = 0;
  await db
    .transaction(async (tx) => {
      const t0 = performance.now();
      await tx.execute(
        sql`UPDATE bets SET status = 'lost', settled_at = now() WHERE issue_id = ${issueId} AND status = 'pending'`,
      );
      ms = performance.now() - t0;
      throw new Error('rollback');
    })
    .catch((err: Error) => {
      if (err.message !== 'rollback') throw err;
    });
  // 100,000 dead rows and their index entries: vacuumed, as autovacuum would, so the settlement
  // does not wade through them.
  await db.execute(sql`VACUUM bets`);
  return ms;
}

/** Throws unless every bet of the issue settled once and each payout is one ledger row; answers the payouts. */
async function checkSettled(db: Database['db'], issueId: number, settled: number): Promise<number> {
  const [check] = (
    (await db.execute(sql`
    SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending,
           count(*) FILTER (WHERE payout_fen > 0)::int AS paid,
           coalesce(sum(payout_fen), 0)::bigint AS payout
    FROM bets WHERE issue_id = ${issueId}`)) as unknown as Rows<{
      pending: number;
      paid: number;
      payout: number | string;
    }>
  ).rows;
  const [ledger] = (
    (await db.execute(sql`
    SELECT count(*)::int AS n, coalesce(sum(l.amount_fen), 0)::bigint AS s FROM wallet_ledger l
    JOIN bets b ON l.reference = (CASE b.status WHEN 'won' THEN 'payout:' ELSE 'refund:' END) || b.id
    WHERE b.issue_id = ${issueId} AND b.payout_fen > 0`)) as unknown as Rows<{
      n: number;
      s: number | string;
    }>
  ).rows;
  const ok =
    check!.pending === 0 &&
    settled === BETS &&
    ledger!.n === check!.paid &&
    Number(ledger!.s) === Number(check!.payout);
  if (!ok) throw new Error(`settlement check failed: ${JSON.stringify({ settled, check, ledger })}`);
  return check!.paid;
}

export async function run(): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  const lite = await openPglite();
  try {
    results.push(...(await benchEngine('PGlite', lite)));
  } finally {
    await lite.close();
  }
  if (process.env.BENCH_DATABASE_URL) {
    const database = await scratchPostgres(process.env.BENCH_DATABASE_URL);
    try {
      results.push(...(await benchEngine('PostgreSQL', database)));
    } finally {
      await database.close();
    }
  }
  return results;
}
