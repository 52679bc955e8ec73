import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createWalletService } from '../../money/wallet/wallet.service.ts';
import type { Database } from '../../platform/db/client.ts';
import { type BusEvent, MemoryEventBus } from '../../platform/events/event-bus.ts';
import { NoRateLimiter } from '../../platform/lib/rate-limiter.ts';
import { bearer, createTestDatabase } from '../../test/test-app.ts';
import { drawResult, seedHash } from '../game/game-rules.ts';

/** 2026-06-01 12:00:10 Asia/Shanghai: issue 20260601-0721 of a 60 s game is open until 12:00:55. */
export const T0 = Date.UTC(2026, 5, 1, 4, 0, 10);

export interface GameTestApp {
  app: FastifyInstance;
  database: Database;
  clock: { t: number };
  events: BusEvent[];
  /** The app's bus (tests replay events on it). */
  bus: MemoryEventBus;
  /** Sets the clock and runs one scheduler tick. */
  tickAt(t: number): ReturnType<FastifyInstance['drawScheduler']['tick']>;
  /** Credits a player (kind adjust) so tests can bet. */
  fund(userId: number, yuan: number): Promise<void>;
  /** POST /api/bets/submit with the player's token. */
  submit(token: string, payload: unknown): Promise<LightMyRequestResponse>;
  /**
   * Chooses how an issue that exists and is not drawn yet will draw: gives it a seed whose numbers
   * satisfy `wanted` (the draw still derives them from the seed, and the seed hash matches).
   * Answers those numbers.
   */
  chooseDraw(gameId: number, issueNo: string, wanted: (numbers: number[]) => boolean): Promise<number[]>;
  close(): Promise<void>;
}

/**
 * The real app with an injected game clock and the scheduler off (tests call tick()). Pass a
 * `database` to build a second app on the same data (a restart).
 */
export async function createGameTestApp(
  opts: { database?: Database; start?: number; env?: Record<string, string> } = {},
): Promise<GameTestApp> {
  const clock = { t: opts.start ?? T0 };
  const config = loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cailiao-game-')),
    CAPTCHA: 'off',
    LOG_LEVEL: 'silent',
    RATE_LIMITS: 'off',
    WEB_DIST: '/nonexistent',
    SCHEDULER: 'off',
    ...opts.env,
  });
  const database = opts.database ?? (await createTestDatabase());
  const bus = new MemoryEventBus();
  const events: BusEvent[] = [];
  bus.subscribe((e) => events.push(e));
  const app = await buildApp({ config, database, bus, limiter: new NoRateLimiter(), now: () => clock.t });
  await app.ready();
  const wallet = createWalletService(database.db);
  return {
    app,
    database,
    clock,
    events,
    bus,
    tickAt(t: number) {
      clock.t = t;
      return app.drawScheduler.tick();
    },
    async fund(userId, yuan) {
      await database.db.transaction((tx) =>
        wallet.credit(tx, {
          userId,
          amountFen: Math.round(yuan * 100),
          kind: 'adjust',
          reference: `test-fund:${randomUUID()}`,
        }),
      );
    },
    submit(token, payload) {
      return app.inject({
        method: 'POST',
        url: '/api/bets/submit',
        headers: bearer(token),
        payload: payload as object,
      });
    },
    async chooseDraw(gameId, issueNo, wanted) {
      const [issue] = await rows<{ id: number | string; type: string; code: string }>(
        database,
        sql`SELECT i.id, g.type, g.code FROM issues i JOIN games g ON g.id = i.game_id
            WHERE i.game_id = ${gameId} AND i.issue_no = ${issueNo} AND i.numbers IS NULL`,
      );
      if (!issue) throw new Error(`issue ${issueNo} of game ${gameId} does not exist or is drawn`);
      for (let n = 0; n < 10_000; n++) {
        const seed = randomBytes(32).toString('hex');
        const numbers = drawResult(issue.type as Parameters<typeof drawResult>[0], seed, issue.code, issueNo);
        if (!wanted(numbers)) continue;
        await database.db.execute(
          sql`UPDATE issues SET seed = ${seed}, seed_hash = ${seedHash(seed)} WHERE id = ${issue.id}`,
        );
        return numbers;
      }
      throw new Error(`no seed draws what is wanted for ${issueNo}`);
    },
    async close() {
      await app.close();
      if (!opts.database) await database.close();
    },
  };
}

type Rows<T> = { rows: T[] };

/** Every wallet equals the sum of its ledger, and no ledger reference repeats (ARCHITECTURE.md "Money"). */
export async function ledgerMismatches(database: Database): Promise<unknown[]> {
  const res = (await database.db.execute(sql`
    SELECT w.user_id, w.balance_fen, coalesce(sum(l.amount_fen), 0) AS ledger
    FROM wallets w LEFT JOIN wallet_ledger l ON l.user_id = w.user_id
    GROUP BY w.user_id, w.balance_fen
    HAVING w.balance_fen <> coalesce(sum(l.amount_fen), 0)`)) as unknown as Rows<unknown>;
  return res.rows;
}

/** Runs a raw query and answers its rows (assertions on what a call left behind). */
export async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as Rows<T>).rows;
}
