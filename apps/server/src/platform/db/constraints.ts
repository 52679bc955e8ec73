import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

const literal = (v: string) => `'${v.replaceAll("'", "''")}'`;
const list = (values: readonly string[]) => sql.raw(values.map(literal).join(', '));

/**
 * The body of a CHECK holding a text column to the values of an enum of packages/contracts. The
 * values are written into the constraint (a CHECK takes no parameters), so adding one to the enum
 * changes the schema and the next `npm run db:generate` writes the migration that allows it.
 */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} IN (${list(values)})`;
}

/** The body of a CHECK holding every element of a text[] column to the values of an enum. */
export function allOneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} <@ ARRAY[${list(values)}]::text[]`;
}
