import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';

type Internals = {
  dialect: { sqlToQuery(q: SQL): { sql: string; params: unknown[] } };
  _: {
    session: { prepareQuery(q: unknown, fields: undefined, name: string | undefined, arrayMode: false): Run };
  };
};
type Run = { execute(): Promise<unknown> };

const names = new Map<string, string>();
/** Texts named at most: a caller whose text varies without end stops being named past it. */
const MAX_NAMES = 200;

/** A name for a statement text: the same text always gets the same name, another text another. */
function nameOf(prefix: string, text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_NAMES) {
    name = `${prefix}_${names.size + 1}`;
    names.set(text, name);
  }
  return name;
}

/**
 * `db.execute(query)` as a named statement: on PostgreSQL (node-postgres) each connection parses
 * and plans the text once and later calls only bind and execute it, which saves the parse and plan
 * of a long statement on a hot path (a bet slip). The name follows the text, so a statement whose
 * text differs gets its own. PGlite has one connection and no named statements in its API: there it
 * is an ordinary execute.
 */
export function executeNamed<T>(db: DbOrTx, prefix: string, query: SQL): Promise<{ rows: T[] }> {
  const d = db as unknown as Internals;
  const q = d.dialect.sqlToQuery(query);
  return d._.session.prepareQuery(q, undefined, nameOf(prefix, q.sql), false).execute() as Promise<{
    rows: T[];
  }>;
}
