// Generators and checks shared by the property tests of routes (not a test file itself).
import fc from 'fast-check';
import { expect } from 'vitest';

export const weirdString = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '😀',
    '<script>',
    "' OR 1=1 --",
    'a'.repeat(3000),
    '__proto__',
    '1e3',
    '-1',
    'NaN',
  ),
);

const value = fc.oneof(
  weirdString,
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 0.001, 1e21, 6, 42, 100, Number.MAX_SAFE_INTEGER),
  fc.boolean(),
  fc.constant(null),
  fc.array(weirdString, { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
);

/** Any JSON, or an object of the given keys with odd values. */
export const bodyOf = (keys: readonly string[]) =>
  fc.oneof(fc.anything(), fc.dictionary(fc.constantFrom(...keys), value));

/** The request payload: the JSON of a body, or (raw) that JSON cut short. */
export const payloadOf = (body: unknown, raw: boolean) =>
  raw ? String(JSON.stringify(body) ?? 'undefined').slice(0, -1) : JSON.stringify(body ?? null);

/** Never a 5xx; always the envelope; a failure has an UPPER_SNAKE code and no internals. */
export function expectEnvelope(res: {
  statusCode: number;
  body: string;
  json: () => Record<string, unknown>;
}) {
  expect(res.statusCode, res.body).toBeLessThan(500);
  const json = res.json();
  expect(typeof json.success).toBe('boolean');
  if (!json.success) {
    expect(json.code).toMatch(/^[A-Z_]+$/);
    expect(json.message).not.toMatch(/at .*\.ts:\d+|SELECT|INSERT|node_modules/);
  }
}
