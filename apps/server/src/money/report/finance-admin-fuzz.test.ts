import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { INTERNALS, operationsOf, requestOf } from '../../test/openapi-fuzz-kit.ts';
import { newOperator } from '../../test/operator-kit.ts';
import { bearer, createTestApp } from '../../test/test-app.ts';

// The OpenAPI fuzz (test/openapi-fuzz.test.ts) calls every operation as a player and as nobody,
// who never get past the operator gate. The adjustment and report endpoints are fuzzed here again
// as the finance operator who may call them: generated and mutated queries and bodies reach the
// handlers, and still never a 5xx, a stack trace or SQL.
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

const t = await createTestApp({ env: { API_DOCS: '1' } });
afterAll(() => t.close());
const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
const operations = operationsOf(doc).filter((op) => /^\/api\/admin\/(adjustments|reports)/.test(op.path));
const finance = await newOperator(t, 'finance');

describe('fuzz of the finance console endpoints as a finance operator', () => {
  it('finds them in the document', () => {
    expect(operations.map((op) => `${op.method} ${op.path}`).sort()).toEqual([
      'GET /api/admin/adjustments',
      'GET /api/admin/reports/daily',
      'GET /api/admin/reports/daily.csv',
      'POST /api/admin/adjustments',
    ]);
  });

  for (const op of operations) {
    it(`${op.method} ${op.path}`, async () => {
      await fc.assert(
        fc.asyncProperty(requestOf(op), async ({ url, body }) => {
          const hasBody = op.method !== 'GET' && body !== undefined;
          const res = await t.app.inject({
            method: op.method as 'GET',
            url,
            headers: { ...bearer(finance.token), ...(hasBody ? { 'content-type': 'application/json' } : {}) },
            ...(hasBody ? { payload: body } : {}),
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
