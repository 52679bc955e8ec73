import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.ts';
import { createChasePlacement } from '../apps/server/src/lottery/chase/chase-placement.ts';
import { createDrawService } from '../apps/server/src/lottery/draw/draw.service.ts';
import { createGameService } from '../apps/server/src/lottery/game/game.service.ts';
import { createProtectionService } from '../apps/server/src/money/protection/protection.service.ts';
import { createWalletService } from '../apps/server/src/money/wallet/wallet.service.ts';
import { type Database, openPglite } from '../apps/server/src/platform/db/client.ts';
import { openScratchPostgres } from '../apps/server/src/platform/db/scratch-postgres.ts';
import { MemoryEventBus } from '../apps/server/src/platform/events/event-bus.ts';
import { seedGames } from '../apps/server/src/seed.ts';
import { round, seedUsers } from './lib.ts';
import type { BenchResult } from './types.ts';

/**
 * Placing the bets of N running chases when their issue opens (issue 18): the real placement
 * (one scheduler tick, set-based: a transaction per batch of up to 5,000 chase issues, each moved
 * from frozen to a bet order with its bet and ledger row), against a bare INSERT of the same orders, bets and ledger rows (rolled back) in the same
 * run. PGlite always; PostgreSQL too when BENCH_DATABASE_URL is set.
 */
const CHASES = Number(process.env.BENCH_CHASES ?? 10_000);
const PLAYERS = 1_000;
const AMOUNT_FEN = 200;
type Rows<T> = { rows: T[] };

async function benchEngine(label: string, database: Database): Promise<BenchResult[]> {
  const db = database.db;
  const day = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  const clock = { t: Date.parse(`${day}T04:00:10Z`) };
  const now = () => clock.t;
  const bus = new MemoryEventBus();
  const log = { error: (obj: unknown, msg?: string) => console.error(msg, obj) };
  await seedGames(db);
  const games = createGameService({ db, config: loadConfig({}), now });
  const draw = createDrawService({ db, games, bus, now });
  const wallet = createWalletService(db);
  const protection = createProtectionService({ db, wallet, now: () => new Date(clock.t) });
  const placement = createChasePlacement({ db, games, draw, wallet, protection, bus, now, log });
  const game = await games.resolve('jsk3');
  const slot = games.issueAtTime(game, clock.t);
  const issue = await draw.ensureIssue(game, slot);

  // N chases of one 2-yuan item, each with its issue waiting on the open one; what they froze is in the wallets.
  await seedUsers(db, PLAYERS);
  const perPlayer = Math.ceil(CHASES / PLAYERS);
  await db.execute(sql`
    INSERT INTO wallets (user_id, balance_fen, frozen_fen)
    SELECT g, ${perPlayer * AMOUNT_FEN * 10}, ${perPlayer * AMOUNT_FEN} FROM generate_series(1, ${PLAYERS}) AS g`);
  await db.execute(sql`
    INSERT INTO wallet_ledger (user_id, kind, amount_fen, frozen_delta_fen, balance_after_fen, frozen_after_fen, reference)
    SELECT g, 'adjust', ${perPlayer * AMOUNT_FEN * 10}, 0, ${perPlayer * AMOUNT_FEN * 10}, 0, 'bench-fund:' || g
    FROM generate_series(1, ${PLAYERS}) AS g`);
  await db.execute(sql`
    INSERT INTO chases (id, user_id, game_id, stop_on_win, items, total_fen)
    SELECT c, 1 + c % ${PLAYERS}, ${game.id}, false,
      ${JSON.stringify([{ play: 'k3.big_small', option: 'big', amountFen: AMOUNT_FEN }])}::jsonb, ${AMOUNT_FEN}
    FROM generate_series(1, ${CHASES}) AS c`);
  await db.execute(sql`
    INSERT INTO chase_issues (chase_id, user_id, game_id, position, issue_no, close_at, multiple, amount_fen)
    SELECT c, 1 + c % ${PLAYERS}, ${game.id}, 0, ${issue.issueNo}, ${issue.closeAt.toISOString()}::timestamptz, 1, ${AMOUNT_FEN}
    FROM generate_series(1, ${CHASES}) AS c`);
  // Only chases with fewer issues than CHASES rows use this player's frozen money; top it up.
  await db.execute(sql`
    UPDATE wallets w SET frozen_fen = n.c * ${AMOUNT_FEN}
    FROM (SELECT user_id, count(*) AS c FROM chase_issues GROUP BY user_id) n WHERE n.user_id = w.user_id`);

  // Baseline: the same orders, bets and ledger rows by bare INSERTs, rolled back.
  let bareMs = 0;
  await db
    .transaction(async (tx) => {
      const t = performance.now();
      await tx.execute(sql`
        INSERT INTO bet_orders (id, user_id, game_id, issue_id, issue_no, total_fen, item_count)
        SELECT 1000000 + c, 1 + c % ${PLAYERS}, ${game.id}, ${issue.id}, ${issue.issueNo}, ${AMOUNT_FEN}, 1
        FROM generate_series(1, ${CHASES}) AS c`);
      await tx.execute(sql`
        INSERT INTO bets (order_id, user_id, game_id, game_type, issue_id, issue_no, play, option, amount_fen, odds_hundredths)
        SELECT 1000000 + c, 1 + c % ${PLAYERS}, ${game.id}, 'k3', ${issue.id}, ${issue.issueNo}, 'k3.big_small', 'big', ${AMOUNT_FEN}, 198
        FROM generate_series(1, ${CHASES}) AS c`);
      await tx.execute(sql`
        INSERT INTO wallet_ledger (user_id, kind, amount_fen, frozen_delta_fen, balance_after_fen, frozen_after_fen, reference)
        SELECT 1 + c % ${PLAYERS}, 'bet', ${-AMOUNT_FEN}, ${-AMOUNT_FEN}, 0, 0, 'bench-bare:' || c
        FROM generate_series(1, ${CHASES}) AS c`);
      bareMs = performance.now() - t;
      throw new Error('rollback');
    })
    .catch((err: Error) => {
      if (err.message !== 'rollback') throw err;
    });

  const t = performance.now();
  const { placed } = await placement.tick(clock.t);
  const placeMs = performance.now() - t;
  const [check] = (
    (await db.execute(sql`
      SELECT count(*) FILTER (WHERE status = 'placed')::int AS placed,
             (SELECT count(*)::int FROM wallet_ledger WHERE kind = 'bet') AS ledger,
             (SELECT coalesce(sum(frozen_fen), 0)::bigint FROM wallets) AS frozen
      FROM chase_issues`)) as unknown as Rows<{ placed: number; ledger: number; frozen: number | string }>
  ).rows;
  if (
    placed !== CHASES ||
    check!.placed !== CHASES ||
    check!.ledger !== CHASES ||
    Number(check!.frozen) !== 0
  ) {
    throw new Error(`chase placement check failed: ${JSON.stringify({ placed, check })}`);
  }
  return [
    {
      name: `place the bets of ${CHASES.toLocaleString('en')} running chases when their issue opens, ${label}`,
      value: round(placeMs / 1000, 2),
      unit: 's',
      baseline: {
        name: `bare INSERT of the same orders, bets and ledger rows, ${label}`,
        value: round(bareMs / 1000, 2),
      },
      ratio: round(placeMs / bareMs, 2),
      goal: { of: 'ratio', op: '<=', target: 2 },
      notes: `${round(CHASES / (placeMs / 1000), 0)} chase issues/s, ${PLAYERS} players; one transaction per batch of up to 5,000`,
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
  const url = process.env.BENCH_DATABASE_URL;
  if (url) {
    const pg = await openScratchPostgres(url, 'bench_chase', 10);
    try {
      results.push(...(await benchEngine('PostgreSQL', pg)));
    } finally {
      await pg.close();
    }
  }
  return results;
}
