import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerPlayer } from '../../test/test-app.ts';
import { createGameTestApp, type GameTestApp, rows, T0 } from '../draw/game-test-kit.ts';
import { PLAYS } from '../game/game-rules.ts';

// Garbage thrown at the bet and game routes: never a 5xx, always the envelope, and no money moves.
let g: GameTestApp;
let broke: { token: string; user: { id: number } };
let funded: { token: string; user: { id: number } };
beforeAll(async () => {
  g = await createGameTestApp();
  await g.tickAt(T0);
  broke = await registerPlayer(g.app);
  funded = await registerPlayer(g.app);
  await g.fund(funded.user.id, 1000);
});
afterAll(() => g.close());

const weird = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '',
    ' ',
    '😀',
    "' OR 1=1 --",
    '__proto__',
    'a'.repeat(3000),
    '1,2,3',
    '1:7',
    'big',
    'any',
    '-1',
    '1e3',
    '0x10',
    '10 ',
  ),
);
const num = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 1e308, 0.001, 100000.01, Number.MAX_SAFE_INTEGER),
);
const value = fc.oneof(weird, num, fc.boolean(), fc.constant(null), fc.array(weird, { maxLength: 3 }));
const play = fc.oneof(fc.constantFrom(...PLAYS.map((p) => p.play)), weird);
const item = fc.oneof(
  fc.record({ play, option: weird, amount: fc.oneof(num, value) }, { requiredKeys: [] }),
  fc.dictionary(fc.constantFrom('play', 'option', 'amount', 'extra', '__proto__'), value),
);
const gameId = fc.oneof(fc.constantFrom(1, 2, 3, 4, 5, 'jsk3', 'jslhc', 0, -1, 2 ** 31, 'x'), value);
const body = fc.oneof(
  fc.anything(),
  fc.record(
    {
      gameId,
      issueNo: fc.oneof(weird, value),
      requestId: fc.oneof(weird, value),
      bets: fc.oneof(fc.array(item, { maxLength: 4 }), value),
    },
    { requiredKeys: [] },
  ),
);
// For the funded player: well-formed slips except for an amount that must be refused.
const badAmount = fc.oneof(
  fc.double({ min: -1e9, max: 0.999, noNaN: true }),
  fc.double({ min: 100000.001, max: 1e12, noNaN: true }),
  fc.constantFrom(1.005, 0.001, 99.999, Number.NaN, Number.POSITIVE_INFINITY),
);
const fundedSlip = fc.record({
  gameId: fc.constantFrom('jsk3', 'jsssc', 'jssc', 'jslhc', 'jsxy28'),
  requestId: fc.oneof(
    fc.constant(undefined),
    fc.string({ minLength: 1, maxLength: 8 }).map((s) => `r${s.replace(/[^A-Za-z0-9]/g, '')}`),
  ),
  bets: fc.array(fc.record({ play, option: weird, amount: badAmount }), { minLength: 1, maxLength: 3 }),
});

const moneyOf = async (userId: number) => {
  const [w] = await rows<{ balance_fen: number }>(
    g.database,
    sql`SELECT balance_fen FROM wallets WHERE user_id = ${userId}`,
  );
  const [b] = await rows<{ n: number }>(
    g.database,
    sql`SELECT count(*)::int AS n FROM bets WHERE user_id = ${userId}`,
  );
  return { balance: Number(w?.balance_fen ?? 0), bets: Number(b?.n ?? 0) };
};

function expectEnvelope(res: {
  statusCode: number;
  body: string;
  json(): { success: boolean; code: string; message: string };
}) {
  expect(res.statusCode, res.body).toBeLessThan(500);
  const json = res.json();
  expect(typeof json.success).toBe('boolean');
  if (!json.success) {
    expect(json.code).toMatch(/^[A-Z_]+$/);
    expect(json.message).not.toMatch(/at .*\.ts:\d+|SELECT|INSERT|node_modules/);
  }
}

describe('property: malformed bets never break the API or move money', () => {
  for (const url of ['/api/bets/submit', '/api/k3/bet', '/api/xy28/bet', '/api/bet/cancel']) {
    it(`POST ${url}`, async () => {
      await fc.assert(
        fc.asyncProperty(body, fc.boolean(), async (payload, raw) => {
          const res = await g.app.inject({
            method: 'POST',
            url,
            headers: { 'content-type': 'application/json', ...bearer(broke.token) },
            payload: raw
              ? String(JSON.stringify(payload) ?? 'undefined').slice(0, -1)
              : JSON.stringify(payload ?? null),
          });
          expectEnvelope(res);
        }),
        { numRuns: 100 },
      );
      expect(await moneyOf(broke.user.id)).toEqual({ balance: 0, bets: 0 });
    });
  }

  it('refuses every slip with a bad amount, and the funded balance never moves', async () => {
    await fc.assert(
      fc.asyncProperty(fundedSlip, async (slip) => {
        const res = await g.app.inject({
          method: 'POST',
          url: '/api/bets/submit',
          headers: { 'content-type': 'application/json', ...bearer(funded.token) },
          payload: JSON.stringify(slip),
        });
        expectEnvelope(res);
        expect([400, 422]).toContain(res.statusCode);
      }),
      { numRuns: 150 },
    );
    expect(await moneyOf(funded.user.id)).toEqual({ balance: 100_000, bets: 0 });
  });

  it('GET routes with garbage queries and paths', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.string(), fc.string({ maxLength: 40 }), async (k, v, seg) => {
        const qs = `${encodeURIComponent(k)}=${encodeURIComponent(v)}`;
        const s = encodeURIComponent(seg);
        for (const url of [
          `/api/bets?${qs}`,
          `/api/bets/${s}`,
          `/api/bet/statistics?${qs}`,
          `/api/game/${s}/play-types`,
          `/api/game/${s}/odds?play=${encodeURIComponent(k)}&option=${encodeURIComponent(v)}`,
          `/api/issue/${s}/current`,
          `/api/draw/${s}/latest?${qs}`,
          `/api/lottery/verify?gameId=${s}&issueNo=${encodeURIComponent(v)}`,
          `/api/lottery/trend?${qs}`,
          `/api/longdragon/query?${qs}`,
        ]) {
          expectEnvelope(await g.app.inject({ url, headers: bearer(broke.token) }));
        }
      }),
      { numRuns: 40 },
    );
  });
});
