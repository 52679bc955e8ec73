import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';
import { buildQuery, statementName } from './named-statement.ts';

/** A statement as the driver takes it. */
export interface BuiltQuery {
  sql: string;
  params: unknown[];
}

/** How a parameter of the statement comes from the input's slots. */
type Source =
  | { kind: 'constant'; value: unknown }
  | { kind: 'slot'; slot: string; form: Form }
  | { kind: 'fail' };
type Form = 'raw' | 'iso' | 'neg';

const tag = (v: unknown): string =>
  v instanceof Date ? `d${v.getTime()}` : `${typeof v}:${JSON.stringify(v) ?? 'undefined'}`;

function formsOf(v: unknown): [Form, unknown][] {
  const out: [Form, unknown][] = [['raw', v]];
  if (typeof v === 'number' && Number.isFinite(v)) {
    out.push(['neg', -v]);
    const d = new Date(v);
    if (!Number.isNaN(d.getTime())) out.push(['iso', d.toISOString()]);
  }
  if (v instanceof Date) out.push(['iso', v.toISOString()]);
  return out;
}

function inForm(v: unknown, form: Form): unknown {
  if (form === 'neg') return -(v as number);
  if (form === 'iso') return (v instanceof Date ? v : new Date(v as number)).toISOString();
  return v;
}

/**
 * A statement whose text does not depend on its input, turned into SQL text by Drizzle once
 * rather than on every call (a long statement on a hot path: the bet slip). `build` composes it
 * from the input as usual; `slots` names the input's values (each a number, string, Date or
 * array). Drizzle builds it from two samples whose slots all differ: each parameter must then be
 * the same in both (a constant) or, in both, the same slot, as it is, negated or as an ISO time.
 * Answers undefined when that does not hold (the text differs, or a parameter is made from a
 * value in another way): the caller then builds each call, which is always right.
 */
export function sqlTemplate<I>(
  db: DbOrTx,
  build: (input: I) => SQL,
  slots: (input: I) => Record<string, unknown>,
  a: I,
  b: I,
): ((input: I) => BuiltQuery) | undefined {
  const qa = buildQuery(db, build(a));
  const qb = buildQuery(db, build(b));
  if (qa.sql !== qb.sql || qa.params.length !== qb.params.length) return undefined;
  const find = (s: Record<string, unknown>, p: unknown): [string, Form][] => {
    const t = tag(p);
    const hits: [string, Form][] = [];
    for (const [slot, v] of Object.entries(s))
      for (const [form, f] of formsOf(v)) if (tag(f) === t) hits.push([slot, form]);
    return hits;
  };
  const sa = slots(a);
  const sb = slots(b);
  const sources: Source[] = qa.params.map((pa, i) => {
    const pb = qb.params[i];
    const ha = find(sa, pa);
    const hb = find(sb, pb);
    if (ha.length === 0 && hb.length === 0)
      return tag(pa) === tag(pb) ? { kind: 'constant', value: pa } : { kind: 'fail' };
    const same = ha.filter(([s, f]) => hb.some(([s2, f2]) => s === s2 && f === f2));
    if (same.length !== 1) return { kind: 'fail' };
    return { kind: 'slot', slot: same[0]![0], form: same[0]![1] };
  });
  if (sources.some((s) => s.kind === 'fail')) return undefined;
  const fill = sources as Exclude<Source, { kind: 'fail' }>[];
  const text = qa.sql;
  return (input) => {
    const s = slots(input);
    return {
      sql: text,
      params: fill.map((src) => (src.kind === 'constant' ? src.value : inForm(s[src.slot], src.form))),
    };
  };
}

/** A statement with its name for executeBuilt (named-statement.ts). */
export interface NamedQuery {
  query: BuiltQuery;
  name: string | undefined;
}

/**
 * sqlTemplate with the statement's name (statementName) worked out once; when the template does
 * not hold, each call builds the statement with Drizzle (and names it by its text) instead.
 */
export function namedTemplate<I>(
  db: DbOrTx,
  prefix: string,
  build: (input: I) => SQL,
  slots: (input: I) => Record<string, unknown>,
  a: I,
  b: I,
): (input: I) => NamedQuery {
  const direct = (input: I): NamedQuery => {
    const query = buildQuery(db, build(input));
    return { query, name: statementName(prefix, query.sql) };
  };
  let template = sqlTemplate(db, build, slots, a, b);
  if (!template) return direct;
  const name = statementName(prefix, template(a).sql);
  let checked = false;
  return (input) => {
    if (!template) return direct(input);
    const query = template(input);
    if (!checked) {
      // The first real call is built both ways as well: a template that does not give what Drizzle
      // gives is dropped for good (a build that read something besides its input, such as a clock).
      checked = true;
      const built = direct(input);
      const same =
        built.query.sql === query.sql &&
        built.query.params.length === query.params.length &&
        built.query.params.every((p, i) => tag(p) === tag(query.params[i]));
      if (!same) {
        template = undefined;
        return built;
      }
    }
    return { query, name };
  };
}
