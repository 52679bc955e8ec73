import { type PGlite, parse, protocol, type Results, types } from '@electric-sql/pglite';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { BuiltQuery } from './sql-template.ts';

/**
 * The parsers Drizzle's PGlite driver gives a raw `execute` (drizzle-orm/pglite/session.js): dates,
 * times and intervals stay the database's text, as on every other statement of the app.
 */
const RAW_OPTIONS = {
  rowMode: 'object' as const,
  parsers: Object.fromEntries(
    [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map(
      (oid) => [oid, (value: string) => value],
    ),
  ),
};

/** Per PGlite instance: the statements it has parsed, by name, with their parameters' type oids. */
const parsed = new WeakMap<PGlite, Map<string, number[]>>();

const { serialize } = protocol;

/**
 * A named statement on PGlite, which its query API lacks: the text is parsed and planned once per
 * database (Parse under the name), and each later call sends only Bind, Describe, Execute and Sync,
 * in one call into the database. PGlite's own `query` parses, describes and plans the text every
 * time, in six calls: for the chat append that was about half of a message's cost on the server's
 * thread (bench/chat.bench.ts). It takes both of PGlite's locks, as `query` does, so it never
 * runs inside another caller's transaction; values are serialised and rows parsed by the same
 * type tables `query` uses, so callers see the same rows. A failed statement throws what Drizzle
 * throws, with the database's error as its cause.
 */
export async function queryNamedOnPglite<T>(
  pg: PGlite,
  name: string,
  query: BuiltQuery,
): Promise<Results<T>> {
  // As `query` does: a closed database refuses in words, before anything reaches it.
  await pg._checkReady();
  return pg._runExclusiveTransaction(() =>
    pg._runExclusiveQuery(async () => {
      try {
        const paramTypes = await prepare(pg, name, query.sql);
        const values = query.params.map((v, i) => serializeValue(pg, v, paramTypes[i]));
        const messages = await pg.execProtocolStream(
          Buffer.concat([
            serialize.bind({ statement: name, values }),
            serialize.describe({ type: 'P' }),
            serialize.execute({}),
            serialize.sync(),
          ]),
          { syncToFs: false },
        );
        await pg.syncToFs();
        return parse.parseResults(messages, pg.parsers, RAW_OPTIONS)[0] as Results<T>;
      } catch (err) {
        throw new DrizzleQueryError(query.sql, query.params, err as Error);
      }
    }),
  );
}

/** Parses `text` as `name` the first time this database sees the name; its parameters' types. */
async function prepare(pg: PGlite, name: string, text: string): Promise<number[]> {
  let statements = parsed.get(pg);
  if (!statements) {
    statements = new Map();
    parsed.set(pg, statements);
  }
  const known = statements.get(name);
  if (known) return known;
  const messages = await pg.execProtocolStream(
    Buffer.concat([
      serialize.parse({ name, text }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ]),
    { syncToFs: false },
  );
  const paramTypes = parse.parseDescribeStatementResults(messages);
  statements.set(name, paramTypes);
  return paramTypes;
}

/** A parameter as PGlite's `query` sends it: its type's serializer, else its text; null stays null. */
function serializeValue(pg: PGlite, value: unknown, oid: number | undefined): string | null {
  if (value === null || value === undefined) return null;
  const serializer = oid === undefined ? undefined : pg.serializers[oid];
  return serializer ? serializer(value) : String(value);
}
