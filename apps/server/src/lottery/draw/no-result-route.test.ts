import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newOperator } from '../../test/operator-kit.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

// Issue 14: results come only from the provably fair draw. No route, an operator's included, can
// set, edit or preview a result: no write operation takes a result-like field, console routes about draws
// only read, and the paths one would guess for it do not exist.
interface Schema {
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
}
type Operation = { requestBody?: { content?: Record<string, { schema?: Schema }> } };

/** Every property name anywhere in a JSON schema. */
function fieldNames(schema: Schema | undefined, out = new Set<string>()): Set<string> {
  if (!schema || typeof schema !== 'object') return out;
  for (const [name, sub] of Object.entries(schema.properties ?? {})) {
    out.add(name);
    fieldNames(sub, out);
  }
  for (const sub of [schema.items, ...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    fieldNames(sub, out);
  return out;
}

const RESULT_FIELD = /result|opencode|open_code|winning|outcome|seed|drawn|numbers/i;
/** A path segment about draws (not withdraw…), issues, results, seeds or previews. */
const DRAW_PATH = /\/(draws?|issues?|results?|seeds?|preview|open-?codes?)(\/|$|\{)/i;

let t: TestApp;
let operations: { endpoint: string; op: Operation }[];
beforeAll(async () => {
  t = await createTestApp();
  const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  operations = Object.entries(doc.paths).flatMap(([url, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ endpoint: `${method.toUpperCase()} ${url}`, op })),
  );
});
afterAll(() => t?.close());

describe('no route can set, edit or preview a draw result', () => {
  it('takes no result-like field in any write operation', () => {
    const writes = operations.filter((o) => !o.endpoint.startsWith('GET '));
    expect(writes.length).toBeGreaterThan(50);
    const offending = writes.flatMap(({ endpoint, op }) =>
      Object.values(op.requestBody?.content ?? {}).flatMap((c) =>
        [...fieldNames(c.schema)].filter((f) => RESULT_FIELD.test(f)).map((f) => `${endpoint} ${f}`),
      ),
    );
    expect(offending).toEqual([]);
  });

  it('offers operators only reads about draws, and no write under any draw path', () => {
    const console = operations.filter((o) => /^\w+ \/api\/admin\//.test(o.endpoint));
    expect(console.length).toBeGreaterThan(20);
    // The console's draw history is a read; nothing under a draw, issue or result path writes.
    const consoleDraws = console.filter((o) => DRAW_PATH.test(o.endpoint)).map((o) => o.endpoint);
    expect(consoleDraws).toEqual(['GET /api/admin/games/{id}/draws']);
    // The pattern does find the players' read-only draw routes, so an empty answer means something.
    expect(operations.some((o) => o.endpoint.startsWith('GET ') && DRAW_PATH.test(o.endpoint))).toBe(true);
    const drawWrites = operations.filter((o) => !o.endpoint.startsWith('GET ') && DRAW_PATH.test(o.endpoint));
    expect(drawWrites.map((o) => o.endpoint)).toEqual([]);
  });

  it('answers a super admin 404 at every path one would guess for it', async () => {
    const { token } = await newOperator(t, 'super_admin');
    const guesses = [
      ['POST', '/api/admin/draws'],
      ['PUT', '/api/admin/draws/1'],
      ['POST', '/api/admin/draws/1/result'],
      ['PUT', '/api/admin/games/1/result'],
      ['POST', '/api/admin/issues/1/result'],
      ['GET', '/api/admin/issues/1/preview'],
      ['GET', '/api/admin/draws/next'],
      ['PUT', '/api/lottery/1/issues/1'],
      ['POST', '/api/draw/result'],
    ] as const;
    for (const [method, url] of guesses) {
      const res = await t.app.inject({ method, url, headers: bearer(token), payload: { result: '1,2,3' } });
      expect([`${method} ${url}`, res.statusCode]).toEqual([`${method} ${url}`, 404]);
    }
  });
});
