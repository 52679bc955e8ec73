import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';
import { queryNamedOnPglite } from './pglite-named.ts';
import type { BuiltQuery } from './sql-template.ts';

type Internals = {
  dialect: { sqlToQuery(q: SQL): BuiltQuery };
  _: {
    session: {
      /** The driver's client: a PGlite instance, a PGlite transaction, a node-postgres pool or client. */
      client: unknown;
      prepareQuery(q: BuiltQuery, fields: undefined, name: string | undefined, arrayMode: false): Run;
    };
  };
};
type Run = { execute(): Promise<unknown> };

const names = new Map<string, string>();
/** Texts named at most: a caller whose text varies without end stops being named past it. */
const MAX_NAMES = 200;

/**
 * A name for a statement text: the same text always gets the same name, another text another
 * (undefined once MAX_NAMES texts have names).
 */
export function statementName(prefix: string, text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_NAMES) {
    name = `${prefix}_${names.size + 1}`;
    names.set(text, name);
  }
  return name;
}

/**
 * executeNamed for a statement already built, under the name statementName gave its text. Inside a
 * PGlite transaction the statement runs unnamed: the transaction's client does not lead back to
 * its database, whose parsed statements are kept per instance.
 */
export function executeBuilt<T>(
  db: DbOrTx,
  name: string | undefined,
  query: BuiltQuery,
): Promise<{ rows: T[] }> {
  const { session } = (db as unknown as Internals)._;
  if (name !== undefined && session.client instanceof PGlite)
    return queryNamedOnPglite<T>(session.client, name, query);
  return session.prepareQuery(query, undefined, name, false).execute() as Promise<{ rows: T[] }>;
}

/** The SQL text and parameters Drizzle makes of `query` for this database's driver. */
export function buildQuery(db: DbOrTx, query: SQL): BuiltQuery {
  return (db as unknown as Internals).dialect.sqlToQuery(query);
}

/**
 * `db.execute(query)` as a named statement: on PostgreSQL (node-postgres) each connection parses
 * and plans the text once and later calls only bind and execute it, which saves the parse and plan
 * of a long statement on a hot path (a bet slip). The name follows the text, so a statement whose
 * text differs gets its own. On PGlite, which has one connection and no named statements in its
 * API, the protocol is spoken directly (pglite-named.ts).
 */
export function executeNamed<T>(db: DbOrTx, prefix: string, query: SQL): Promise<{ rows: T[] }> {
  const q = buildQuery(db, query);
  return executeBuilt<T>(db, statementName(prefix, q.sql), q);
}
