import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SubmitBetsBody } from '@cailiao/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createMoney } from '../../money/money.module.ts';
import { unauthenticated } from '../../platform/errors.ts';
import { MemoryEventBus } from '../../platform/events/event-bus.ts';
import { NoRateLimiter } from '../../platform/lib/rate-limiter.ts';
import { sha256 } from '../../platform/lib/tokens.ts';
import { metricsRegistry } from '../../platform/metrics.ts';
import type { RecalledSession } from '../../platform/session.ts';
import { registerPlayer } from '../../test/test-app.ts';
import { createDrawService } from '../draw/draw.service.ts';
import { createGameTestApp, type GameTestApp, ledgerMismatches, rows, T0 } from '../draw/game-test-kit.ts';
import { createGameService } from '../game/game.service.ts';
import { type BetService, createBetService } from './bet.service.ts';

// Slips that arrive together are placed in one statement (slip-batcher.ts): each must still get
// exactly its own answer, be debited once, and fail alone when it should. Through HTTP on PGlite
// each request runs to its end before the next is taken (the embedded database answers without
// waiting on I/O), so the service is also called directly, the way concurrent requests reach it
// on PostgreSQL: a second bet service of the real app's parts, on the same database.
let g: GameTestApp;
let bet: BetService;
beforeAll(async () => {
  g = await createGameTestApp();
  await g.tickAt(T0);
  const db = g.database.db;
  const config = loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cailiao-batch-')),
    WEB_DIST: '/nonexistent',
    SCHEDULER: 'off',
  });
  const now = () => g.clock.t;
  const bus = new MemoryEventBus();
  const money = createMoney({ db, config, limiter: new NoRateLimiter(), bus, now: () => new Date(now()) });
  const games = createGameService({ db, config, now });
  const draw = createDrawService({ db, games, bus, now });
  bet = createBetService({ db, games, draw, wallet: money.wallet, protection: money.protection, now });
});
afterAll(() => g.close());

const slip = (amount: number, requestId?: string) => ({
  gameId: 'jsk3',
  ...(requestId ? { requestId } : {}),
  bets: [
    { play: 'k3.big_small', option: 'big', amount },
    { play: 'k3.sum', option: '10', amount: 1 },
  ],
});
const submit = (token: string, payload: unknown) => g.submit(token, payload);

const counter = async (name: string) =>
  ((await metricsRegistry.getSingleMetric(name)?.get())?.values[0]?.value as number | undefined) ?? 0;
const batched = () => counter('cailiao_bet_slips_batched_total');
const failedBatches = () => counter('cailiao_bet_slip_batches_failed_total');

/**
 * Players with `yuan` to bet after a first slip of 1 yuan each: their sessions are then taken from
 * memory (platform/http/session-recall.ts), so slips sent together reach the batcher together.
 */
async function players(n: number, yuan: number) {
  const out = [];
  for (let i = 0; i < n; i++) {
    const p = await registerPlayer(g.app);
    await g.fund(p.user.id, yuan + 1);
    const warm = await submit(p.token, {
      gameId: 'jsk3',
      bets: [{ play: 'k3.big_small', option: 'big', amount: 1 }],
    });
    expect(warm.statusCode, warm.body).toBe(200);
    out.push(p);
  }
  return out;
}

const moneyOf = async (userId: number) =>
  (
    await rows<{ balance: number; ledger: number; orders: number; bets: number; last_after: number | null }>(
      g.database,
      sql`SELECT (SELECT balance_fen::int FROM wallets WHERE user_id = ${userId}) AS balance,
        (SELECT count(*)::int FROM wallet_ledger WHERE user_id = ${userId} AND kind = 'bet') AS ledger,
        (SELECT count(*)::int FROM bet_orders WHERE user_id = ${userId}) AS orders,
        (SELECT count(*)::int FROM bets WHERE user_id = ${userId}) AS bets,
        (SELECT balance_after_fen::int FROM wallet_ledger WHERE user_id = ${userId} ORDER BY id DESC LIMIT 1) AS last_after`,
    )
  )[0]!;

describe('bet slips sent at the same moment by many players, through HTTP', () => {
  it('places each with its own answer, in shared statements, each debited once with its ledger row', async () => {
    // More than a statement holds (slip-placement.ts: 10), so full ones and the rest all run.
    const ps = await players(24, 100);
    const res = await Promise.all(ps.map((p, i) => submit(p.token, slip(i + 1, `same-${i}`))));
    for (const [i, r] of res.entries()) {
      expect(r.statusCode, r.body).toBe(200);
      const data = r.json().data;
      expect(data.totalAmount).toBe(i + 2);
      expect(data.balance).toBe(100 - (i + 2));
      expect(data.bets.map((b: { play: string }) => b.play)).toEqual(['k3.big_small', 'k3.sum']);
      expect(data.bets[0].betId).toBeLessThan(data.bets[1].betId);
      // Each answered bet is the stored bet of that id (the statement answers only the ids).
      const stored = await rows<{
        betId: number;
        play: string;
        option: string;
        amount: number;
        odds: number;
      }>(
        g.database,
        sql`SELECT id::int AS "betId", play, option, amount_fen::int / 100 AS amount, odds_hundredths::int AS odds
          FROM bets WHERE order_id = ${data.orderId} ORDER BY id`,
      );
      expect(
        data.bets.map((b: { betId: number; play: string; option: string; amount: number; odds: number }) => ({
          betId: b.betId,
          play: b.play,
          option: b.option,
          amount: b.amount,
          odds: Math.round(b.odds * 100),
        })),
      ).toEqual(stored);
      expect(data.bets.map((b: { status: string }) => b.status)).toEqual(['pending', 'pending']);
      const m = await moneyOf(ps[i]!.user.id);
      expect(m).toEqual({
        balance: (100 - (i + 2)) * 100,
        ledger: 2,
        orders: 2,
        bets: 3,
        last_after: m.balance,
      });
      const [ref] = await rows<{ reference: string }>(
        g.database,
        sql`SELECT reference FROM wallet_ledger WHERE user_id = ${ps[i]!.user.id} AND kind = 'bet' ORDER BY id DESC LIMIT 1`,
      );
      expect(ref!.reference).toBe(`bet-order:${data.orderId}`);
    }
    expect(await ledgerMismatches(g.database)).toEqual([]);
  });

  it('refuses only the player who is short when one statement holds them all', async () => {
    const ps = await players(6, 10);
    const res = await Promise.all(ps.map((p, i) => submit(p.token, slip(i === 3 ? 50 : 2))));
    for (const [i, r] of res.entries()) {
      if (i === 3) {
        expect(r.statusCode, r.body).toBe(422);
        expect(r.json().code).toBe('INSUFFICIENT_BALANCE');
        expect(await moneyOf(ps[i]!.user.id)).toMatchObject({ balance: 1000, ledger: 1, orders: 1, bets: 1 });
      } else {
        expect(r.statusCode, r.body).toBe(200);
        expect(await moneyOf(ps[i]!.user.id)).toMatchObject({ balance: 700, ledger: 2, orders: 2, bets: 3 });
      }
    }
    expect(await ledgerMismatches(g.database)).toEqual([]);
  });

  it("refuses a revoked session's slip with 401 and places the others sent with it", async () => {
    const ps = await players(5, 100);
    const revoked = ps[2]!;
    await g.database.db.execute(
      sql`UPDATE sessions SET revoked_at = now() WHERE token_hash = ${sha256(revoked.token)}`,
    );
    const res = await Promise.all(ps.map((p) => submit(p.token, slip(3))));
    for (const [i, r] of res.entries()) {
      expect(r.statusCode, r.body).toBe(i === 2 ? 401 : 200);
      expect((await moneyOf(ps[i]!.user.id)).orders).toBe(i === 2 ? 1 : 2);
    }
  });

  it('answers a requestId sent twice at once with one slip, debited once', async () => {
    const ps = await players(4, 100);
    const twice = ps[1]!;
    const res = await Promise.all([
      ...ps.map((p) => submit(p.token, slip(5, `twice-${p.user.id}`))),
      submit(twice.token, slip(5, `twice-${twice.user.id}`)),
    ]);
    for (const r of res) expect(r.statusCode, r.body).toBe(200);
    expect(res[1]!.json().data.orderId).toBe(res[4]!.json().data.orderId);
    expect(await moneyOf(twice.user.id)).toMatchObject({ balance: 9400, ledger: 2, orders: 2, bets: 3 });
  });

  it("places one player's slips one after another, never more than the balance", async () => {
    const [p] = await players(1, 20);
    const others = await players(3, 100);
    // 20 yuan and four slips of 7: two are placed (14), the third and fourth find 6 left.
    const mine = [0, 1, 2, 3].map((i) => submit(p!.token, slip(6, `mine-${i}`)));
    const theirs = others.map((o) => submit(o.token, slip(6)));
    const res = await Promise.all([...mine, ...theirs]);
    const codes = res.slice(0, 4).map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(2);
    expect(codes.filter((c) => c === 422)).toHaveLength(2);
    for (const r of res.slice(4)) expect(r.statusCode, r.body).toBe(200);
    expect(await moneyOf(p!.user.id)).toMatchObject({
      balance: 600,
      ledger: 3,
      orders: 3,
      bets: 5,
      last_after: 600,
    });
    expect(await ledgerMismatches(g.database)).toEqual([]);
  });
});

/** A slip session taken from memory: `verify` looks the session row up, as the route's does. */
const remembered = (token: string): RecalledSession => ({
  tokenHash: sha256(token),
  verify: async () => {
    const [live] = await rows<{ n: number }>(
      g.database,
      sql`SELECT count(*)::int AS n FROM sessions WHERE token_hash = ${sha256(token)} AND revoked_at IS NULL`,
    );
    if (!live?.n) throw unauthenticated();
  },
});
const body = (amount: number, requestId?: string) => slip(amount, requestId) as SubmitBetsBody;

describe('bet slips reaching the bet service together', () => {
  it('go in shared statements, each with its own answer and one debit', async () => {
    const ps = await players(10, 100);
    const before = await batched();
    const out = await Promise.all(
      ps.map((p, i) => bet.submit(p.user.id, body(i + 1, `svc-${i}`), undefined, remembered(p.token))),
    );
    expect(await batched()).toBeGreaterThanOrEqual(before + 2);
    for (const [i, r] of out.entries()) {
      expect(r.totalAmount).toBe(i + 2);
      expect(r.balance).toBe(100 - (i + 2));
      expect(r.bets.map((b) => b.play)).toEqual(['k3.big_small', 'k3.sum']);
      const m = await moneyOf(ps[i]!.user.id);
      expect(m).toMatchObject({ balance: (100 - (i + 2)) * 100, ledger: 2, orders: 2, bets: 3 });
      expect(m.last_after).toBe(m.balance);
    }
    expect(await ledgerMismatches(g.database)).toEqual([]);
  });

  it('refuse the short player alone, the dead session alone, and replay a repeated requestId', async () => {
    const ps = await players(6, 10);
    const failed = await failedBatches();
    await g.database.db.execute(
      sql`UPDATE sessions SET revoked_at = now() WHERE token_hash = ${sha256(ps[4]!.token)}`,
    );
    const calls = [
      ...ps.map((p, i) =>
        bet.submit(p.user.id, body(i === 3 ? 50 : 2, `mix-${i}`), undefined, remembered(p.token)),
      ),
      bet.submit(ps[1]!.user.id, body(2, 'mix-1'), undefined, remembered(ps[1]!.token)),
    ];
    const out = await Promise.allSettled(calls);
    expect(await failedBatches()).toBeGreaterThan(failed);
    for (const [i, r] of out.entries()) {
      if (i === 3) expect(r).toMatchObject({ status: 'rejected', reason: { code: 'INSUFFICIENT_BALANCE' } });
      else if (i === 4) expect(r).toMatchObject({ status: 'rejected', reason: { code: 'UNAUTHENTICATED' } });
      else expect(r.status).toBe('fulfilled');
    }
    const first = out[1] as PromiseFulfilledResult<{ orderId: number }>;
    const again = out[6] as PromiseFulfilledResult<{ orderId: number }>;
    expect(again.value.orderId).toBe(first.value.orderId);
    for (const [i, p] of ps.entries()) {
      const placed = i !== 3 && i !== 4;
      expect(await moneyOf(p.user.id)).toMatchObject({
        balance: placed ? 700 : 1000,
        ledger: placed ? 2 : 1,
        orders: placed ? 2 : 1,
      });
    }
    expect(await ledgerMismatches(g.database)).toEqual([]);
  });

  it("place one player's slips one after another, never more than the balance", async () => {
    const [p] = await players(1, 20);
    const others = await players(3, 100);
    const out = await Promise.allSettled([
      ...[0, 1, 2, 3].map((i) => bet.submit(p!.user.id, body(6, `one-${i}`))),
      ...others.map((o) => bet.submit(o.user.id, body(6))),
    ]);
    const mine = out.slice(0, 4);
    expect(mine.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    expect(mine.filter((r) => r.status === 'rejected')).toHaveLength(2);
    for (const r of out.slice(4)) expect(r.status).toBe('fulfilled');
    expect(await moneyOf(p!.user.id)).toMatchObject({ balance: 600, ledger: 3, orders: 3, last_after: 600 });
    expect(await ledgerMismatches(g.database)).toEqual([]);
  });
});
