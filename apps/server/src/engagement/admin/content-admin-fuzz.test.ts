import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { INTERNALS, operationsOf, requestOf } from '../../test/openapi-fuzz-kit.ts';
import { newOperator } from '../../test/operator-kit.ts';
import { bearer, createTestApp } from '../../test/test-app.ts';

// The OpenAPI fuzz calls /api/admin as a player (refused before validation); here a content
// operator, who passes the gate, sends the content endpoints generated and mutated input:
// never a 5xx, never internals in the answer.
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const CONTENT = /^\/api\/admin\/(notices|banners|system|messages|activities)/;

const t = await createTestApp({ env: { API_DOCS: '1' } });
afterAll(() => t.close());
const operations = operationsOf((await t.app.inject({ url: '/api/docs/json' })).json()).filter((op) =>
  CONTENT.test(op.path),
);
const op = await newOperator(t, 'content');

describe('fuzz of the content endpoints as an operator', () => {
  it('finds them in the document', () => expect(operations.length).toBeGreaterThanOrEqual(12));
  for (const operation of operations) {
    it(`${operation.method} ${operation.path}`, async () => {
      const hasBody = operation.method !== 'GET' && operation.method !== 'DELETE';
      await fc.assert(
        fc.asyncProperty(requestOf(operation), async ({ url, body }) => {
          const res = await t.app.inject({
            method: operation.method as 'GET',
            url,
            headers: {
              ...bearer(op.token),
              ...(hasBody && body !== undefined ? { 'content-type': 'application/json' } : {}),
            },
            ...(hasBody && body !== undefined ? { payload: body } : {}),
          });
          const what = `${operation.method} ${url} ${body?.slice(0, 200)} → ${res.body.slice(0, 300)}`;
          expect(res.statusCode, what).toBeLessThan(500);
          expect(res.body, what).not.toMatch(INTERNALS);
        }),
        { numRuns: RUNS },
      );
    });
  }
});
