import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.ts';
import { createBetSettlement } from '../apps/server/src/lottery/bet/bet-settlement.ts';
import { createDrawService } from '../apps/server/src/lottery/draw/draw.service.ts';
import { createGameService } from '../apps/server/src/lottery/game/game.service.ts';
import { playsOf } from '../apps/server/src/lottery/game/game-rules.ts';
import { type Database, openPglite } from '../apps/server/src/platform/db/client.ts';
import { openScratchPostgres } from '../apps/server/src/platform/db/scratch-postgres.ts';
import { MemoryEventBus } from '../apps/server/src/platform/events/event-bus.ts';
import { seedGames } from '../apps/server/src/seed.ts';
import { round, seedUsers } from './lib.ts';
import type { BenchResult } from './types.ts';

/**
 * Time to settle 100,000 pending bets of one k3 issue (1,000 players, every k3 option): the real
 * settlement pass (batched set-based UPDATE … WHERE status = 'pending', payouts and refunds as
 * ledger rows, one wallet update per player per batch), against a bare UPDATE of the same
 * 100,000 rows (rolled back; the median of three) in the same run. PGlite always; PostgreSQL too
 * when BENCH_DATABASE_URL is set.
 */
const BETS = Number(process.env.BENCH_SETTLE_BETS ?? 100_000);
const PLAYERS = 1_000;
const BATCH = Number(process.env.BENCH_SETTLE_BATCH ?? 2000);
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
  const slot = games.issueAtTime(game, clock.t);
  const issue = await draw.ensureIssue(game, slot);

  // Every k3 option with its odds, spread over the bets; 1,000 players with empty wallets.
  const pairs = playsOf('k3').flatMap((p) =>
    (p.options ?? []).map((o) => ({ play: p.play, option: o.option })),
  );
  const odds: number[] = [];
  for (const p of pairs) odds.push((await games.oddsHundredths(game, p.play, p.option, slot.drawAt))!);
  await seedUsers(db, PLAYERS);
  await db.execute(
    sql`INSERT INTO wallets (user_id) SELECT generate_series(1, ${PLAYERS}) ON CONFLICT DO NOTHING`,
  );
  // Three bets to a slip (the slips' own figures do not matter to settlement).
  const insertBets = async (issueId: number, issueNo: string) => {
    await db.execute(sql`
      INSERT INTO bet_orders (id, user_id, game_id, issue_id, issue_no, total_fen, item_count)
      SELECT 1 + s, 1 + (3 * s) % ${PLAYERS}, ${game.id}, ${issueId}, ${issueNo}, 1, 3
      FROM generate_series(0, ${Math.ceil(BETS / 3) - 1}) AS s`);
    await db.execute(sql`
      INSERT INTO bets (order_id, user_id, game_id, game_type, issue_id, issue_no, play, option, amount_fen, odds_hundredths)
      SELECT 1 + g / 3, 1 + g % ${PLAYERS}, ${game.id}, 'k3', ${issueId}, ${issueNo}, p.play, p.option, 100 + (g % 50) * 10, p.odds
      FROM generate_series(0, ${BETS - 1}) AS g
      JOIN unnest(${sql.param(pairs.map((p) => p.play))}::text[], ${sql.param(pairs.map((p) => p.option))}::text[], ${sql.param(odds)}::int[])
        WITH ORDINALITY AS p(play, option, odds, n) ON p.n = 1 + g % ${pairs.length}`);
  };
  await insertBets(issue.id, issue.issueNo);
  // Baseline: one bare UPDATE of the same 100,000 rows, rolled back, three times (its median: one
  // run of it swings by a third with the machine's load). Each leaves 100,000 dead rows and their
  // index entries behind: vacuumed, as autovacuum would, so neither the next run nor the
  // settlement wades through them.
  const bareRuns: number[] = [];
  for (let run = 0; run < 3; run++) {
    await db
      .transaction(async (tx) => {
        const t0 = performance.now();
        await tx.execute(
          sql`UPDATE bets SET status = 'lost', settled_at = now() WHERE issue_id = ${issue.id} AND status = 'pending'`,
        );
        bareRuns.push(performance.now() - t0);
        throw new Error('rollback');
      })
      .catch((err: Error) => {
        if (err.message !== 'rollback') throw err;
      });
    await db.execute(sql`VACUUM bets`);
  }
  const bareMs = bareRuns.sort((a, b) => a - b)[1]!;

  clock.t = slot.drawAt;
  const drawn = await draw.drawIssue(game, issue);
  if (!drawn) throw new Error('draw failed');
  const t = performance.now();
  let settled = 0;
  for (;;) {
    const r = await settlement.settleIssue(game, drawn);
    settled += r.settled;
    if (r.done) break;
  }
  const settleMs = performance.now() - t;

  const [check] = (
    (await db.execute(sql`
    SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending,
           count(*) FILTER (WHERE payout_fen > 0)::int AS paid,
           coalesce(sum(payout_fen), 0)::bigint AS payout
    FROM bets WHERE issue_id = ${issue.id}`)) as unknown as Rows<{
      pending: number;
      paid: number;
      payout: number | string;
    }>
  ).rows;
  const [ledger] = (
    (await db.execute(sql`
    SELECT count(*)::int AS n, coalesce(sum(amount_fen), 0)::bigint AS s FROM wallet_ledger WHERE kind IN ('payout', 'refund')`)) as unknown as Rows<{
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
  return [
    {
      name: `settle ${BETS.toLocaleString('en')} pending bets of one issue, ${label}`,
      value: round(settleMs / 1000, 2),
      unit: 's',
      baseline: {
        name: `bare UPDATE of the same ${BETS.toLocaleString('en')} rows, ${label}`,
        value: round(bareMs / 1000, 2),
      },
      ratio: round(settleMs / bareMs, 2),
      goal: { of: 'ratio', op: '<=', target: 1.3 },
      notes: `${round(BETS / (settleMs / 1000), 0)} bets/s; ${check!.paid} payouts/refunds as ledger rows, ${PLAYERS} players, batches of ${BATCH}`,
    },
  ];
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
