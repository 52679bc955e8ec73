import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { INTERNALS, operationsOf, requestOf } from '../../test/openapi-fuzz-kit.ts';
import { newOperator } from '../../test/operator-kit.ts';
import { bearer, createTestApp, registerPlayer } from '../../test/test-app.ts';

// The OpenAPI fuzz as the operator who may call them (the document-wide fuzz stops at the gate with
// a player's token): the player detail, its tabs, reset password and revoke sessions never answer
// a 5xx or leak internals, whatever the path, query or body.
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);

const t = await createTestApp({ env: { API_DOCS: '1' } });
afterAll(() => t.close());
const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
const operations = operationsOf(doc).filter((op) => op.path.startsWith('/api/admin/players/'));
const support = await newOperator(t, 'support');
// Ids 1..3 exist, so generated small ids reach the services too.
await Promise.all([registerPlayer(t.app), registerPlayer(t.app)]);

describe('player detail fuzz (as support)', () => {
  it('covers the detail, its tabs and the account actions', () => {
    expect(operations.map((o) => `${o.method} ${o.path}`)).toEqual(
      expect.arrayContaining([
        'GET /api/admin/players/:id',
        'GET /api/admin/players/:id/referrals',
        'POST /api/admin/players/:id/reset-password',
        'POST /api/admin/players/:id/revoke-sessions',
      ]),
    );
  });
  for (const op of operations) {
    it(`${op.method} ${op.path}`, async () => {
      const hasBody = op.method !== 'GET';
      await fc.assert(
        fc.asyncProperty(requestOf(op), async ({ url, body }) => {
          const res = await t.app.inject({
            method: op.method as 'GET',
            url,
            headers: {
              ...bearer(support.token),
              ...(hasBody && body !== undefined ? { 'content-type': 'application/json' } : {}),
            },
            ...(hasBody && body !== undefined ? { payload: body } : {}),
          });
          const what = `${op.method} ${url} ${body?.slice(0, 200)} → ${res.body.slice(0, 300)}`;
          expect(res.statusCode, what).toBeLessThan(500);
          expect(res.body, what).not.toMatch(INTERNALS);
        }),
        { numRuns: RUNS },
      );
    });
  }
});
