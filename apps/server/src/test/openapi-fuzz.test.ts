import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { edgeRequestsOf, INTERNALS, operationsOf, requestOf } from './openapi-fuzz-kit.ts';
import { newOperator } from './operator-kit.ts';
import { bearer, createTestApp, registerPlayer } from './test-app.ts';

// Every operation of the OpenAPI document (read from the app itself), called with generated and
// mutated path parameters, queries and bodies — huge and negative numbers, lone surrogates, deep
// nesting, wrong types, prototype keys — by nobody, by a player and (console operations) by a
// super-admin past the second factor, so that the fuzz reaches the handlers behind the role check:
// never a 5xx, never a stack trace or SQL in the answer. Each number or text parameter of a URL is
// first tried alone past the int columns (2147483648, thirty 9s), then FUZZ_RUNS cases (default 10:
// under a minute per database). The seed is fixed so that a failure reproduces; FUZZ_SEED=<n>
// explores other cases (a failure names the seed to run it again with).
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const SEED = Number(process.env.FUZZ_SEED ?? 15);

const t = await createTestApp({ env: { API_DOCS: '1' } });
afterAll(() => t.close());
const docRes = await t.app.inject({ url: '/api/docs/json' });
const isConsole = (op: { path: string }) => op.path.startsWith('/api/admin');
// The console's operations last: what they change (settings, game status, frozen players) then
// cannot take from the players' operations the state they reach.
const operations = operationsOf(docRes.json()).sort((a, b) => Number(isConsole(a)) - Number(isConsole(b)));

// Low ids are bystanders the generated ids (at most a million) hit; the fuzz's own callers get
// ids far above them, so no generated freeze, password reset or session revoke lands on them.
const friend = await registerPlayer(t.app);
await registerPlayer(t.app);
await t.database.db.execute(sql`select setval(pg_get_serial_sequence('users', 'id'), 10000000)`);
let player = await registerPlayer(t.app);
// A friend request gives ids that exist to some of the generated ones.
await t.app.inject({
  method: 'POST',
  url: '/api/chat/friends/request',
  headers: bearer(player.token),
  payload: { friendId: friend.user.id },
});
let operator = await newOperator(t, 'super_admin');
/** The system config as it was: put back after each fuzzed change (maintenance mode answers 503). */
const systemConfig = (
  await t.app.inject({ url: '/api/admin/system/config', headers: bearer(operator.token) })
).json().data;

/** Operations after which the caller's session may be gone. */
const ENDS_SESSION = new Set([
  'POST /api/auth/logout',
  'POST /api/user/change-password',
  'DELETE /api/admin/session',
]);
type Caller = 'nobody' | 'player' | 'operator';
const callerOf = (op: { path: string }): fc.Arbitrary<Caller> =>
  isConsole(op)
    ? fc.oneof(
        { arbitrary: fc.constant<Caller>('operator'), weight: 3 },
        { arbitrary: fc.constantFrom<Caller>('player', 'nobody'), weight: 1 },
      )
    : fc.constantFrom<Caller>('player', 'nobody');
const tokenOf = (caller: Caller) =>
  caller === 'player' ? player.token : caller === 'operator' ? operator.token : undefined;

/** Console operations whose handler a super-admin's call reached (an answer other than 401/403). */
const reached = new Set<string>();

/** A fast-check seed of its own for each operation, from SEED and the operation's name. */
const seedOf = (name: string) => [...name].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) | 0, SEED);

describe(`fuzz over every operation of the OpenAPI document (FUZZ_SEED=${SEED})`, () => {
  it('reads the whole document', () => {
    expect(docRes.statusCode).toBe(200);
    expect(operations.length).toBeGreaterThan(200);
    expect(operations.filter(isConsole).length).toBeGreaterThan(50);
    expect(systemConfig).toMatchObject({ maintenance_mode: false, registration_enabled: true });
  });

  for (const op of operations) {
    const name = `${op.method} ${op.path}`;
    it(name, async () => {
      const hasBody = op.method !== 'GET' && op.method !== 'HEAD';
      await fc.assert(
        fc.asyncProperty(requestOf(op), callerOf(op), async ({ url, body }, caller) => {
          const token = tokenOf(caller);
          const res = await t.app.inject({
            method: op.method as 'GET',
            url,
            headers: {
              ...(token ? bearer(token) : {}),
              ...(hasBody && body !== undefined ? { 'content-type': 'application/json' } : {}),
            },
            ...(hasBody && body !== undefined ? { payload: body } : {}),
          });
          if (caller === 'operator' && res.statusCode !== 401 && res.statusCode !== 403) reached.add(name);
          if (caller === 'operator' && name === 'PUT /api/admin/system/config' && res.statusCode === 200)
            await t.app.inject({
              method: 'PUT',
              url: '/api/admin/system/config',
              headers: bearer(operator.token),
              payload: systemConfig,
            });
          if (ENDS_SESSION.has(name)) {
            if (caller === 'player') player = await registerPlayer(t.app);
            if (caller === 'operator') operator = await newOperator(t, 'super_admin');
          }
          const what = `FUZZ_SEED=${SEED} as ${caller}: ${op.method} ${url} ${body?.slice(0, 200)} → ${res.body.slice(0, 300)}`;
          expect(res.statusCode, what).toBeLessThan(500);
          expect(res.body, what).not.toMatch(INTERNALS);
        }),
        {
          numRuns: RUNS,
          seed: seedOf(name),
          examples: edgeRequestsOf(op).map((req): [typeof req, Caller] => [
            req,
            isConsole(op) ? 'operator' : 'player',
          ]),
        },
      );
    });
  }

  it('reached the handler of every console operation as a super-admin', () => {
    const missed = operations.filter(isConsole).map((op) => `${op.method} ${op.path}`);
    expect(missed.filter((name) => !reached.has(name))).toEqual([]);
  });
});
