// Request generators for the fuzz over every operation of the OpenAPI document (not a test file).
import fc from 'fast-check';

/** The part of JSON Schema the zod-made document uses. */
export interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
}

export interface Operation {
  method: string;
  /** Fastify's form: /api/game/:id. */
  path: string;
  pathParams: { name: string; schema: Schema }[];
  queryParams: { name: string; schema: Schema }[];
  body?: Schema;
}

type Doc = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; schema: Schema }[];
        requestBody?: { content: Record<string, { schema: Schema }> };
      }
    >
  >;
};

/** Every operation of the document. */
export function operationsOf(doc: Doc): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path: path.replace(/\{([^}]+)\}/g, ':$1'),
      pathParams: (op.parameters ?? []).filter((p) => p.in === 'path'),
      queryParams: (op.parameters ?? []).filter((p) => p.in === 'query'),
      body: op.requestBody?.content['application/json']?.schema,
    })),
  );
}

// ---- URL parts: already percent-encoded text ----------------------------------------------------

/** Odd texts for a path segment or query value, encoded (a lone surrogate as its UTF-8 bytes). */
const ODD_URL_VALUES = [
  '',
  '0',
  '-1',
  '2147483647',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '99999999999999999999999999',
  '1e309',
  '1.5',
  'NaN',
  'Infinity',
  '0x10',
  '%ED%A0%80', // U+D800 alone, as UTF-8 would spell it
  '%uD800',
  '%00',
  '%',
  '%E4%BD',
  '__proto__',
  'constructor',
  'prototype',
  '%F0%9F%98%80',
  '%27%20OR%201%3D1%20--',
  'true',
  'null',
  '[]',
  'a'.repeat(2000),
];

/**
 * The numbers at the edges of the database's integer columns and past them, as digits: every
 * integer parameter meets them often, and so does every text one (a keyword of digits may be
 * taken for an id).
 */
export const BOUNDARY_NUMBERS = [
  '0',
  '-1',
  '2147483647',
  '2147483648',
  '4294967296',
  '9'.repeat(30),
  '1'.repeat(40),
  '9'.repeat(400),
];

function urlValueOf(schema: Schema, mutate: boolean): fc.Arbitrary<string> {
  const type = typeOf(schema);
  const numeric = type === 'integer' || type === 'number';
  const inRange = BOUNDARY_NUMBERS.filter(
    (digits) =>
      !(Number(digits) < (schema.minimum ?? Number.NEGATIVE_INFINITY)) &&
      !(Number(digits) <= (schema.exclusiveMinimum ?? Number.NEGATIVE_INFINITY)) &&
      !(Number(digits) > (schema.maximum ?? Number.POSITIVE_INFINITY)) &&
      !(Number(digits) >= (schema.exclusiveMaximum ?? Number.POSITIVE_INFINITY)),
  );
  const valid = schema.enum?.length
    ? fc.constantFrom(...schema.enum.map((e) => encodeURIComponent(String(e))))
    : numeric
      ? fc.oneof(
          {
            arbitrary: fc
              .integer({ min: Math.max(schema.minimum ?? 1, -5), max: Math.min(schema.maximum ?? 50, 50) })
              .map(String),
            weight: 4,
          },
          // The edges the schema itself allows (2147483647 for an id).
          ...(inRange.length ? [{ arbitrary: fc.constantFrom(...inRange), weight: 1 }] : []),
        )
      : type === 'boolean'
        ? fc.constantFrom('true', 'false')
        : stringOf(schema).map(encodeURIComponent);
  if (!mutate) return valid;
  return fc.oneof(
    { arbitrary: valid, weight: 2 },
    { arbitrary: fc.constantFrom(...BOUNDARY_NUMBERS), weight: 1 },
    { arbitrary: fc.constantFrom(...ODD_URL_VALUES), weight: 1 },
  );
}

/**
 * The URL of an operation: its path parameters and a query of its own keys; mutated, with odd
 * values and unknown or prototype keys as well.
 */
export function urlOf(op: Operation, mutate: boolean): fc.Arbitrary<string> {
  const path = fc.tuple(...op.pathParams.map((p) => urlValueOf(p.schema, mutate))).map((values) => {
    let url = op.path;
    op.pathParams.forEach((p, i) => {
      url = url.replace(`:${p.name}`, values[i] || '0');
    });
    return url;
  });
  const knownKeys = op.queryParams.map((p) =>
    fc.option(
      urlValueOf(p.schema, mutate).map((v) => `${encodeURIComponent(p.name)}=${v}`),
      { nil: undefined },
    ),
  );
  const oddKeys = fc.array(
    fc
      .tuple(
        fc.constantFrom('__proto__', 'constructor', 'page', 'limit', 'id', 'a[b]', 'x%00'),
        fc.constantFrom(...ODD_URL_VALUES),
      )
      .map(([k, v]) => `${k}=${v}`),
    { maxLength: mutate ? 2 : 0 },
  );
  return fc.tuple(path, fc.tuple(...knownKeys), oddKeys).map(([p, known, odd]) => {
    const parts = [...known.filter((x): x is string => x !== undefined), ...odd];
    return parts.length ? `${p}?${parts.join('&')}` : p;
  });
}

// ---- bodies: JSON text, so that lone surrogates, duplicate and prototype keys survive ----------

const typeOf = (s: Schema): string | undefined =>
  Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;

const deep = (n: number, open: string, close: string, inner = '1') =>
  `${open.repeat(n)}${inner}${close.repeat(n)}`;

/** JSON texts that no field expects. */
const ODD_JSON = fc.constantFrom(
  '-1',
  '0',
  '2147483647',
  '2147483648',
  '-2147483649',
  '9'.repeat(40),
  '"2147483648"',
  `"${'9'.repeat(40)}"`,
  '9007199254740993',
  '1e308',
  '-1e308',
  '1.0000000001',
  '5e-324',
  '"\\ud800"',
  '"a\\udc00b"',
  '"\\u0000"',
  '""',
  '" "',
  `"${'长'.repeat(6000)}"`,
  'null',
  'true',
  '[]',
  '{}',
  '[1,"a",null]',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  deep(40, '[', ']'),
  deep(40, '{"a":', '}'),
  deep(10, '[', ']', '{"b":[1,{"c":"\\ud800"}]}'),
);

/** A string the schema accepts, as far as its pattern, format and lengths say. */
function stringOf(schema: Schema): fc.Arbitrary<string> {
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(schema.pattern))
        .filter((s) => s.length <= (schema.maxLength ?? 200));
    } catch {
      // A pattern JavaScript cannot read: any string below.
    }
  }
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 20, 40) });
}

function validJson(schema: Schema, depth: number, odd: number): fc.Arbitrary<string> {
  if (schema.enum?.length) return fc.constantFrom(...schema.enum.map((e) => JSON.stringify(e)));
  const alts = schema.anyOf ?? schema.oneOf;
  if (alts?.length) return fc.oneof(...alts.map((s) => jsonOf(s, depth, odd)));
  switch (typeOf(schema)) {
    case 'integer':
      return fc
        .integer({
          min: Math.max(schema.minimum ?? -10, -1_000_000),
          max: Math.min(schema.maximum ?? 1000, 1_000_000),
        })
        .map(String);
    case 'number':
      return fc
        .double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true })
        .map(String);
    case 'boolean':
      return fc.boolean().map(String);
    case 'string':
      return stringOf(schema).map((s) => JSON.stringify(s));
    case 'array':
      if (depth > 3) return fc.constant('[]');
      return fc
        .array(jsonOf(schema.items ?? {}, depth + 1, odd), { maxLength: 3 })
        .map((items) => `[${items.join(',')}]`);
    case 'object':
      return objectJson(schema, depth, odd);
    default:
      return fc.constantFrom('1', '"x"', 'null', '{}');
  }
}

function objectJson(schema: Schema, depth: number, odd: number): fc.Arbitrary<string> {
  if (depth > 3) return fc.constant('{}');
  const props = Object.entries(schema.properties ?? {});
  const fields = props.map(([key, s]) =>
    fc.option(
      jsonOf(s, depth + 1, odd).map((v) => `${JSON.stringify(key)}:${v}`),
      {
        nil: undefined,
        freq: schema.required?.includes(key) ? 10 : 3,
      },
    ),
  );
  const extra = fc.array(
    fc
      .tuple(fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', '\\ud800'), ODD_JSON)
      .map(([k, v]) => `"${k}":${v}`),
    { maxLength: odd ? 1 : 0 },
  );
  return fc
    .tuple(fc.tuple(...fields), extra)
    .map(([fs, ex]) => `{${[...fs.filter((f): f is string => f !== undefined), ...ex].join(',')}}`);
}

/**
 * A JSON text for a schema: what it asks for, with something odd in a field's place about once
 * in `odd * 3 + 1` fields (odd 0: no mutation).
 */
export function jsonOf(schema: Schema, depth = 0, odd = 1): fc.Arbitrary<string> {
  const valid = validJson(schema, depth, odd);
  return odd ? fc.oneof({ arbitrary: valid, weight: odd * 3 }, { arbitrary: ODD_JSON, weight: 1 }) : valid;
}

/** A request: a URL and a body, either as the document describes them or mutated. */
export function requestOf(op: Operation): fc.Arbitrary<{ url: string; body: string | undefined }> {
  const clean = fc.record({
    url: urlOf(op, false),
    body: op.body ? jsonOf(op.body, 0, 0) : fc.constant(undefined),
  });
  const mutated = fc.record({ url: urlOf(op, true), body: bodyOf(op) });
  return fc.oneof(clean, mutated);
}

/** Past the int columns, and short enough for a search keyword. */
const PAST_INT_COLUMNS = ['2147483648', '9'.repeat(30)];

/**
 * Requests that put each number or text parameter of the URL, then each field of the body, in
 * turn past the int columns (the other path parameters 1, no other query; the body otherwise as
 * the schema asks): examples every run tries first, so a keyword of digits taken for an id is
 * found whatever the seed.
 */
export function edgeRequestsOf(op: Operation): { url: string; body: string | undefined }[] {
  const editable = (s: Schema) =>
    !s.enum?.length && ['integer', 'number', 'string'].includes(typeOf(s) ?? '');
  const pathWith = (name?: string, value?: string) =>
    op.pathParams.reduce(
      (url, p) => url.replace(`:${p.name}`, p.name === name ? (value ?? '1') : '1'),
      op.path,
    );
  const body = op.body ? fc.sample(jsonOf(op.body, 0, 0), { numRuns: 1, seed: 1 })[0] : undefined;
  const inUrl = PAST_INT_COLUMNS.flatMap((value) => [
    ...op.pathParams.filter((p) => editable(p.schema)).map((p) => pathWith(p.name, value)),
    ...op.queryParams
      .filter((p) => editable(p.schema))
      .map((p) => `${pathWith()}?${encodeURIComponent(p.name)}=${value}`),
  ]).map((url) => ({ url, body }));
  // Each number or text field of the body in turn: 2147483648 (as text for a text field).
  const fields = body === undefined ? undefined : (JSON.parse(body) as unknown);
  const inBody =
    fields && typeof fields === 'object' && !Array.isArray(fields)
      ? Object.entries(op.body?.properties ?? {})
          .filter(([, s]) => editable(s))
          .map(([key, s]) => ({
            url: pathWith(),
            body: JSON.stringify({ ...fields, [key]: typeOf(s) === 'string' ? '2147483648' : 2147483648 }),
          }))
      : [];
  return [...inUrl, ...inBody];
}

/** A request body: JSON for the operation's schema with odd fields, any odd JSON, or broken JSON. */
export function bodyOf(op: Operation): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    { arbitrary: op.body ? jsonOf(op.body) : ODD_JSON, weight: 6 },
    { arbitrary: ODD_JSON, weight: 1 },
    { arbitrary: fc.constantFrom('{', '{"a":}', '\u0000', '"\\ud800"', 'undefined'), weight: 1 },
    { arbitrary: fc.constant(undefined), weight: 1 },
  );
}

/** Signs of internals in an answer: stack frames, file paths, SQL or a database's own error text. */
export const INTERNALS =
  /\bat [\w.<>]+ \(|node_modules|\.ts:\d+|\.js:\d+:\d+|\bSELECT\b.+\bFROM\b|\bINSERT INTO\b|\bUPDATE\b.+\bSET\b|violates .*constraint|duplicate key value|syntax error at or near|invalid input syntax|relation "|column "|out of range for type|PGlite|DrizzleQueryError|Failed query/i;
