import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { INTERNALS, operationsOf, requestOf } from './openapi-fuzz-kit.ts';
import { bearer, createTestApp, registerPlayer } from './test-app.ts';

// Every operation of the OpenAPI document (read from the app itself), called with generated and
// mutated path parameters, queries and bodies — huge and negative numbers, lone surrogates, deep
// nesting, wrong types, prototype keys — by a player and by nobody: never a 5xx, never a stack
// trace or SQL in the answer. FUZZ_RUNS cases per operation (default 10: under a minute per database).
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);

const t = await createTestApp({ env: { API_DOCS: '1' } });
afterAll(() => t.close());
const docRes = await t.app.inject({ url: '/api/docs/json' });
const operations = operationsOf(docRes.json());

let player = await registerPlayer(t.app);
// A friend and a conversation give ids that exist to some of the generated ones.
const friend = await registerPlayer(t.app);
await t.app.inject({
  method: 'POST',
  url: '/api/chat/friends/request',
  headers: bearer(player.token),
  payload: { friendId: friend.user.id },
});

/** Operations after which the player's session may be gone. */
const ENDS_SESSION = new Set(['POST /api/auth/logout', 'POST /api/user/change-password']);

describe('fuzz over every operation of the OpenAPI document', () => {
  it('reads the whole document', () => {
    expect(docRes.statusCode).toBe(200);
    expect(operations.length).toBeGreaterThan(200);
  });

  for (const op of operations) {
    it(`${op.method} ${op.path}`, async () => {
      const hasBody = op.method !== 'GET' && op.method !== 'HEAD';
      await fc.assert(
        fc.asyncProperty(requestOf(op), fc.boolean(), async ({ url, body }, asPlayer) => {
          const res = await t.app.inject({
            method: op.method as 'GET',
            url,
            headers: {
              ...(asPlayer ? bearer(player.token) : {}),
              ...(hasBody && body !== undefined ? { 'content-type': 'application/json' } : {}),
            },
            ...(hasBody && body !== undefined ? { payload: body } : {}),
          });
          if (asPlayer && ENDS_SESSION.has(`${op.method} ${op.path}`)) player = await registerPlayer(t.app);
          const what = `${op.method} ${url} ${body?.slice(0, 200)} → ${res.body.slice(0, 300)}`;
          expect(res.statusCode, what).toBeLessThan(500);
          expect(res.body, what).not.toMatch(INTERNALS);
        }),
        { numRuns: RUNS },
      );
    });
  }
});
